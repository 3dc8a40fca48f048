'use server';

import type { PaymentRedirect } from '@manufaktura/contract';
import { orderParams } from '@manufaktura/contract';
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

export interface WithdrawalState {
  message: string | null;
}

/**
 * "Potwierdź odstąpienie od umowy": the shopper's statement, made on the order's page (with its
 * link's token) or in the account (as the signed-in owner). Once the shop has it, the same page
 * opens again and shows it received, with the refund's last day; the receipt is on its way by e-mail.
 */
export async function withdrawFromOrder(_previous: WithdrawalState, form: FormData): Promise<WithdrawalState> {
  const orderId = String(form.get('order') ?? '');
  const token = form.get('token');
  const body = {
    ...(typeof token === 'string' && token !== '' ? { token: token.slice(0, 100) } : {}),
    name: String(form.get('name') ?? '').slice(0, 200),
    message: String(form.get('message') ?? '').slice(0, 1000),
  };
  if (!orderParams.safeParse({ id: orderId }).success) return { message: text.withdrawFailed };
  let answer;
  try {
    answer = await postAsVisitor(`/api/orders/${orderId}/withdrawal`, body);
  } catch (error) {
    console.error('The shop API could not be reached to withdraw from an order', error);
    return { message: text.withdrawFailed };
  }
  if (!isSuccess(answer)) return { message: readApiError(answer.body).message };
  redirect(
    body.token
      ? `/order-confirmation?${new URLSearchParams({ order: orderId, token: body.token })}`
      : `/account?${new URLSearchParams({ zamowienie: orderId })}#zamowienie`,
  );
}
