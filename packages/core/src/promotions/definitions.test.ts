import { describe, expect, it } from 'vitest';

import { couponDefinitionError, promotionDefinitionError } from './definitions.ts';

const from = Date.UTC(2026, 10, 1);
const to = Date.UTC(2026, 10, 30);
const coupon = { code: 'JESIEN20', discountType: 'PERCENTAGE' as const, value: 20, dateFrom: from, dateTo: to };

describe('couponDefinitionError', () => {
  it('accepts a code a shopper can type, a value its type can take and a window in order', () => {
    expect(couponDefinitionError(coupon)).toBeNull();
    expect(couponDefinitionError({ ...coupon, code: 'ŻUBR_10-A', discountType: 'FIXED', value: 1500 })).toBeNull();
    expect(couponDefinitionError({ ...coupon, discountType: 'FREE_SHIPPING', value: 0, dateTo: null })).toBeNull();
  });

  it.each([
    [{ code: 'JESIEŃ 20' }, 'coupon.code.invalid'],
    [{ code: '-JESIEN' }, 'coupon.code.invalid'],
    [{ code: 'x'.repeat(65).toUpperCase() }, 'coupon.code.invalid'],
    [{ value: 0 }, 'coupon.value.invalid'],
    [{ value: 101 }, 'coupon.value.invalid'],
    [{ discountType: 'PERCENTAGE_PRODUCT' as const, value: 12.5 }, 'coupon.value.invalid'],
    [{ discountType: 'FREE_SHIPPING' as const, value: 10 }, 'coupon.value.invalid'],
    [{ dateFrom: to, dateTo: to }, 'coupon.dates.invalid'],
  ])('refuses %j with %s', (change, code) => {
    expect(couponDefinitionError({ ...coupon, ...change })?.code).toBe(code);
  });
});

describe('promotionDefinitionError', () => {
  it('accepts what a coupon may take, and refuses its value and window the same way', () => {
    expect(promotionDefinitionError({ discountType: 'FIXED', value: 2000, dateFrom: from, dateTo: null })).toBeNull();
    expect(promotionDefinitionError({ discountType: 'PERCENTAGE', value: 0 })?.code).toBe('promotion.value.invalid');
    expect(promotionDefinitionError({ discountType: 'FIXED', value: 100, dateFrom: to, dateTo: from })?.code).toBe(
      'promotion.dates.invalid',
    );
  });
});
