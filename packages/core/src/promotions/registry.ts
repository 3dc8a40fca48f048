import type { Money } from '../money.ts';
import { percentOf } from '../money.ts';
import type { DiscountType } from './types.ts';

/** What a rule discounts: one cart line, the goods of the whole order, or the shipping. */
export type PromotionScope = 'product' | 'order' | 'shipping';

/** Inputs of a rule's `amount`. `base` is what is still payable on the target after earlier discounts. */
export interface RuleArgs {
  base: Money;
  quantity: number;
  value: number;
}

/**
 * One promotion type as a small rule object (STYLE §6, after Vendure's promotion actions):
 * `amount` returns the discount for one target, never more than `base` and never negative.
 */
export interface PromotionRule {
  code: DiscountType;
  scope: PromotionScope;
  amount(args: RuleArgs): Money;
}

function clamp(amount: Money, base: Money): Money {
  return Math.max(0, Math.min(amount, base));
}

function percent(value: number): number {
  return Math.max(0, Math.min(100, value));
}

function fixed(value: number): Money {
  return Math.max(0, Math.round(value));
}

/** All promotion rules keyed by code; add a type by adding one entry here and its messages. */
export const PROMOTION_RULES = {
  FIXED: {
    code: 'FIXED',
    scope: 'order',
    amount: ({ base, value }) => clamp(fixed(value), base),
  },
  PERCENTAGE: {
    code: 'PERCENTAGE',
    scope: 'order',
    amount: ({ base, value }) => clamp(percentOf(base, percent(value)), base),
  },
  FIXED_PRODUCT: {
    code: 'FIXED_PRODUCT',
    scope: 'product',
    amount: ({ base, quantity, value }) => clamp(fixed(value) * quantity, base),
  },
  PERCENTAGE_PRODUCT: {
    code: 'PERCENTAGE_PRODUCT',
    scope: 'product',
    amount: ({ base, value }) => clamp(percentOf(base, percent(value)), base),
  },
  FREE_SHIPPING: {
    code: 'FREE_SHIPPING',
    scope: 'shipping',
    amount: ({ base }) => clamp(base, base),
  },
} as const satisfies Record<DiscountType, PromotionRule>;

/** Looks up the rule for a discount type; throws for an unknown type (a data bug, not a user error). */
export function promotionRule(code: string): PromotionRule {
  if (!Object.hasOwn(PROMOTION_RULES, code)) throw new Error(`Unknown promotion type: ${code}`);
  return PROMOTION_RULES[code as DiscountType];
}
