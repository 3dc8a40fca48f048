'use server';

import { createHash } from 'node:crypto';

import type { CartResponse, PlacedOrder } from '@manufaktura/contract';
import type { FieldError } from '@manufaktura/core';
import { formatMessage } from '@manufaktura/core';
import { redirect } from 'next/navigation';

import { readApiError } from '../../lib/api/api-error.ts';
import { orderCall } from '../../lib/api/client.ts';
import { getShippingMethods } from '../../lib/api/server.ts';
import { isSuccess, postAsVisitor, rememberCartCount, visitorSession } from '../../lib/api/visitor.ts';
import { checkoutText } from '../../messages/cart.ts';
import type { FormValues } from './checkout-rules.ts';
import {
  cartModifiedMessage,
  changedMeanwhile,
  checkCheckout,
  checkoutUpdate,
  FORM_NAMES,
  orderRequest,
  readCheckoutForm,
  refusalShown,
} from './checkout-rules.ts';

/** What the checkout shows after a post without JavaScript: the typed values, the errors, a message. */
export interface CheckoutState {
  values: FormValues | null;
  errors: FieldError[];
  message: string | null;
}

/**
 * One key per session, cart and version: posting the same confirmed cart
 * twice (a double click, a resent form) makes one order.
 */
function idempotencyKey(session: string | undefined, cart: CartResponse): string {
  return createHash('sha256')
    .update(`${session ?? ''}:${cart.cartId ?? ''}:${cart.version}`)
    .digest('hex');
}

/**
 * The checkout form posted without JavaScript: the same steps as in the
 * browser (check, save the form on the cart, place the order), as the
 * visitor. The order is placed only at the total the shopper saw: when the
 * chosen delivery changed it, the page comes back with the new total to
 * confirm. Success opens the order confirmation.
 */
export async function placeOrderWithoutScript(_previous: CheckoutState, form: FormData): Promise<CheckoutState> {
  const values = readCheckoutForm(form);
  const shown = (state: Omit<CheckoutState, 'values'>): CheckoutState => ({ values, ...state });
  let confirmation: string;
  try {
    const methods = await getShippingMethods();
    const method = methods.find((candidate) => candidate.id === values.methodId) ?? null;
    const checked = checkCheckout(values, method);
    if (checked.errors.length > 0 || !checked.value || !method) return shown({ errors: checked.errors, message: null });

    const saved = await postAsVisitor('/api/carts', checkoutUpdate(checked.value, values, method));
    if (!isSuccess(saved)) return shown(refusalShown(readApiError(saved.body)));
    const cart = saved.body as CartResponse;
    if (changedMeanwhile(Number(form.get(FORM_NAMES.version)), cart.version)) {
      return shown({ errors: [], message: cartModifiedMessage });
    }
    if (cart.grand_total !== Number(form.get(FORM_NAMES.seenTotal))) {
      return shown({ errors: [], message: checkoutText.totalChanged });
    }

    const order = orderRequest(values, cart.version, idempotencyKey(await visitorSession(), cart));
    const { path, body } = orderCall(order, cart.grand_total === 0);
    const placed = await postAsVisitor(`/api/${path}`, body);
    if (!isSuccess(placed)) return shown(refusalShown(readApiError(placed.body)));
    confirmation = (placed.body as PlacedOrder).redirect_url;
    await rememberCartCount(0);
  } catch (error) {
    console.error('The shop API could not be reached for an order', error);
    return shown({ errors: [], message: formatMessage('service.unavailable') });
  }
  redirect(confirmation);
}
