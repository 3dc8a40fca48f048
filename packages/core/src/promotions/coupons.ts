import type { DomainError } from '../errors.ts';
import { fail } from '../errors.ts';
import type { Money } from '../money.ts';
import type { DateInput } from '../time.ts';
import { toMs, windowPosition } from '../time.ts';
import type { DiscountType, PromotionProduct } from './types.ts';

/** A coupon definition as stored. `value`: percent for PERCENTAGE types, grosze for FIXED types. */
export interface Coupon {
  code: string;
  name?: string;
  discountType: DiscountType;
  value: number;
  active: boolean;
  dateFrom?: DateInput | null;
  dateTo?: DateInput | null;
  minCartValue?: Money | null;
  /** Coupon valid only when the cart holds one of these (and, for *_PRODUCT types, applied to them). */
  products?: readonly PromotionProduct[] | null;
  maxRedemptions?: number | null;
  maxRedemptionsPerUser?: number | null;
  /** Coupon restricted to these account ids (e.g. a personal voucher). */
  accountIds?: readonly string[] | null;
}

/** The cart and customer a coupon is checked against. */
export interface CouponContext {
  now: Date | number;
  /** Goods value before discounts (grosze). */
  cartValue: Money;
  productIds: readonly string[];
  /** The signed-in shopper's verified account; null or absent for a guest. */
  accountId?: string | null;
  /** Redemptions so far, by everyone and by this account. */
  redemptions?: number;
  userRedemptions?: number;
  /** Chosen shipping method; only FREE_SHIPPING coupons look at it. */
  shippingMethod?: { cashOnDelivery: boolean } | null;
  freeShippingAlreadyApplied?: boolean;
}

/** Error codes a coupon check can return. */
export type CouponErrorCode =
  | 'coupon.not.found'
  | 'coupon.not.valid.for.empty.cart'
  | 'coupon.not.active'
  | 'coupon.not.yet.active'
  | 'coupon.expired'
  | 'coupon.not.valid.for.account'
  | 'coupon.login.required'
  | 'coupon.total.redemptions.reached'
  | 'coupon.user.redemptions.reached'
  | 'coupon.products.required'
  | 'coupon.min.cart.value'
  | 'free.shipping.already.applied'
  | 'free.shipping.no.shipping.method'
  | 'free.shipping.not.for.cash.on.delivery';

/** Outcome of a coupon check: the coupon, or one typed error with its params. Never thrown. */
export type CouponOutcome = { ok: true; coupon: Coupon } | ({ ok: false } & DomainError<CouponErrorCode>);

/** Coupon codes are compared and sent upper-cased (spec §5), without surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Finds a coupon by code, case-insensitively. */
export function findCoupon(coupons: readonly Coupon[], code: string): Coupon | undefined {
  const wanted = normalizeCouponCode(code);
  return coupons.find((c) => normalizeCouponCode(c.code) === wanted);
}

function failed(code: CouponErrorCode, params?: DomainError['params']): CouponOutcome {
  return { ok: false, ...fail(code, params) };
}

/**
 * Checks whether a coupon can be applied, returning the first failing rule as an outcome code with
 * the params the message needs (dateFrom / dateTo as ms, minCartValue in grosze, productNames).
 * Its validity window follows the shop's one boundary convention (`windowPosition`): usable
 * strictly between dateFrom and dateTo.
 */
export function evaluateCoupon(coupon: Coupon | undefined, ctx: CouponContext): CouponOutcome {
  if (!coupon) return failed('coupon.not.found');
  if (ctx.productIds.length === 0) return failed('coupon.not.valid.for.empty.cart');
  if (!coupon.active) return failed('coupon.not.active');
  const position = windowPosition({ from: coupon.dateFrom, to: coupon.dateTo }, ctx.now);
  if (position === 'before') return failed('coupon.not.yet.active', { dateFrom: toMs(coupon.dateFrom) });
  if (position === 'after') return failed('coupon.expired', { dateTo: toMs(coupon.dateTo) });
  if (coupon.accountIds && coupon.accountIds.length > 0) {
    // A personal voucher is for a signed-in, verified account; a guest (no account id) is asked to sign in.
    if (!ctx.accountId) return failed('coupon.login.required');
    if (!coupon.accountIds.includes(ctx.accountId)) return failed('coupon.not.valid.for.account');
  }
  if (coupon.maxRedemptions != null && (ctx.redemptions ?? 0) >= coupon.maxRedemptions) {
    return failed('coupon.total.redemptions.reached');
  }
  if (coupon.maxRedemptionsPerUser != null && (ctx.userRedemptions ?? 0) >= coupon.maxRedemptionsPerUser) {
    return failed('coupon.user.redemptions.reached');
  }
  const products = coupon.products ?? [];
  if (products.length > 0 && !products.some((p) => ctx.productIds.includes(p.id))) {
    return failed('coupon.products.required', { productNames: products.map((p) => p.name) });
  }
  if (coupon.minCartValue != null && ctx.cartValue < coupon.minCartValue) {
    return failed('coupon.min.cart.value', { minCartValue: coupon.minCartValue });
  }
  if (coupon.discountType === 'FREE_SHIPPING') {
    if (ctx.freeShippingAlreadyApplied) return failed('free.shipping.already.applied');
    if (!ctx.shippingMethod) return failed('free.shipping.no.shipping.method');
    if (ctx.shippingMethod.cashOnDelivery) return failed('free.shipping.not.for.cash.on.delivery');
  }
  return { ok: true, coupon };
}
