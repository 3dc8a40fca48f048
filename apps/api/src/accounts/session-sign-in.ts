import type { CartUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';

import { mergeGuestCart } from '../cart/merge-carts.ts';
import type { Session } from '../plugins/app/sessions/index.ts';
import type { AccountRow } from '../repositories/accounts.ts';
import type { CartOwner } from '../repositories/carts.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';
import type { SignInResult } from './sign-in.ts';
import { checkPassword, confirmAccount } from './sign-in.ts';

export interface SignInContext {
  transaction: RunInTransaction;
  repositories: Repositories;
  now: Date;
}

type Credentials = NonNullable<CartUpdateBody['account']>;

/** Whether a cart payload's `account` signs in (password, Google, a confirmation token) rather than names a guest's e-mail. */
export const signsIn = (account: Credentials | undefined): account is Credentials =>
  account !== undefined &&
  (account.password !== undefined ||
    account.googleJWTToken !== undefined ||
    account.emailRegistrationConfirmationToken !== undefined);

/**
 * Signs a session in with what a cart payload carries: an e-mailed
 * confirmation token (which also confirms the account), or an e-mail and
 * password. On success the session gets a new token and the guest's cart
 * joins the account's; `merged` says lines were added to a cart the account
 * already had.
 */
export async function signInSession(
  ctx: SignInContext,
  session: Session,
  credentials: Credentials,
): Promise<{ ok: true; owner: CartOwner; merged: boolean } | ({ ok: false } & DomainError)> {
  const checked = await check(ctx, credentials);
  if (!checked.ok) return checked;
  return { ok: true, ...(await signInAs(ctx, session, checked.account)) };
}

/** Signs the session in to an account whose owner proved who they are: a new token, and the guest's cart joined to the account's. */
export async function signInAs(
  ctx: SignInContext,
  session: Session,
  account: AccountRow,
): Promise<{ owner: CartOwner; merged: boolean }> {
  const owner = await session.signIn(account.accountId);
  const merged = await ctx.transaction((repositories) =>
    mergeGuestCart(
      repositories,
      { sessionTokenHash: owner.sessionTokenHash, accountId: null },
      { sessionTokenHash: owner.sessionTokenHash, accountId: account.accountId },
      { email: account.email },
      ctx.now,
    ),
  );
  return { owner, merged };
}

async function check(ctx: SignInContext, credentials: Credentials): Promise<SignInResult> {
  if (credentials.emailRegistrationConfirmationToken !== undefined)
    return ctx.transaction((repositories) =>
      confirmAccount(repositories, credentials.emailRegistrationConfirmationToken!, ctx.now),
    );
  if (credentials.password !== undefined)
    return checkPassword(ctx.repositories, credentials.email ?? '', credentials.password);
  // Google sign-in needs GOOGLE_CLIENT_ID; until it is configured no ID token can be checked.
  return { ok: false, code: 'account.invalid.google.user' };
}
