import type { AdminPromotion } from '@manufaktura/contract';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  List,
  maxLength,
  minValue,
  NumberInput,
  regex,
  required,
  SelectField,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';

import { Table } from '../table.tsx';
import {
  changeableTerms,
  discountFilters,
  DiscountTermInputs,
  termDefaults,
  TYPE_CHOICES,
  worth,
} from './discount-terms.tsx';
import { CreateForm, EditForm } from './save-only.tsx';

const filters = discountFilters('Nazwa');
const colour = [required(), regex(/^#[0-9a-fA-F]{6}$/, 'admin.promotions.colour')];

export function PromotionList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={filters} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(promotion: AdminPromotion) => promotion.name}
          secondaryText={(promotion: AdminPromotion) => worth(promotion)}
          tertiaryText={(promotion: AdminPromotion) =>
            promotion.running_now ? translate('admin.promotions.running') : ''
          }
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="position" />
          <DataTable.Col source="name" />
          <DataTable.Col source="discount_type">
            <SelectField source="discount_type" choices={TYPE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="value" render={worth} />
          <DataTable.Col source="date_to">
            <DateField locales="pl-PL" source="date_to" showTime emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="running_now">
            <BooleanField source="running_now" />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** Every term of a promotion: what the form sends, the rest is the API's to say. */
const changeable = (data: AdminPromotion) => ({
  id: data.id,
  ...changeableTerms(data),
  description: data.description ?? '',
  background_color: data.background_color,
  text_color: data.text_color,
  override_text: data.override_text || null,
  position: data.position,
});

function PromotionInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{translate('admin.promotions.help')}</Typography>
      <DiscountTermInputs />
      <TextInput source="description" multiline validate={maxLength(500)} />
      <TextInput source="override_text" validate={maxLength(200)} />
      <TextInput source="background_color" validate={colour} />
      <TextInput source="text_color" validate={colour} />
      <NumberInput source="position" min={0} step={1} validate={[required(), minValue(0)]} />
      <BooleanInput source="active" />
    </>
  );
}

export function PromotionCreate() {
  return (
    <CreateForm
      transform={changeable}
      defaultValues={{ ...termDefaults, background_color: '#b8855d', text_color: '#ffffff', position: 0 }}
    >
      <PromotionInputs />
    </CreateForm>
  );
}

export function PromotionEdit() {
  return (
    <EditForm transform={changeable}>
      <PromotionInputs />
    </EditForm>
  );
}
