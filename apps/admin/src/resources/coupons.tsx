import type { AdminCoupon } from '@manufaktura/contract';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  email,
  List,
  maxLength,
  minValue,
  NumberInput,
  required,
  SelectField,
  SimpleList,
  TextInput,
  useRecordContext,
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

const filters = discountFilters('Kod');

export function CouponList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={filters} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(coupon: AdminCoupon) => `${coupon.code} · ${worth(coupon)}`}
          secondaryText={(coupon: AdminCoupon) => coupon.name}
          tertiaryText={(coupon: AdminCoupon) =>
            translate('admin.coupons.uses', { redemptions: coupon.redemptions, customers: coupon.customers }) +
            (coupon.active ? '' : ` · ${translate('admin.coupons.off')}`)
          }
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="code" />
          <DataTable.Col source="name" />
          <DataTable.Col source="discount_type">
            <SelectField source="discount_type" choices={TYPE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="value" render={worth} />
          <DataTable.Col source="date_to">
            <DateField locales="pl-PL" source="date_to" showTime emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="redemptions" />
          <DataTable.Col source="active">
            <BooleanField source="active" />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** Every term of a coupon: what the form sends, the uses and the version are the API's to say. */
const changeable = (data: AdminCoupon) => ({
  id: data.id,
  code: data.code,
  ...changeableTerms(data),
  max_redemptions: data.max_redemptions ?? null,
  max_redemptions_per_user: data.max_redemptions_per_user ?? null,
  allowed_email: data.allowed_email || null,
});

/** How often placed orders used the coupon, on its page. */
function Uses() {
  const record = useRecordContext<AdminCoupon>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2">
      {translate('admin.coupons.uses', { redemptions: record.redemptions, customers: record.customers })}
    </Typography>
  );
}

function CouponInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{translate('admin.coupons.help')}</Typography>
      <TextInput source="code" validate={[required(), maxLength(64)]} />
      <DiscountTermInputs />
      <NumberInput source="max_redemptions" min={1} step={1} validate={minValue(1)} />
      <NumberInput source="max_redemptions_per_user" min={1} step={1} validate={minValue(1)} />
      <TextInput source="allowed_email" validate={[email(), maxLength(254)]} />
      <BooleanInput source="active" />
    </>
  );
}

export function CouponCreate() {
  return (
    <CreateForm transform={changeable} defaultValues={termDefaults}>
      <CouponInputs />
    </CreateForm>
  );
}

export function CouponEdit() {
  return (
    <EditForm transform={changeable}>
      <Uses />
      <CouponInputs />
    </EditForm>
  );
}
