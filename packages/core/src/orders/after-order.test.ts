import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '../money.ts';
import { orderNextSteps } from './after-order.ts';

describe('orderNextSteps', () => {
  it('tells a locker delivery paid on collection', () => {
    expect(orderNextSteps({ lockerCode: 'KRA01M', toAddress: false, cashOnDelivery: true, grandTotal: 4410 })).toEqual([
      'Przygotujemy i zapakujemy Twoje kosmetyki w ciągu 1–2 dni roboczych.',
      'Paczka trafi do paczkomatu KRA01M. InPost wyśle Ci SMS i e-mail z kodem odbioru.',
      `Zapłacisz ${formatMoney(4410)} przy odbiorze.`,
    ]);
  });

  it('tells a courier to an address, and a pickup at the workshop', () => {
    const courier = orderNextSteps({ toAddress: true, cashOnDelivery: false, grandTotal: 1000 });
    expect(courier[1]).toMatch(/^Kurier InPost dostarczy paczkę pod wskazany adres/);
    const pickup = orderNextSteps({ lockerCode: null, toAddress: false, cashOnDelivery: false, grandTotal: 0 });
    expect(pickup[1]).toBe('Napiszemy, gdy zamówienie będzie gotowe do odbioru w pracowni.');
  });

  it('asks for payment exactly when it is collected, with the total', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat({ max: 10_000_000 }), (toAddress, cod, grandTotal) => {
        const steps = orderNextSteps({ toAddress, cashOnDelivery: cod, grandTotal });
        const payment = steps.find((step) => step.startsWith('Zapłacisz'));
        return cod ? payment === `Zapłacisz ${formatMoney(grandTotal)} przy odbiorze.` : payment === undefined;
      }),
    );
  });
});
