import type { AdminCoupon } from '@manufaktura/contract';
import { DISCOUNT_TYPES } from '@manufaktura/core';
import {
  AutocompleteArrayInput,
  DateTimeInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  required,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';

import { isoOrNull } from '../dates.ts';

/** The terms a coupon and an automatic promotion share. */
type DiscountTerms = Pick<
  AdminCoupon,
  'name' | 'discount_type' | 'value' | 'active' | 'date_from' | 'date_to' | 'min_cart_value' | 'product_ids'
>;

const TYPE_NAMES: Record<AdminCoupon['discount_type'], string> = {
  FIXED: 'Kwota od zamówienia',
  PERCENTAGE: 'Procent od zamówienia',
  FIXED_PRODUCT: 'Kwota od sztuki wskazanych produktów',
  PERCENTAGE_PRODUCT: 'Procent od wskazanych produktów',
  FREE_SHIPPING: 'Darmowa dostawa',
};
export const TYPE_CHOICES = DISCOUNT_TYPES.map((type) => ({ id: type, name: TYPE_NAMES[type] }));

/** A list's filters: part of the code or name, and those usable now or ended. */
export const discountFilters = (placeholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />,
  <SelectInput
    key="state"
    source="state"
    choices={[
      { id: 'active', name: 'Trwające' },
      { id: 'expired', name: 'Zakończone' },
    ]}
    alwaysOn
  />,
];

/** "20%", "15 zł" or "darmowa dostawa": what it takes off. */
export const worth = (terms: DiscountTerms) =>
  terms.discount_type === 'FREE_SHIPPING'
    ? 'darmowa dostawa'
    : terms.discount_type.startsWith('PERCENTAGE')
      ? `${terms.value}%`
      : `${terms.value.toLocaleString('pl-PL')} zł`;

/** The shared terms as a form sends them: cleared fields as null, free shipping without a value. */
export const changeableTerms = (data: DiscountTerms) => ({
  name: data.name,
  discount_type: data.discount_type,
  value: data.discount_type === 'FREE_SHIPPING' ? 0 : data.value,
  active: data.active,
  date_from: data.date_from ?? null,
  date_to: data.date_to ?? null,
  min_cart_value: data.min_cart_value ?? null,
  product_ids: data.product_ids ?? [],
});

/** A new one's terms before the form is filled. */
export const termDefaults = { active: true, discount_type: 'PERCENTAGE', value: 0, product_ids: [] };

/** The name, the discount, its condition (a minimum order, products) and its window. */
export function DiscountTermInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <SelectInput source="discount_type" choices={TYPE_CHOICES} validate={required()} />
      <NumberInput source="value" min={0} step={0.01} validate={minValue(0)} />
      <NumberInput source="min_cart_value" min={0} step={0.01} validate={minValue(0)} />
      <ReferenceArrayInput source="product_ids" reference="products">
        <AutocompleteArrayInput optionText="name" filterToQuery={(q: string) => ({ q })} />
      </ReferenceArrayInput>
      <DateTimeInput source="date_from" parse={isoOrNull} />
      <DateTimeInput source="date_to" parse={isoOrNull} />
    </>
  );
}
