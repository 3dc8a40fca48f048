import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PAYMENT_METHODS, paymentFitsShipping, readBlikCode } from './payment-methods.ts';

describe('paymentFitsShipping', () => {
  const byId = (id: string) => PAYMENT_METHODS.find((method) => method.id === id)!;

  it('pairs cash on delivery with a delivery that collects it, and online payment with the others', () => {
    expect(paymentFitsShipping(byId('cod'), { cashOnDelivery: true })).toBe(true);
    expect(paymentFitsShipping(byId('cod'), { cashOnDelivery: false })).toBe(false);
    expect(paymentFitsShipping(byId('p24'), { cashOnDelivery: false })).toBe(true);
    expect(paymentFitsShipping(byId('p24'), { cashOnDelivery: true })).toBe(false);
  });

  it('leaves a delivery that collects cash only cash on delivery, and the others every online way', () => {
    fc.assert(
      fc.property(fc.boolean(), (cashOnDelivery) => {
        const fitting = PAYMENT_METHODS.filter((payment) => paymentFitsShipping(payment, { cashOnDelivery }));
        return fitting.length > 0 && fitting.every((payment) => payment.paidOnDelivery === cashOnDelivery);
      }),
    );
    expect(paymentFitsShipping(byId('blik'), { cashOnDelivery: false })).toBe(true);
  });
});

describe('readBlikCode', () => {
  it('takes the six digits as the bank’s app shows them, with the spaces or dashes a shopper types', () => {
    expect(readBlikCode('777123')).toBe('777123');
    expect(readBlikCode(' 777 123 ')).toBe('777123');
    expect(readBlikCode('777-123')).toBe('777123');
  });

  it('refuses anything but six digits', () => {
    for (const typed of ['', '77712', '7771234', '77712a', '７７７１２３', null, 777123]) {
      expect(readBlikCode(typed)).toBeNull();
    }
  });

  it('answers every accepted code as exactly six ASCII digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const code = readBlikCode(typed);
        return code === null || /^[0-9]{6}$/.test(code);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const digits = String(n).padStart(6, '0');
        return readBlikCode(`${digits.slice(0, 3)} ${digits.slice(3)}`) === digits;
      }),
    );
  });
});
