import { describe, expect, it } from 'vitest';

import { PROMOTION_RULES, promotionRule } from './registry.ts';
import { DISCOUNT_TYPES } from './types.ts';

describe('PROMOTION_RULES', () => {
  it('has one rule per discount type, keyed by its code', () => {
    for (const type of DISCOUNT_TYPES) expect(PROMOTION_RULES[type].code).toBe(type);
  });

  it.each([
    ['FIXED', { base: 10000, quantity: 1, value: 2000 }, 2000],
    ['FIXED', { base: 1500, quantity: 1, value: 2000 }, 1500],
    ['FIXED', { base: 1500, quantity: 1, value: -5 }, 0],
    ['PERCENTAGE', { base: 9999, quantity: 1, value: 10 }, 1000],
    ['PERCENTAGE', { base: 9999, quantity: 1, value: 0 }, 0],
    ['PERCENTAGE', { base: 9999, quantity: 1, value: 100 }, 9999],
    ['PERCENTAGE', { base: 9999, quantity: 1, value: 150 }, 9999],
    ['FIXED_PRODUCT', { base: 9000, quantity: 3, value: 500 }, 1500],
    ['FIXED_PRODUCT', { base: 1000, quantity: 3, value: 500 }, 1000],
    ['PERCENTAGE_PRODUCT', { base: 4999, quantity: 1, value: 20 }, 1000],
    ['PERCENTAGE_PRODUCT', { base: 4999, quantity: 1, value: -20 }, 0],
    ['FREE_SHIPPING', { base: 1599, quantity: 1, value: 0 }, 1599],
  ] as const)('%s with %j gives %i', (type, args, amount) => {
    expect(PROMOTION_RULES[type].amount(args)).toBe(amount);
  });
});

describe('promotionRule', () => {
  it('finds a rule by code', () => {
    expect(promotionRule('PERCENTAGE').scope).toBe('order');
  });

  it('throws for an unknown code', () => {
    expect(() => promotionRule('BOGO')).toThrow('Unknown promotion type: BOGO');
  });
});
