import type { CartUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import { normalizeEmail } from '@manufaktura/core';

import { mergeGuestCart } from '../cart/merge-carts.ts';
import type { Session } from '../plugins/app/sessions/index.ts';
import type { AccountRow, IdentityProvider } from '../repositories/accounts.ts';
import type { CartOwner } from '../repositories/carts.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';
import type { FacebookVerifier } from './facebook.ts';
import type { GoogleVerifier } from './google.ts';
import type { ProviderIdentity } from './provider-identity.ts';
import type { SignInResult } from './sign-in.ts';
import { checkPassword, confirmAccount } from './sign-in.ts';

export interface SignInContext {
  transaction: RunInTransaction;
  repositories: Repositories;
  now: Date;
  /** Checks Google ID tokens; null when Google sign-in is not configured. */
  google?: GoogleVerifier | null;
  /** Checks Facebook user tokens; null when Facebook sign-in is not configured. */
  facebook?: FacebookVerifier | null;
}

type Credentials = NonNullable<CartUpdateBody['account']>;

/** Whether a cart payload's `account` signs in (password, Google, a confirmation token) rather than names a guest's e-mail. */
export const signsIn = (account: Credentials | undefined): account is Credentials =>
  account !== undefined &&
  (account.password !== undefined ||
    account.googleJWTToken !== undefined ||
    account.facebookUserId !== undefined ||
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
  if (credentials.googleJWTToken !== undefined) {
    const identity = ctx.google ? await ctx.google(credentials.googleJWTToken) : null;
    return signInWith(ctx, 'GOOGLE', identity, 'account.invalid.google.user');
  }
  const identity = ctx.facebook
    ? await ctx.facebook(credentials.facebookUserId ?? '', credentials.facebookAccessToken ?? '')
    : null;
  return signInWith(ctx, 'FACEBOOK', identity, 'account.invalid.facebook.user');
}

async function signInWith(
  ctx: SignInContext,
  provider: IdentityProvider,
  identity: ProviderIdentity | null,
  refusal: 'account.invalid.google.user' | 'account.invalid.facebook.user',
): Promise<SignInResult> {
  if (!identity) return { ok: false, code: refusal };
  const account = await ctx.transaction((repositories) => providerAccount(repositories, provider, identity, ctx.now));
  return account ? { ok: true, account } : { ok: false, code: refusal };
}

/**
 * The account a Google or Facebook identity signs in to: the one it signed in
 * to before; else the account with the e-mail the provider confirmed
 * (confirmed by it, and linked); else a new one, confirmed, without a
 * password. Undefined when the provider shares no e-mail for an identity
 * never seen.
 */
async function providerAccount(
  repositories: Repositories,
  provider: IdentityProvider,
  identity: ProviderIdentity,
  now: Date,
): Promise<AccountRow | undefined> {
  const { accounts } = repositories;
  const known = await accounts.byIdentity(provider, identity.subject);
  if (known) return known;
  if (!identity.email) return undefined;
  const email = normalizeEmail(identity.email);
  const account =
    (await accounts.byEmail(email)) ??
    (await accounts.create({
      email,
      passwordHash: null,
      firstName: identity.firstName,
      lastName: identity.lastName,
      now,
      confirmedAt: now,
    }))!;
  if (!account.confirmedAt) await accounts.confirm(account.accountId, now);
  await accounts.linkIdentity(account.accountId, provider, identity.subject, now);
  await accounts.claimGuestOrders(account.accountId, email);
  return { ...account, confirmedAt: account.confirmedAt ?? now };
}
