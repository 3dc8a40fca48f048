import { describe, expect, it } from 'vitest';

import { CHECKOUT_MESSAGES_PL, shippingNeedsAddress, validateCheckout } from './checkout.ts';

const address = {
  first_name: 'Anna',
  last_name: 'Nowak',
  street: 'Długa 5/2',
  post_code: '30001',
  city: 'Kraków',
  phone: '+48 600 123 456',
};
const valid = {
  email: ' Anna.Nowak@Example.PL ',
  billing: address,
  shippingNeedsAddress: false,
  consents: { terms: true, privacy: true },
};

describe('validateCheckout', () => {
  it('cleans a valid checkout: e-mail lower-cased, phone without +48, postal code NN-NNN', () => {
    expect(validateCheckout(valid)).toEqual({
      ok: true,
      value: {
        email: 'anna.nowak@example.pl',
        billing: { ...address, post_code: '30-001', phone: '600123456', company: null, nip: null },
        shipping: null,
      },
    });
  });

  it('lists every missing field at once', () => {
    const result = validateCheckout({ shippingNeedsAddress: true });
    expect(result.ok).toBe(false);
    const fields = !result.ok ? result.errors.map((e) => e.field) : [];
    expect(fields).toEqual([
      'email',
      'billing.first_name',
      'billing.last_name',
      'billing.street',
      'billing.post_code',
      'billing.city',
      'billing.phone',
      'shipping.first_name',
      'shipping.last_name',
      'shipping.street',
      'shipping.post_code',
      'shipping.city',
      'shipping.phone',
      'consents.terms',
      'consents.privacy',
    ]);
  });

  it.each([
    [{ email: 'nie-email' }, 'email', CHECKOUT_MESSAGES_PL.email],
    [{ billing: { ...address, post_code: '3-0001' } }, 'billing.post_code', CHECKOUT_MESSAGES_PL.postCode],
    [{ billing: { ...address, phone: '12345' } }, 'billing.phone', CHECKOUT_MESSAGES_PL.phone],
    [{ billing: { ...address, city: 'x'.repeat(121) } }, 'billing.city', CHECKOUT_MESSAGES_PL.tooLong],
    [{ consents: { terms: true } }, 'consents.privacy', CHECKOUT_MESSAGES_PL.privacy],
    [{ consents: { privacy: true } }, 'consents.terms', CHECKOUT_MESSAGES_PL.terms],
  ])('refuses %j with its message', (change, field, message) => {
    const result = validateCheckout({ ...valid, ...change });
    expect(result).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('needs a company and a valid NIP for an invoice', () => {
    expect(validateCheckout({ ...valid, wantsInvoice: true })).toEqual({
      ok: false,
      errors: [
        { field: 'billing.company', message: CHECKOUT_MESSAGES_PL.required },
        { field: 'billing.nip', message: CHECKOUT_MESSAGES_PL.nip },
      ],
    });
    expect(
      validateCheckout({
        ...valid,
        wantsInvoice: true,
        billing: { ...address, company: 'x'.repeat(121), nip: '7342851963' },
      }),
    ).toEqual({ ok: false, errors: [{ field: 'billing.company', message: CHECKOUT_MESSAGES_PL.tooLong }] });
    const invoice = validateCheckout({
      ...valid,
      wantsInvoice: true,
      billing: { ...address, company: 'Pracownia Sp. z o.o.', nip: 'PL 734-285-19-63' },
    });
    expect(invoice.ok && invoice.value.billing).toMatchObject({ company: 'Pracownia Sp. z o.o.', nip: '7342851963' });
  });

  it('needs a delivery address only when the courier brings the parcel', () => {
    const courier = validateCheckout({ ...valid, shippingNeedsAddress: true, shipping: address });
    expect(courier.ok && courier.value.shipping).toMatchObject({ post_code: '30-001', phone: '600123456' });
  });
});

describe('shippingNeedsAddress', () => {
  it.each([
    [{ requiresLocker: false, price: 1399 }, true],
    [{ requiresLocker: true, price: 1399 }, false],
    [{ requiresLocker: false, price: 0 }, false],
  ])('%j → %s', (method, expected) => {
    expect(shippingNeedsAddress(method)).toBe(expected);
  });
});
