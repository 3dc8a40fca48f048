'use server';

import { formatMessage, normalizeEmail } from '@manufaktura/core';
import { redirect } from 'next/navigation';

import { readApiError } from '../../lib/api/api-error.ts';
import type { VisitorAnswer } from '../../lib/api/visitor.ts';
import { isSuccess, postAsVisitor, rememberCartAnswer } from '../../lib/api/visitor.ts';
import { withNotices } from '../../lib/global-message.ts';
import { accountText as text } from '../../messages/account.ts';
import type { AccountFormState } from './form-state.ts';
import { fieldOfCode } from './form-state.ts';

const PASSWORDS = new Set(['password', 'password_confirmation', 'current_password']);

/** The form's text fields as typed (a missing one is empty). */
function read(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

/** What the form shows again after a failure: never a password. */
const kept = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !PASSWORDS.has(name)));

/**
 * Posts as the visitor and turns the answer into the form's state: `done`
 * with `message`, or `failed` with the API's Polish message and the field it
 * is about. A success that moves the shopper elsewhere returns the answer
 * instead, for the caller to redirect after (a redirect must not be caught).
 */
async function post(
  path: string,
  body: unknown,
  previous: AccountFormState,
  values: Record<string, string>,
): Promise<{ answer: VisitorAnswer } | { state: AccountFormState }> {
  let answer: VisitorAnswer;
  try {
    answer = await postAsVisitor(path, body);
  } catch (error) {
    console.error('The shop API could not be reached for an account form', error);
    return { state: { ...previous, status: 'failed', message: text.failed, field: null, values: kept(values) } };
  }
  if (isSuccess(answer)) return { answer };
  const error = readApiError(answer.body);
  const message = error.errorMsgCode === 'unknown.error' ? text.failed : error.message;
  return {
    state: { ...previous, status: 'failed', message, field: fieldOfCode(error.errorMsgCode), values: kept(values) },
  };
}

const done = (previous: AccountFormState, message: string): AccountFormState => ({
  status: 'done',
  message,
  field: null,
  values: {},
  sent: previous.sent + 1,
});

export async function signIn(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['email', 'password']);
  const result = await post(
    '/api/carts',
    { account: { email: normalizeEmail(values.email!), password: values.password } },
    previous,
    values,
  );
  if ('state' in result) return result.state;
  redirect(withNotices('/account', await rememberCartAnswer(result.answer)));
}

/**
 * Confirms an account from the e-mailed link's token, for a browser without JavaScript (with it, the
 * initial cart load does this, spec §4): the session is signed in and the account opens.
 */
export async function confirmAccount(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['token']);
  const body = { account: { emailRegistrationConfirmationToken: values.token } };
  const result = await post('/api/carts', body, previous, values);
  if ('state' in result) return result.state;
  const confirmed = { key: 'account.confirmed', message: formatMessage('account.confirmed') };
  redirect(withNotices('/account', [confirmed, ...(await rememberCartAnswer(result.answer))]));
}

export async function register(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['first_name', 'last_name', 'email', 'password', 'password_confirmation']);
  const email = normalizeEmail(values.email!);
  const result = await post('/api/accounts/register', { ...values, email }, previous, values);
  return 'state' in result ? result.state : done(previous, text.registerSent(email));
}

export async function forgotPassword(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['email']);
  const email = normalizeEmail(values.email!);
  const result = await post('/api/accounts/forget-password', { email }, previous, values);
  return 'state' in result ? result.state : done(previous, text.forgotSent(email));
}

export async function resetPassword(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['token', 'password', 'password_confirmation']);
  const result = await post('/api/accounts/reset-password', values, previous, values);
  if ('state' in result) return result.state;
  redirect('/account');
}

export async function saveProfile(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['first_name', 'last_name', 'phone']);
  const result = await post('/api/accounts', values, previous, values);
  return 'state' in result ? result.state : done(previous, text.saved);
}

const ADDRESS_FIELDS = ['first_name', 'last_name', 'street', 'post_code', 'city', 'phone', 'company', 'nip'];

/** Saves the billing or shipping address, or forgets it (the form's second button). */
export async function saveAddress(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const kind = form.get('kind') === 'shipping' ? 'shipping' : 'billing';
  const values = read(form, ADDRESS_FIELDS);
  const forget = form.get('forget') !== null;
  const result = await post('/api/accounts', { [kind]: forget ? null : values }, previous, values);
  return 'state' in result ? result.state : done(previous, text.saved);
}

export async function saveConsents(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const body = { newsletter: form.get('newsletter') === 'on', loyalty_member: form.get('loyalty_member') === 'on' };
  const result = await post('/api/accounts', body, previous, {});
  return 'state' in result ? result.state : done(previous, text.saved);
}

export async function changePassword(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['current_password', 'password', 'password_confirmation']);
  const body = {
    password: { current: values.current_password, new: values.password, confirmation: values.password_confirmation },
  };
  const result = await post('/api/accounts', body, previous, values);
  return 'state' in result ? result.state : done(previous, text.passwordChanged);
}

/** “Zamów ponownie”: the order's products go back to the cart, which opens. */
export async function orderAgain(previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = read(form, ['order_id']);
  const result = await post('/api/carts', { orderAgain: { orderId: values.order_id } }, previous, values);
  if ('state' in result) return result.state;
  redirect(withNotices('/cart', await rememberCartAnswer(result.answer)));
}

/** Signs out on the server (the API ends the session), for the /logout page without JavaScript. */
export async function signOut(previous: AccountFormState): Promise<AccountFormState> {
  const result = await post('/api/carts', { logout: true }, previous, {});
  if ('state' in result) return result.state;
  redirect(withNotices('/logout', await rememberCartAnswer(result.answer)));
}
