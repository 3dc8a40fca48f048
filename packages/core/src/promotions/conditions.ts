import type { NotificationKey } from '../messages/pl.ts';
import type { Money } from '../money.ts';
import type { Discount, Promotion } from './types.ts';

/** The cart as promotion conditions see it (amounts in grosze). */
export interface PromotionCart {
  grandTotal: Money;
  shippingTotal: Money;
  discountTotal: Money;
  productIds: readonly string[];
  /** Source refs (promotion IDs, coupon codes) already applied to the cart. */
  appliedSourceRefs?: readonly string[];
}

/** Result of a promotion's condition. */
export type PromotionCheck =
  | { fulfilled: true }
  | { fulfilled: false; reason: 'min_cart_value'; diff: Money }
  | { fulfilled: false; reason: 'products'; missingProducts: string[] };

/** Cart value for promotion thresholds: grand total − shipping + discounts (spec §4), i.e. goods before discounts. */
export function promotionCartValue(cart: PromotionCart): Money {
  return cart.grandTotal - cart.shippingTotal + cart.discountTotal;
}

/**
 * The promotion condition of spec §4: satisfied when there are no restrictions, or the cart value
 * reaches min_cart_value, or the cart holds one of the listed products, or the promotion is already
 * applied. When unmet, says what is missing (the min-cart-value gap wins when both are set).
 */
export function checkPromotion(promotion: Promotion, cart: PromotionCart): PromotionCheck {
  const min = promotion.restrictions?.min_cart_value ?? null;
  const products = promotion.restrictions?.products ?? [];
  if (min === null && products.length === 0) return { fulfilled: true };
  if (cart.appliedSourceRefs?.includes(promotion.ID)) return { fulfilled: true };
  const value = promotionCartValue(cart);
  if (min !== null && value >= min) return { fulfilled: true };
  if (products.some((p) => cart.productIds.includes(p.id))) return { fulfilled: true };
  if (min !== null) return { fulfilled: false, reason: 'min_cart_value', diff: min - value };
  return { fulfilled: false, reason: 'products', missingProducts: products.map((p) => p.name) };
}

/** A notification for the promotion bar (spec §3 "Notification"). `diff` is grosze; formatMessage renders it. */
export interface PromotionNotification {
  key: NotificationKey;
  params: { name: string; diff?: Money; missingProducts?: string[] };
}

/**
 * The notification key and params for a promotion's state, e.g.
 * `promotion.FREE_SHIPPING.min_cart_value.not.fulfilled` with `{ diff: 1250 }` → "Do darmowej wysyłki brakuje 12,50 zł*".
 */
export function promotionNotification(promotion: Promotion, check: PromotionCheck): PromotionNotification {
  const type = promotion.discountType;
  const name = promotion.name;
  if (check.fulfilled) return { key: `promotion.${type}.fulfilled`, params: { name } };
  if (check.reason === 'min_cart_value') {
    return { key: `promotion.${type}.min_cart_value.not.fulfilled`, params: { name, diff: check.diff } };
  }
  return {
    key: `promotion.${type}.products.not.fulfilled`,
    params: { name, missingProducts: check.missingProducts },
  };
}

/**
 * Free shipping (spec §4): active when any discount is FREE_SHIPPING or any FREE_SHIPPING promotion
 * is fulfilled, and never for cash on delivery.
 */
export function isFreeShippingActive(args: {
  discounts: readonly Discount[];
  fulfilledPromotions: readonly Promotion[];
  cashOnDelivery: boolean;
}): boolean {
  if (args.cashOnDelivery) return false;
  return (
    args.discounts.some((d) => d.type === 'FREE_SHIPPING') ||
    args.fulfilledPromotions.some((p) => p.discountType === 'FREE_SHIPPING')
  );
}
