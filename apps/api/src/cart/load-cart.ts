import type { CartTotals, CouponOutcome, Promotion } from '@manufaktura/core';
import { calculateTotals, effectivePrice, evaluateCoupon } from '@manufaktura/core';

import type { CartLineRow, CartRow, ShippingMethodRow } from '../repositories/carts.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ProductWithRelations } from '../repositories/products.ts';
import { pricesOf } from '../repositories/products.ts';
import { toCoreCoupon, toCorePromotion } from './pricing.ts';
import type { CartReferenceData } from './reference-data.ts';
import { cartReferenceData } from './reference-data.ts';

export interface PricedLine extends CartLineRow {
  product: ProductWithRelations;
  unitPrice: number;
}

/** A cart with everything its totals depend on, and the totals. */
export interface LoadedCart {
  /** null for a session that has not changed its cart yet: it is empty and unsaved. */
  cart: CartRow | null;
  lines: PricedLine[];
  promotions: Promotion[];
  shippingMethod: ShippingMethodRow | null;
  /** The coupon's state when the cart has a code. */
  coupon: CouponOutcome | null;
  totals: CartTotals;
}

/**
 * Loads a cart and prices it with core's one totals function. Works on the
 * request's transaction too (its repositories), so a change is checked against itself.
 * Promotions, shipping methods and the lines' products come from `reference`
 * (read every time unless the caller passes the app's kept copy, or what it has
 * read itself). The lines are read unless the caller knows them (a change just
 * wrote them in order, an order read them with the rest).
 * Lines whose product was unpublished since are left out.
 */
export async function loadCart(
  repositories: Repositories,
  cart: CartRow | null,
  now: Date,
  reference: CartReferenceData = cartReferenceData(),
  knownLines?: CartLineRow[],
): Promise<LoadedCart> {
  const { carts } = repositories;

  // One after another: the repositories may work on the request's transaction, whose one connection takes one query at a time.
  const lineRows = knownLines ?? (cart ? await carts.lines(cart.cartId) : []);
  const promotionRows = await reference.promotions(repositories, now);
  const shippingMethod = cart?.shippingMethodId
    ? await reference.shippingMethod(repositories, cart.shippingMethodId)
    : undefined;
  const couponRow = cart?.couponCode ? await carts.couponByCode(cart.couponCode) : undefined;
  const byId = await reference.products(repositories, [...new Set(lineRows.map((l) => l.productId))], now);

  const lines: PricedLine[] = lineRows.flatMap((line) => {
    const product = byId.get(line.productId);
    if (!product) return [];
    const unitPrice = effectivePrice(pricesOf(product), now);
    return [{ ...line, product, unitPrice }];
  });
  const promotions = promotionRows.map((row) => toCorePromotion(row));
  const method = shippingMethod ?? null;
  const totalsInput = {
    lines: lines.map((l) => ({
      lineId: l.lineId,
      productId: l.productId,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      taxRate: l.product.taxRate,
    })),
    promotions,
    shippingMethod: method
      ? { id: method.methodId, price: method.price, cashOnDelivery: method.cashOnDelivery, taxRate: method.taxRate }
      : null,
  };

  let coupon: CouponOutcome | null = null;
  if (cart?.couponCode) {
    const withoutCoupon = calculateTotals(totalsInput);
    // A signed-in shopper is known by the account's confirmed e-mail; a guest's typed one proves nothing.
    const accountEmail = cart.accountId ? ((await repositories.accounts.byId(cart.accountId))?.email ?? null) : null;
    const email = accountEmail ?? cart.email;
    const redemptions = couponRow ? await carts.redemptions(couponRow.couponId, email) : { total: 0, byEmail: 0 };
    coupon = evaluateCoupon(couponRow && toCoreCoupon(couponRow), {
      now,
      cartValue: withoutCoupon.itemsTotal,
      productIds: lines.map((l) => l.productId),
      // A personal voucher (for one customer's address) needs that customer signed in; a guest is
      // refused with coupon.login.required.
      accountId: accountEmail,
      redemptions: redemptions.total,
      userRedemptions: redemptions.byEmail,
      shippingMethod: method && { cashOnDelivery: method.cashOnDelivery },
      freeShippingAlreadyApplied: withoutCoupon.freeShipping,
    });
  }
  const totals = calculateTotals({ ...totalsInput, coupon: coupon?.ok ? coupon.coupon : null });
  return { cart, lines, promotions, shippingMethod: method, coupon, totals };
}
