import type { Money } from '../money.ts';

/** Discount types of spec §3, in the order they are applied by `calculateTotals`. */
export const DISCOUNT_TYPES = ['FIXED_PRODUCT', 'PERCENTAGE_PRODUCT', 'FIXED', 'PERCENTAGE', 'FREE_SHIPPING'] as const;

/** A discount / promotion type. */
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Where a discount comes from: COUPON, PROMOTION or LOYALTY_POINTS. */
export type DiscountSourceType = 'COUPON' | 'PROMOTION' | 'LOYALTY_POINTS';

/**
 * Source of a discount (spec §3): `ref` is the coupon code, promotion ID or "loyalty"; `refValue`
 * the configured value (percent for percentage types, grosze for fixed ones, points for loyalty).
 */
export interface DiscountSource {
  type: DiscountSourceType;
  ref: string;
  name: string;
  refValue: number;
}

/** A discount applied to a cart or a line; `amount` in grosze, never negative. */
export interface Discount {
  type: DiscountType;
  amount: Money;
  source: DiscountSource;
}

/** A product named by a promotion restriction. */
export interface PromotionProduct {
  id: string;
  name: string;
}

/** Promotion restrictions (spec §3); both optional, either one satisfies the condition. */
export interface PromotionRestrictions {
  min_cart_value?: Money | null;
  products?: readonly PromotionProduct[] | null;
}

/**
 * An automatic promotion (spec §3). `value` is percent for PERCENTAGE types, grosze for FIXED
 * types (per unit for FIXED_PRODUCT), ignored for FREE_SHIPPING.
 */
export interface Promotion {
  ID: string;
  name: string;
  discountType: DiscountType;
  value: number;
  restrictions?: PromotionRestrictions | null;
  description?: string;
  backgroundColor?: string;
  textColor?: string;
  overrideText?: string;
}
