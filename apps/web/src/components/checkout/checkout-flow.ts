import type { CartUpdateRequest, PlacedOrder } from '@manufaktura/contract';
import type { FieldError, Money } from '@manufaktura/core';

import type { ApiError } from '../../lib/api/api-error.ts';
import type { ApiResult, OrderRequest } from '../../lib/api/client.ts';
import type { Cart, ShippingMethod } from '../../lib/api/types.ts';
import { checkoutText } from '../../messages/cart.ts';
import type { FormValues } from './checkout-rules.ts';
import {
  cartModifiedMessage,
  changedMeanwhile,
  checkCheckout,
  checkoutUpdate,
  orderRequest,
  refusalShown,
} from './checkout-rules.ts';

/**
 * Placing an order from the checkout form, one flow for both ways of sending it: the form in the
 * browser (`use-checkout.ts`) and its Server Action for a browser without JavaScript
 * (`actions.ts`). Each brings its own calls to the shop API; the steps and their answers are here.
 */

/** The cart the shopper confirmed by pressing the button. */
export interface SeenCart {
  version: number;
  /**
   * Grosze: the total the page showed, when it could not follow the form live (without
   * JavaScript the chosen delivery reaches the cart only with the order). null: nothing to compare.
   */
  total: Money | null;
}

/** The shop API as one way of placing an order reaches it. */
export interface CheckoutCalls {
  /** Keeps the checked form on the cart (spec §7 payload parts); answers the saved cart. */
  saveCart(update: CartUpdateRequest): Promise<ApiResult<Cart>>;
  /** Places the saved cart as an order; a cart with nothing to pay goes without a payment method. */
  placeOrder(order: OrderRequest, nothingToPay: boolean): Promise<ApiResult<PlacedOrder>>;
  /** The order's key for a saved cart: the same for every retry of one version, so they make one order. */
  idempotencyKey(cart: Cart): string | Promise<string>;
  /** Told once the form has passed its checks, before anything is sent. */
  started?(): void;
}

export interface CheckoutInput {
  values: FormValues;
  /** The chosen delivery; null when none (or an unknown one) is chosen. */
  method: ShippingMethod | null;
  seen: SeenCart;
}

/** Where the shopper goes next, or what the form shows: the fields at fault, or one message above it. */
export type CheckoutOutcome =
  { ok: true; redirectUrl: string } | { ok: false; errors: FieldError[]; message: string | null };

const refused = (error: ApiError): CheckoutOutcome => ({ ok: false, ...refusalShown(error) });

/**
 * Checks the form with the rules the API applies again, saves it on the cart, makes sure the saved
 * cart is the one the shopper saw (its version, and its total when given), then places the order.
 */
export async function placeCheckoutOrder(
  { values, method, seen }: CheckoutInput,
  calls: CheckoutCalls,
): Promise<CheckoutOutcome> {
  const checked = checkCheckout(values, method);
  if (checked.errors.length > 0 || !checked.value || !method) {
    return { ok: false, errors: checked.errors, message: null };
  }
  calls.started?.();

  const saved = await calls.saveCart(checkoutUpdate(checked.value, values, method));
  if (!saved.ok) return refused(saved);
  const cart = saved.data;
  if (changedMeanwhile(seen.version, cart.version)) return { ok: false, errors: [], message: cartModifiedMessage };
  if (seen.total !== null && cart.grand_total !== seen.total) {
    return { ok: false, errors: [], message: checkoutText.totalChanged };
  }

  const order = orderRequest(values, cart.version, await calls.idempotencyKey(cart));
  const placed = await calls.placeOrder(order, cart.grand_total === 0);
  return placed.ok ? { ok: true, redirectUrl: placed.data.redirect_url } : refused(placed);
}
