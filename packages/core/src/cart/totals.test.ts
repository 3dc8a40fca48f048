import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Coupon } from '../promotions/coupons.ts';
import type { DiscountType, Promotion } from '../promotions/types.ts';
import { DISCOUNT_TYPES } from '../promotions/types.ts';
import type { CartTotals, TotalsInput, TotalsLineInput } from './totals.ts';
import { calculateTotals } from './totals.ts';

const cream: TotalsLineInput = { lineId: 'l1', productId: 'cream', unitPrice: 4999, quantity: 2 };
const soap: TotalsLineInput = { lineId: 'l2', productId: 'soap', unitPrice: 2500, quantity: 1 };
const courier = { id: 'courier', price: 1599, cashOnDelivery: false };
const cod = { id: 'cod', price: 1999, cashOnDelivery: true };
const coupon = (type: DiscountType, value: number, extra: Partial<Coupon> = {}): Coupon => ({
  code: 'kod',
  discountType: type,
  value,
  active: true,
  ...extra,
});

/** Runs the totals and checks the invariants every result must keep. */
function totals(input: TotalsInput): CartTotals {
  const t = calculateTotals(input);
  const lineDiscounts = t.lines.reduce((a, l) => a + l.discountTotal, 0);
  expect(t.grandTotal).toBe(t.itemsTotal - t.discountTotal + t.shippingTotal);
  expect(t.discountTotal).toBe(lineDiscounts + t.shippingDiscount);
  expect(t.discounts.reduce((a, d) => a + d.amount, 0)).toBe(t.discountTotal);
  for (const l of t.lines) {
    expect(l.total).toBe(l.subtotal - l.discountTotal);
    expect(l.total).toBeGreaterThanOrEqual(0);
  }
  expect(t.grandTotal).toBeGreaterThanOrEqual(0);
  return t;
}

