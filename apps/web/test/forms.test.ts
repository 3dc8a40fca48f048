import { CHECKOUT_MESSAGES_PL, ERROR_MESSAGES_PL, MAX_LINE_QUANTITY } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkCheckout,
  checkoutUpdate,
  FORM_NAMES,
  orderRequest,
  readCheckoutForm,
  refusalShown,
} from '../src/components/checkout/checkout-rules.ts';
import { readApiError } from '../src/lib/api/api-error.ts';
import type { ShippingMethod } from '../src/lib/api/types.ts';
import { cartUpdateFromForm } from '../src/lib/cart/form-update.ts';

/**
 * What the storefront reads from plain form posts (cart changes and the
 * checkout without JavaScript): real FormData in, the API's payload out.
 */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('cart forms', () => {
  it('turns each intent into its cart change', () => {
    expect(cartUpdateFromForm(form({ intent: 'add', product_id: 'p-1' }))).toEqual({
      add_items: [{ product_id: 'p-1', quantity: 1, subProductsReplacementForced: false }],
    });
    expect(cartUpdateFromForm(form({ intent: 'quantity', line_id: 'l-1', quantity: ' 3 ' }))).toEqual({
      update_items: [{ lineId: 'l-1', quantity: 3 }],
    });
    expect(cartUpdateFromForm(form({ intent: 'remove', line_id: 'l-1' }))).toEqual({
      remove_items: [{ lineId: 'l-1' }],
    });
    expect(cartUpdateFromForm(form({ intent: 'coupon', coupon: ' witaj10 ' }))).toEqual({ add_coupon_code: 'WITAJ10' });
    expect(cartUpdateFromForm(form({ intent: 'remove_coupon' }))).toEqual({ remove_coupon_code: true });
  });

  it('caps a typed quantity at the line limit and ignores what means nothing', () => {
    expect(cartUpdateFromForm(form({ intent: 'quantity', line_id: 'l', quantity: '100000' }))).toEqual({
      update_items: [{ lineId: 'l', quantity: MAX_LINE_QUANTITY }],
    });
    const meaningless: Record<string, string>[] = [
      { intent: 'quantity', line_id: 'l', quantity: '0' },
      { intent: 'quantity', line_id: 'l', quantity: '1.5' },
      { intent: 'quantity', line_id: 'l', quantity: 'dużo' },
      { intent: 'quantity', quantity: '2' },
      { intent: 'remove' },
      { intent: 'add' },
      { intent: 'coupon', coupon: '   ' },
      { intent: 'delete_everything' },
      {},
    ];
    for (const fields of meaningless) {
      expect(cartUpdateFromForm(form(fields))).toBeNull();
    }
  });

  it('never throws and never asks for a quantity outside 1..the line limit, whatever is posted', () => {
    const fieldName = fc.constantFrom('intent', 'product_id', 'line_id', 'quantity', 'coupon', 'x');
    const value = fc.oneof(
      fc.constantFrom('add', 'quantity', 'remove', 'coupon', 'remove_coupon'),
      fc.string(),
      fc.integer().map(String),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fieldName, value), { maxLength: 8 }), (entries) => {
        const data = new FormData();
        for (const [name, text] of entries) data.append(name, text);
        const update = cartUpdateFromForm(data);
        for (const item of update?.update_items ?? []) {
          expect(Number.isInteger(item.quantity)).toBe(true);
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
      }),
    );
  });
});

const locker: ShippingMethod = {
  id: 'paczkomat',
  name: 'Paczkomat InPost',
  description: '',
  price: 1399,
  cashOnDelivery: true,
  requiresLocker: true,
};
const courier: ShippingMethod = { ...locker, id: 'kurier', name: 'Kurier', requiresLocker: false };

const filled = {
  email: ' Anna@Example.PL ',
  'billing.first_name': 'Anna',
  'billing.last_name': 'Nowak',
  'billing.street': 'Długa 5/3',
  'billing.post_code': '30-001',
  'billing.city': 'Kraków',
  'billing.phone': '+48 600 123 456',
  [FORM_NAMES.terms]: 'on',
  [FORM_NAMES.privacy]: 'on',
  [FORM_NAMES.paymentId]: 'cod',
};

