import type { AdminNavbarPromotion } from '@manufaktura/contract';
import { htmlToText } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  DateTimeInput,
  List,
  maxLength,
  required,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { isoOrNull } from '../dates.ts';
import { Table } from '../table.tsx';
import { TextButton } from '../text-button.tsx';
import { useApiAction } from '../use-api-action.ts';
import { CreateForm, EditForm } from './save-only.tsx';

const when = (value: string) => new Date(value).toLocaleString('pl-PL');

export function NavbarPromotionList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(promotion: AdminNavbarPromotion) => htmlToText(promotion.content)}
          secondaryText={(promotion: AdminNavbarPromotion) =>
            `${when(promotion.date_from)} – ${when(promotion.date_to)}`
          }
          tertiaryText={(promotion: AdminNavbarPromotion) =>
            promotion.active_now ? translate('admin.navbar.active') : ''
          }
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="content" render={(promotion: AdminNavbarPromotion) => htmlToText(promotion.content)} />
          <DataTable.Col source="date_from">
            <DateField locales="pl-PL" source="date_from" showTime />
          </DataTable.Col>
          <DataTable.Col source="date_to">
            <DateField locales="pl-PL" source="date_to" showTime />
          </DataTable.Col>
          <DataTable.Col source="active_now">
            <BooleanField source="active_now" />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** The text and the window: what the form sends, the rest is the API's to say. */
const changeable = (data: AdminNavbarPromotion) => ({
  id: data.id,
  content: data.content,
  date_from: data.date_from,
  date_to: data.date_to,
});

function PromotionInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{translate('admin.navbar.help')}</Typography>
      <TextInput source="content" multiline validate={[required(), maxLength(1000)]} />
      <DateTimeInput source="date_from" parse={isoOrNull} validate={required()} />
      <DateTimeInput source="date_to" parse={isoOrNull} validate={required()} />
    </>
  );
}

/** Ends a promotion in force now: the top bar shows the automatic promotions again. */
function SwitchOff() {
  const record = useRecordContext<AdminNavbarPromotion>();
  const translate = useTranslate();
  const act = useApiAction();
  if (!record?.active_now) return null;
  const switchOff = () =>
    act(
      'PATCH',
      `/navbar-promotions/${record.id}`,
      { version: record.version, date_to: new Date().toISOString() },
      translate('admin.navbar.switched_off'),
    );
  return <TextButton variant="outlined" label={translate('admin.navbar.switch_off')} onClick={switchOff} />;
}

export function NavbarPromotionCreate() {
  return (
    <CreateForm transform={changeable}>
      <PromotionInputs />
    </CreateForm>
  );
}

export function NavbarPromotionEdit() {
  return (
    <EditForm transform={changeable}>
      <SwitchOff />
      <PromotionInputs />
    </EditForm>
  );
}
