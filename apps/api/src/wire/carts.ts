import type { CartResponse } from '@manufaktura/contract';
import type { Discount, ErrorCode, MessageParams, NotificationKey } from '@manufaktura/core';
import { CURRENCY, formatMessage, toPln } from '@manufaktura/core';

import type { LoadedCart } from '../cart/load-cart.ts';
import type { ShippingMethodRow } from '../repositories/carts.ts';
import { toProductSummary } from './products.ts';

const toDiscount = (discount: Discount) => ({ ...discount, amount: toPln(discount.amount) });

export const toShippingMethod = (method: ShippingMethodRow) => ({
  method_id: method.methodId,
  name: method.name,
  description: method.description,
  price: toPln(method.price),
  cash_on_delivery: method.cashOnDelivery,
  requires_locker: method.requiresLocker,
});

/** The cart as the spec's client reads it (§3 Cart, §7): PLN amounts, discounts, promotion states. */
/** Something a change did beyond what was asked (a merged cart, products no longer sold), to show once. */
export interface CartNotice {
  key: NotificationKey | ErrorCode;
  params?: MessageParams;
}

/** Who asks: whether the session is signed in, and what this answer has to tell. */
export interface CartViewer {
  signedIn: boolean;
  notices?: CartNotice[];
  /** A signed-in shopper's e-mail and saved billing address: the checkout starts from them. */
  prefill?: { email: string; billing: Record<string, string> | null };
  /** With an empty cart: the order the shopper left unpaid, and its link token. */
  unpaidOrder?: { orderId: string; number: string; token: string };
}

const isBlank = (value: Record<string, unknown> | undefined) => !value || Object.values(value).every((field) => !field);

export function toCartResponse(loaded: LoadedCart, now: Date, viewer: CartViewer): CartResponse {
  const { cart, lines, totals, coupon, shippingMethod } = loaded;
  const lineTotals = new Map(totals.lines.map((line) => [line.lineId, line]));
  return {
    cartId: cart?.cartId ?? null,
    version: cart?.version ?? 0,
    currency: CURRENCY,
    items: lines.map((line) => {
      const priced = lineTotals.get(line.lineId)!;
      return {
        lineId: line.lineId,
        product: toProductSummary(line.product, now),
        quantity: line.quantity,
        unit_price: toPln(line.unitPrice),
        price_total: toPln(priced.total),
        discounts: priced.discounts.map(toDiscount),
        options: line.options,
        subProductsReplacementForced: line.subProductsReplacementForced,
      };
    }),
    item_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    items_total: toPln(totals.itemsTotal),
    grand_total: toPln(totals.grandTotal),
    shipment_total: toPln(totals.shippingTotal),
    discount_total: toPln(totals.discountTotal),
    tax_total: toPln(totals.taxTotal),
    discounts: totals.discounts.map(toDiscount),
    promotions: totals.promotions.map(({ promotion, check, notification }) => ({
      ID: promotion.ID,
      name: promotion.name,
      description: promotion.description ?? '',
      discountType: promotion.discountType,
      restrictions: {
        min_cart_value:
          promotion.restrictions?.min_cart_value == null ? null : toPln(promotion.restrictions.min_cart_value),
        products: [...(promotion.restrictions?.products ?? [])],
      },
      backgroundColor: promotion.backgroundColor ?? '',
      textColor: promotion.textColor ?? '',
      overrideText: promotion.overrideText ?? null,
      fulfilled: check.fulfilled,
      notification: { ...notification, message: formatMessage(notification.key, notification.params) },
    })),
    coupon_code: cart?.couponCode ?? null,
    coupon_error:
      coupon && !coupon.ok
        ? {
            errorMsgCode: coupon.code,
            message: formatMessage(coupon.code, coupon.params),
            ...(coupon.params ? { params: coupon.params } : {}),
          }
        : null,
    free_shipping: totals.freeShipping,
    gift_packing: lines.some((line) => line.product.giftPacking),
    shipping_method: shippingMethod
      ? { ...toShippingMethod(shippingMethod), attributes: cart?.shippingAttributes ?? {} }
      : null,
    email: cart?.email ?? viewer.prefill?.email ?? null,
    metadata: cart?.metadata ?? {},
    account: cart?.account ?? {},
    billing: isBlank(cart?.billing) ? (viewer.prefill?.billing ?? {}) : cart!.billing,
    shipping: cart?.shipping ?? {},
    comments: cart?.comments ?? '',
    account_logged_in: viewer.signedIn,
    notices: (viewer.notices ?? []).map(({ key, params }) => ({
      key,
      message: formatMessage(key, params),
      ...(params ? { params } : {}),
    })),
    unpaid_order: viewer.unpaidOrder
      ? { id: viewer.unpaidOrder.orderId, number: viewer.unpaidOrder.number, token: viewer.unpaidOrder.token }
      : null,
  };
}
