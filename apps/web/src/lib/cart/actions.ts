'use server';

import type { CartResponse } from '@manufaktura/contract';
import { formatMessage } from '@manufaktura/core';
import { redirect } from 'next/navigation';

import { readApiError } from '../api/api-error.ts';
import { isSuccess, postAsVisitor, rememberCartCount } from '../api/visitor.ts';
import { cartUpdateFromForm } from './form-update.ts';

const CART_PATH = '/cart/';

/**
 * A cart form posted without JavaScript (add to cart, quantity, remove,
 * coupon): the change goes to the API as the visitor, and the shopper lands on
 * the cart. A refusal travels as `error_message`, which the cart page shows
 * (spec §4, initial cart load).
 */
export async function changeCart(form: FormData): Promise<void> {
  const update = cartUpdateFromForm(form);
  let refusal: string | null = null;
  if (update) {
    try {
      const answer = await postAsVisitor('/api/carts', update);
      if (isSuccess(answer)) {
        await rememberCartCount((answer.body as CartResponse).item_quantity);
      } else {
        const error = readApiError(answer.body);
        if (error.errorMsgCode === 'unknown.error') console.error('The cart failed a form post', answer.status);
        refusal = error.message;
      }
    } catch (error) {
      console.error('The shop API could not be reached for a cart form', error);
      refusal = formatMessage('service.unavailable');
    }
  }
  redirect(refusal ? `${CART_PATH}?${new URLSearchParams({ error_message: refusal })}` : CART_PATH);
}
