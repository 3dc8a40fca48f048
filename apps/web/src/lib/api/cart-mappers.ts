import type {
  CartLine as WireCartLine,
  CartPromotion as WireCartPromotion,
  CartResponse,
  Discount,
} from '@manufaktura/contract';
import { fromPln } from '@manufaktura/core';

import type { Cart, CartDiscount, CartLine, CartPromotion } from './types.ts';

/**
 * The cart as the API answers it (PLN decimals, spec §7) reshaped for the storefront: every amount
 * in grosze, converted exactly once here (`fromPln` rounds half away from zero on the digits, so
 * 19.99 is 1999, never 1998.9999). Safe in the browser: `shopApi` and the server's `getVisitorCart`
 * both use it, so the store and the pages only ever hold grosze.
 */

const orNull = (pln: number | null) => (pln === null ? null : fromPln(pln));

const toDiscount = (discount: Discount): CartDiscount => ({ ...discount, amount: fromPln(discount.amount) });

function toCartLine(line: WireCartLine): CartLine {
  // The sale window's prices are left out: the cart shows the line's price and the regular one.
  const { prices: _, unit_price, previous_unit_price, least_price, ...product } = line.product;
  return {
    ...line,
    product: {
      ...product,
      unit_price: fromPln(unit_price),
      previous_unit_price: orNull(previous_unit_price),
      least_price: orNull(least_price),
    },
    unit_price: fromPln(line.unit_price),
    price_total: fromPln(line.price_total),
    discounts: line.discounts.map(toDiscount),
  };
}

const toCartPromotion = (promotion: WireCartPromotion): CartPromotion => ({
  ...promotion,
  restrictions: { ...promotion.restrictions, min_cart_value: orNull(promotion.restrictions.min_cart_value) },
});

/** The API's cart with every amount in grosze. */
export function toCart(cart: CartResponse): Cart {
  return {
    ...cart,
    items: cart.items.map(toCartLine),
    items_total: fromPln(cart.items_total),
    grand_total: fromPln(cart.grand_total),
    shipment_total: fromPln(cart.shipment_total),
    discount_total: fromPln(cart.discount_total),
    tax_total: fromPln(cart.tax_total),
    discounts: cart.discounts.map(toDiscount),
    promotions: cart.promotions.map(toCartPromotion),
    shipping_method: cart.shipping_method && {
      ...cart.shipping_method,
      price: fromPln(cart.shipping_method.price),
    },
  };
}