describe('calculateTotals', () => {
  it('returns zeros for an empty cart', () => {
    const t = totals({ lines: [] });
    expect(t).toMatchObject({ itemsTotal: 0, discountTotal: 0, shippingTotal: 0, taxTotal: 0, grandTotal: 0 });
    expect(t.freeShipping).toBe(false);
  });

  it('adds lines and shipping, with VAT 23 % contained in gross', () => {
    const t = totals({ lines: [cream, soap], shippingMethod: courier });
    expect(t.itemsTotal).toBe(12498);
    expect(t.grandTotal).toBe(14097);
    expect(t.lines.map((l) => l.tax)).toEqual([1870, 467]);
    expect(t.taxTotal).toBe(1870 + 467 + 299);
  });

  it('uses the per-product tax rate', () => {
    const t = totals({ lines: [{ ...soap, taxRate: 8 }] });
    expect(t.taxTotal).toBe(185);
  });

  it('applies a PERCENTAGE coupon to the goods and prorates it across lines', () => {
    const t = totals({ lines: [cream, soap], coupon: coupon('PERCENTAGE', 10), shippingMethod: courier });
    expect(t.discounts).toEqual([
      { type: 'PERCENTAGE', amount: 1250, source: { type: 'COUPON', ref: 'KOD', name: 'KOD', refValue: 10 } },
    ]);
    expect(t.lines.map((l) => l.discountTotal)).toEqual([1000, 250]);
    expect(t.grandTotal).toBe(12498 - 1250 + 1599);
  });

  it.each([
    ['0 %', 0, 0],
    ['100 %', 100, 12498],
  ])('handles a %s coupon', (_label, value, discount) => {
    const t = totals({ lines: [cream, soap], coupon: coupon('PERCENTAGE', value) });
    expect(t.discountTotal).toBe(discount);
    expect(t.discounts).toHaveLength(value === 0 ? 0 : 1);
  });

  it('caps a FIXED coupon at the goods value, never below zero, and leaves shipping payable', () => {
    const t = totals({ lines: [soap], coupon: coupon('FIXED', 10000), shippingMethod: courier });
    expect(t.discountTotal).toBe(2500);
    expect(t.grandTotal).toBe(1599);
  });

  it('applies FIXED_PRODUCT per unit to the listed products only', () => {
    const t = totals({
      lines: [cream, soap],
      coupon: coupon('FIXED_PRODUCT', 500, { products: [{ id: 'cream', name: 'Krem' }] }),
    });
    expect(t.lines.map((l) => l.discountTotal)).toEqual([1000, 0]);
  });

  it('applies PERCENTAGE_PRODUCT to every line when no products are listed', () => {
    const t = totals({ lines: [cream, soap], coupon: coupon('PERCENTAGE_PRODUCT', 20) });
    expect(t.lines.map((l) => l.discountTotal)).toEqual([2000, 500]);
  });

  it('applies product discounts before order discounts', () => {
    const promo: Promotion = {
      ID: 'p',
      name: 'Krem -50%',
      discountType: 'PERCENTAGE_PRODUCT',
      value: 50,
      restrictions: { products: [{ id: 'cream', name: 'Krem' }] },
    };
    const t = totals({ lines: [cream, soap], promotions: [promo], coupon: coupon('FIXED', 1000) });
    expect(t.discounts.map((d) => [d.type, d.amount])).toEqual([
      ['PERCENTAGE_PRODUCT', 4999],
      ['FIXED', 1000],
    ]);
    expect(t.grandTotal).toBe(12498 - 4999 - 1000);
  });

  it('makes shipping free for a FREE_SHIPPING coupon with a courier', () => {
    const t = totals({ lines: [soap], coupon: coupon('FREE_SHIPPING', 0), shippingMethod: courier });
    expect(t.shippingDiscount).toBe(1599);
    expect(t.freeShipping).toBe(true);
    expect(t.grandTotal).toBe(2500);
    expect(t.discounts).toEqual([
      { type: 'FREE_SHIPPING', amount: 1599, source: { type: 'COUPON', ref: 'KOD', name: 'KOD', refValue: 0 } },
    ]);
  });

  it('never makes cash on delivery free', () => {
    const t = totals({ lines: [soap], coupon: coupon('FREE_SHIPPING', 0), shippingMethod: cod });
    expect(t.shippingDiscount).toBe(0);
    expect(t.freeShipping).toBe(false);
    expect(t.grandTotal).toBe(2500 + 1999);
  });

  it('marks free shipping active before a method is chosen', () => {
    const t = totals({ lines: [soap], coupon: coupon('FREE_SHIPPING', 0) });
    expect(t.freeShipping).toBe(true);
    expect(t.shippingDiscount).toBe(0);
  });

  it('applies a FREE_SHIPPING promotion only once its minimum cart value is reached, and reports the gap', () => {
    const promo: Promotion = {
      ID: 'fs',
      name: 'Darmowa wysyłka',
      discountType: 'FREE_SHIPPING',
      value: 0,
      restrictions: { min_cart_value: 15000 },
    };
    const below = totals({ lines: [cream, soap], promotions: [promo], shippingMethod: courier });
    expect(below.freeShipping).toBe(false);
    expect(below.promotions[0]?.notification).toEqual({
      key: 'promotion.FREE_SHIPPING.min_cart_value.not.fulfilled',
      params: { name: 'Darmowa wysyłka', diff: 2502 },
    });
    const reached = totals({ lines: [cream, { ...soap, quantity: 3 }], promotions: [promo], shippingMethod: courier });
    expect(reached.freeShipping).toBe(true);
    expect(reached.shippingDiscount).toBe(1599);
    expect(reached.promotions[0]?.notification.key).toBe('promotion.FREE_SHIPPING.fulfilled');
  });

  it('gives shipping only one free-shipping discount when a coupon and a promotion both grant it', () => {
    const promo: Promotion = { ID: 'fs', name: 'FS', discountType: 'FREE_SHIPPING', value: 0 };
    const t = totals({
      lines: [soap],
      promotions: [promo],
      coupon: coupon('FREE_SHIPPING', 0),
      shippingMethod: courier,
    });
    expect(t.discounts.filter((d) => d.type === 'FREE_SHIPPING')).toHaveLength(1);
    expect(t.shippingDiscount).toBe(1599);
  });

  it('counts an already-applied promotion as fulfilled', () => {
    const promo: Promotion = {
      ID: 'p10',
      name: '10%',
      discountType: 'PERCENTAGE',
      value: 10,
      restrictions: { min_cart_value: 999999 },
    };
    expect(totals({ lines: [soap], promotions: [promo] }).discountTotal).toBe(0);
    expect(totals({ lines: [soap], promotions: [promo], appliedSourceRefs: ['p10'] }).discountTotal).toBe(250);
  });

  it('uses whole loyalty points, never more than what is left to pay', () => {
    const t = totals({ lines: [soap], coupon: coupon('FIXED', 2000), loyaltyPoints: { points: 1000, pointValue: 10 } });
    expect(t.loyaltyPointsUsed).toBe(50);
    expect(t.discounts.at(-1)).toEqual({
      type: 'FIXED',
      amount: 500,
      source: { type: 'LOYALTY_POINTS', ref: 'loyalty', name: 'Punkty lojalnościowe', refValue: 50 },
    });
    expect(t.grandTotal).toBe(0);
  });

  it('spends fewer points than offered when the remainder is not a whole point', () => {
    const t = totals({ lines: [{ ...soap, unitPrice: 2505 }], loyaltyPoints: { points: 1000, pointValue: 10 } });
    expect(t.loyaltyPointsUsed).toBe(250);
    expect(t.grandTotal).toBe(5);
  });

  it.each([[{ points: 0, pointValue: 10 }], [{ points: 10, pointValue: 0 }], [{ points: 10, pointValue: 100_000 }]])(
    'ignores unusable loyalty input %j',
    (loyaltyPoints) => {
      expect(totals({ lines: [soap], loyaltyPoints }).discountTotal).toBe(0);
    },
  );

  it('handles 100 % off plus free shipping: everything is zero', () => {
    const promo: Promotion = { ID: 'fs', name: 'FS', discountType: 'FREE_SHIPPING', value: 0 };
    const t = totals({
      lines: [cream],
      coupon: coupon('PERCENTAGE', 100),
      promotions: [promo],
      shippingMethod: courier,
    });
    expect(t.grandTotal).toBe(0);
    expect(t.taxTotal).toBe(0);
  });

  it('uses the coupon name as the source name when it has one', () => {
    const t = totals({ lines: [soap], coupon: coupon('FIXED', 100, { name: 'Powitalny' }) });
    expect(t.discounts[0]?.source.name).toBe('Powitalny');
  });

  it.each([
    [{ ...soap, quantity: 0 }],
    [{ ...soap, quantity: 1.5 }],
    [{ ...soap, unitPrice: -1 }],
    [{ ...soap, unitPrice: 10.5 }],
  ])('rejects the invalid line %j', (line) => {
    expect(() => calculateTotals({ lines: [line] })).toThrow(RangeError);
  });

  const lineArb = fc.record({
    lineId: fc.uuid(),
    productId: fc.constantFrom('a', 'b', 'c', 'd'),
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    taxRate: fc.constantFrom(0, 5, 8, 23),
  });
  const couponArb = fc.option(
    fc.record({
      code: fc.constant('X'),
      discountType: fc.constantFrom(...DISCOUNT_TYPES),
      value: fc.integer({ min: -10, max: 200_000 }),
      active: fc.constant(true),
      products: fc.constantFrom(undefined, [{ id: 'a', name: 'A' }]),
    }),
  );
  const promotionArb = fc.record({
    ID: fc.constantFrom('p1', 'p2', 'p3'),
    name: fc.constant('P'),
    discountType: fc.constantFrom(...DISCOUNT_TYPES),
    value: fc.integer({ min: 0, max: 50_000 }),
    restrictions: fc.option(
      fc.record({
        min_cart_value: fc.option(fc.integer({ min: 0, max: 500_000 })),
        products: fc.option(fc.constant([{ id: 'b', name: 'B' }])),
      }),
    ),
  });
  const inputArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 6 }),
    coupon: couponArb,
    promotions: fc.array(promotionArb, { maxLength: 3 }),
    shippingMethod: fc.option(
      fc.record({ id: fc.constant('s'), price: fc.integer({ min: 0, max: 5000 }), cashOnDelivery: fc.boolean() }),
    ),
    loyaltyPoints: fc.option(
      fc.record({ points: fc.integer({ min: 0, max: 100_000 }), pointValue: fc.integer({ min: 0, max: 100 }) }),
    ),
  });

  it('keeps every total non-negative and grand total = lines − discounts + shipping for any cart', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = calculateTotals(input);
        const amounts = [t.itemsTotal, t.discountTotal, t.shippingTotal, t.shippingDiscount, t.taxTotal, t.grandTotal];
        const lineAmounts = t.lines.flatMap((l) => [
          l.total,
          l.discountTotal,
          l.tax,
          ...l.discounts.map((d) => d.amount),
        ]);
        return (
          [...amounts, ...lineAmounts].every((a) => Number.isSafeInteger(a) && a >= 0) &&
          t.grandTotal === t.itemsTotal - t.discountTotal + t.shippingTotal &&
          t.discounts.reduce((a, d) => a + d.amount, 0) === t.discountTotal &&
          t.shippingDiscount <= t.shippingTotal &&
          (input.shippingMethod?.cashOnDelivery !== true || (t.shippingDiscount === 0 && !t.freeShipping))
        );
      }),
      { numRuns: 500 },
    );
  });
});
