'use server';

import { createHash } from 'node:crypto';

import type { CartResponse, PlacedOrder } from '@manufaktura/contract';
import type { FieldError } from '@manufaktura/core';
import { formatMessage } from '@manufaktura/core';
import { redirect } from 'next/navigation';

import { readApiError } from '../../lib/api/api-error.ts';
import { toCart } from '../../lib/api/cart-mappers.ts';
import type { ApiResult } from '../../lib/api/client.ts';
import { orderCall } from '../../lib/api/client.ts';
import { getShippingMethods } from '../../lib/api/server.ts';
import type { Cart } from '../../lib/api/types.ts';
import type { VisitorAnswer } from '../../lib/api/visitor.ts';
import { isSuccess, postAsVisitor, rememberCartCount, visitorSession } from '../../lib/api/visitor.ts';
import type { CheckoutCalls, CheckoutOutcome } from './checkout-flow.ts';
import { placeCheckoutOrder } from './checkout-flow.ts';
import type { FormValues } from './checkout-rules.ts';
import { FORM_NAMES, readCheckoutForm } from './checkout-rules.ts';

/** What the checkout shows after a post without JavaScript: the typed values, the errors, a message. */
export interface CheckoutState {
  values: FormValues | null;
  errors: FieldError[];
  message: string | null;
}

/** The visitor's API answer as the browser's client would give it. */
function asResult<T>(answer: VisitorAnswer, read: (body: unknown) => T): ApiResult<T> {
  if (isSuccess(answer)) return { ok: true, data: read(answer.body) };
  return { ok: false, status: answer.status, ...readApiError(answer.body) };
}

/**
 * The shop API as the visitor, from the storefront's server. One order key per session, cart and
 * version: posting the same confirmed cart twice (a double click, a resent form) makes one order.
 */
const asVisitor: CheckoutCalls = {
  saveCart: async (update) =>
    asResult(await postAsVisitor('/api/carts', update), (body) => toCart(body as CartResponse)),
  async placeOrder(order, nothingToPay) {
    const { path, body } = orderCall(order, nothingToPay);
    return asResult(await postAsVisitor(`/api/${path}`, body), (placed) => placed as PlacedOrder);
  },
  idempotencyKey: async (cart: Cart) =>
    createHash('sha256')
      .update(`${(await visitorSession()) ?? ''}:${cart.cartId ?? ''}:${cart.version}`)
      .digest('hex'),
};

/**
 * The checkout form posted without JavaScript: the same flow as in the browser
 * (`placeCheckoutOrder`), as the visitor. The order is placed only at the
 * total the shopper saw (the hidden `seen_total`, in grosze like the cart the
 * page showed): when the chosen delivery changed it, the page comes back with
 * the new total to confirm. Success opens the order confirmation.
 */
export async function placeOrderWithoutScript(_previous: CheckoutState, form: FormData): Promise<CheckoutState> {
  const values = readCheckoutForm(form);
  const seen = { version: Number(form.get(FORM_NAMES.version)), total: Number(form.get(FORM_NAMES.seenTotal)) };
  let outcome: CheckoutOutcome;
  try {
    const methods = await getShippingMethods();
    const method = methods.find((candidate) => candidate.id === values.methodId) ?? null;
    outcome = await placeCheckoutOrder({ values, method, seen }, asVisitor);
    if (outcome.ok) await rememberCartCount(0);
  } catch (error) {
    console.error('The shop API could not be reached for an order', error);
    return { values, errors: [], message: formatMessage('service.unavailable') };
  }
  if (!outcome.ok) return { values, errors: outcome.errors, message: outcome.message };
  redirect(outcome.redirectUrl);
}