describe('the checkout form posted without JavaScript', () => {
  it('reads a filled form and keeps it on the cart as the browser would', () => {
    const values = readCheckoutForm(form({ ...filled, [FORM_NAMES.methodId]: 'paczkomat', locker_code: 'kra01m' }));
    expect(values).toMatchObject({ methodId: 'paczkomat', terms: true, privacy: true, newsletter: false });
    const checked = checkCheckout(values, locker);
    expect(checked.errors).toEqual([]);
    expect(checkoutUpdate(checked.value!, values, locker)).toMatchObject({
      email: 'anna@example.pl',
      billing: { first_name: 'Anna', post_code: '30-001', phone: '600123456' },
      shippingService: { method_id: 'paczkomat', attributes: { locker_code: 'KRA01M' } },
    });
  });

  it('asks the order to save the addresses only when the box is ticked', () => {
    const ticked = readCheckoutForm(form({ ...filled, [FORM_NAMES.saveAddress]: 'on' }));
    expect(orderRequest(ticked, 3, 'klucz-123456')).toMatchObject({ version: 3, save_address: true });
    expect(orderRequest(readCheckoutForm(form(filled)), 3, 'klucz-123456').save_address).toBe(false);
  });

  it('names every missing part: delivery, locker code, fields and consents', () => {
    expect(checkCheckout(readCheckoutForm(form({})), null).errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['shippingService', 'email', 'billing.post_code', 'consents.terms', 'consents.privacy']),
    );
    const withoutLocker = checkCheckout(readCheckoutForm(form(filled)), locker);
    expect(withoutLocker.errors).toEqual([{ field: 'locker_code', message: 'Wpisz kod paczkomatu, np. KRA01M' }]);
  });

  it('checks the other delivery address only for a courier and only when asked for', () => {
    const other = { ...filled, [FORM_NAMES.otherAddress]: 'on', 'shipping.post_code': '123' };
    expect(checkCheckout(readCheckoutForm(form(other)), courier).errors).toContainEqual({
      field: 'shipping.post_code',
      message: CHECKOUT_MESSAGES_PL.postCode,
    });
    // Unticked, a courier goes to the billing address: its errors are listed once, under billing.
    const empty = checkCheckout(readCheckoutForm(form({})), courier).errors.map((error) => error.field);
    expect(empty).toContain('billing.street');
    expect(empty.filter((field) => field.startsWith('shipping.'))).toEqual([]);
    // A ticked box left over from a courier does not matter for a parcel locker.
    const toLocker = readCheckoutForm(form({ ...other, locker_code: 'KRA01M' }));
    expect(checkCheckout(toLocker, locker).errors).toEqual([]);
  });

  it('shows a refusal of the API next to its field, or above the form', () => {
    expect(refusalShown(readApiError({ errorMsgCode: 'payment.cart.modified' }))).toEqual({
      errors: [],
      message: ERROR_MESSAGES_PL['payment.cart.modified'],
    });
    expect(refusalShown(readApiError({ errorMsgCode: 'shipping.locker.invalid' })).errors[0]?.field).toBe(
      'locker_code',
    );
    const fields = [{ field: 'billing.nip', message: CHECKOUT_MESSAGES_PL.nip }];
    expect(refusalShown(readApiError({ errorMsgCode: 'request.invalid', params: { fields } }))).toEqual({
      errors: fields,
      message: null,
    });
    expect(refusalShown(readApiError('<html>Bad gateway</html>'))).toEqual({
      errors: [],
      message: ERROR_MESSAGES_PL['unknown.error'],
    });
  });

  it('reads any post without throwing', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (fields) => {
        const values = readCheckoutForm(form(fields));
        expect(typeof values.email).toBe('string');
        expect(() => checkCheckout(values, courier)).not.toThrow();
      }),
    );
  });
});
