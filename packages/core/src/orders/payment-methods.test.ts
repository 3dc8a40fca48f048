import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PAYMENT_METHODS, paymentFitsShipping } from './payment-methods.ts';

describe('paymentFitsShipping', () => {
  const byId = (id: string) => PAYMENT_METHODS.find((method) => method.id === id)!;

  it('pairs cash on delivery with a delivery that collects it, and online payment with the others', () => {
    expect(paymentFitsShipping(byId('cod'), { cashOnDelivery: true })).toBe(true);
    expect(paymentFitsShipping(byId('cod'), { cashOnDelivery: false })).toBe(false);
    expect(paymentFitsShipping(byId('p24'), { cashOnDelivery: false })).toBe(true);
    expect(paymentFitsShipping(byId('p24'), { cashOnDelivery: true })).toBe(false);
  });

  it('leaves every delivery exactly one way of paying among the shop’s', () => {
    fc.assert(
      fc.property(fc.boolean(), (cashOnDelivery) => {
        const fitting = PAYMENT_METHODS.filter((payment) => paymentFitsShipping(payment, { cashOnDelivery }));
        return fitting.length === 1;
      }),
    );
  });
});
