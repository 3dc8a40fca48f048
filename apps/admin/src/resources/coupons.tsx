import type { AdminCoupon } from '@manufaktura/contract';
import { DISCOUNT_TYPES } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  DateTimeInput,
  Edit,
  email,
  List,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { isoOrNull } from '../dates.ts';
import { SaveOnly } from './save-only.tsx';

const TYPE_NAMES: Record<AdminCoupon['discount_type'], string> = {
  FIXED: 'Kwota od zamówienia',
  PERCENTAGE: 'Procent od zamówienia',
  FIXED_PRODUCT: 'Kwota od sztuki wskazanych produktów',
  PERCENTAGE_PRODUCT: 'Procent od wskazanych produktów',
  FREE_SHIPPING: 'Darmowa dostawa',
};
const TYPE_CHOICES = DISCOUNT_TYPES.map((type) => ({ id: type, name: TYPE_NAMES[type] }));
const STATE_CHOICES = [
  { id: 'active', name: 'Do użycia' },
  { id: 'expired', name: 'Zakończone' },
];
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Kod" />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
];

/** "20%", "15 zł" or "darmowa dostawa": what the coupon takes off. */
const worth = (coupon: AdminCoupon) =>
  coupon.discount_type === 'FREE_SHIPPING'
    ? 'darmowa dostawa'
    : coupon.discount_type.startsWith('PERCENTAGE')
      ? `${coupon.value}%`
      : `${coupon.value.toLocaleString('pl-PL')} zł`;

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
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="code" />
          <DataTable.Col source="name" />
          <DataTable.Col source="discount_type">
            <SelectField source="discount_type" choices={TYPE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="value" render={worth} />
          <DataTable.Col source="date_to">
            <DateField source="date_to" showTime emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="redemptions" />
          <DataTable.Col source="active">
            <BooleanField source="active" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** Every term of a coupon: what the form sends, the uses and the version are the API's to say. */
const changeable = (data: AdminCoupon) => ({
  id: data.id,
  code: data.code,
  name: data.name,
  discount_type: data.discount_type,
  value: data.discount_type === 'FREE_SHIPPING' ? 0 : data.value,
  active: data.active,
  date_from: data.date_from ?? null,
  date_to: data.date_to ?? null,
  min_cart_value: data.min_cart_value ?? null,
  product_ids: data.product_ids ?? [],
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
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <SelectInput source="discount_type" choices={TYPE_CHOICES} validate={required()} />
      <NumberInput source="value" min={0} step={0.01} validate={minValue(0)} />
      <NumberInput source="min_cart_value" min={0} step={0.01} validate={minValue(0)} />
      <ReferenceArrayInput source="product_ids" reference="products">
        <AutocompleteArrayInput optionText="name" filterToQuery={(q: string) => ({ q })} />
      </ReferenceArrayInput>
      <DateTimeInput source="date_from" parse={isoOrNull} />
      <DateTimeInput source="date_to" parse={isoOrNull} />
      <NumberInput source="max_redemptions" min={1} step={1} validate={minValue(1)} />
      <NumberInput source="max_redemptions_per_user" min={1} step={1} validate={minValue(1)} />
      <TextInput source="allowed_email" validate={[email(), maxLength(254)]} />
      <BooleanInput source="active" />
    </>
  );
}

export function CouponCreate() {
  return (
    <Create redirect="list" transform={changeable}>
      <SimpleForm toolbar={<SaveOnly />} defaultValues={{ active: true, discount_type: 'PERCENTAGE', product_ids: [] }}>
        <CouponInputs />
      </SimpleForm>
    </Create>
  );
}

export function CouponEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={changeable}>
      <SimpleForm toolbar={<SaveOnly />}>
        <Uses />
        <CouponInputs />
      </SimpleForm>
    </Edit>
  );
}
