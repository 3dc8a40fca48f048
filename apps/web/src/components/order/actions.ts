'use server';

import type { PaymentRedirect } from '@manufaktura/contract';
import { redirect } from 'next/navigation';

import { readApiError } from '../../lib/api/api-error.ts';
import { isSuccess, postAsVisitor, rememberCartAnswer } from '../../lib/api/visitor.ts';
import { withNotices } from '../../lib/global-message.ts';
import { confirmationText as text } from '../../messages/cart.ts';

export interface PayAgainState {
  message: string | null;
}

/**
 * "Zapłać teraz": a new payment at Przelewy24 for an order still waiting for one, then its payment
 * page; with a BLIK code, the code goes to the bank and the order's page waits for the app's confirmation.
 */
export async function payAgain(_previous: PayAgainState, form: FormData): Promise<PayAgainState> {
  const blikCode = form.get('blik_code');
  const body = {
    order: String(form.get('order') ?? ''),
    token: String(form.get('token') ?? ''),
    ...(typeof blikCode === 'string' ? { blik_code: blikCode.slice(0, 20) } : {}),
  };
  let answer;
  try {
    answer = await postAsVisitor('/api/payment/retry', body);
  } catch (error) {
    console.error('The shop API could not be reached to pay an order again', error);
    return { message: text.payFailed };
  }
  if (!isSuccess(answer)) return { message: readApiError(answer.body).message };
  redirect((answer.body as PaymentRedirect).redirect_url);
}

/**
 * "Zmień zamówienie": an order still waiting for its payment goes back to the cart (the shop
 * cancels it and releases its products), and the cart opens with the spec's payment.in.progress.
 */
export async function reopenOrder(_previous: PayAgainState, form: FormData): Promise<PayAgainState> {
  const reopen = { orderId: String(form.get('order') ?? ''), token: String(form.get('token') ?? '') };
  let answer;
  try {
    answer = await postAsVisitor('/api/carts', { reopenOrder: reopen });
  } catch (error) {
    console.error('The shop API could not be reached to bring an order back to the cart', error);
    return { message: text.payFailed };
  }
  if (!isSuccess(answer)) return { message: readApiError(answer.body).message };
  redirect(withNotices('/cart', await rememberCartAnswer(answer)));
}
