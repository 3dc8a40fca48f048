import type { DomainError } from '@manufaktura/core';
import { normalizeEmail } from '@manufaktura/core';

import type { AccountRow } from '../repositories/accounts.ts';
import type { Repositories } from '../repositories/index.ts';
import { hashToken } from '../tokens.ts';
import { verifyPassword } from './passwords.ts';

export type SignInResult = { ok: true; account: AccountRow } | ({ ok: false } & DomainError);

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password get
 * the same answer after the same work, so the answer says nothing of who
 * has an account; only the owner, password in hand, learns that theirs still
 * waits for its confirmation.
 */
export async function checkPassword(
  repositories: Repositories,
  email: string,
  password: string,
): Promise<SignInResult> {
  const account = await repositories.accounts.byEmail(normalizeEmail(email));
  const matches = await verifyPassword(account?.passwordHash, password);
  if (!account || !matches) return { ok: false, code: 'account.invalid.credentials' };
  if (!account.confirmedAt) return { ok: false, code: 'account.email.not.confirmed' };
  return { ok: true, account };
}

/**
 * Confirms a new account with the token of its e-mailed link: the account
 * is active from now, and the guest orders placed with its e-mail join its
 * history. A used token says the account is confirmed already, an expired
 * one that registration must start again.
 */
export async function confirmAccount(repositories: Repositories, token: string, now: Date): Promise<SignInResult> {
  const { accounts } = repositories;
  const standing = await accounts.useToken(hashToken(token), 'CONFIRM_EMAIL', now);
  if (standing.state === 'unknown') return { ok: false, code: 'token.invalid' };
  const account = await accounts.byId(standing.accountId);
  if (!account) return { ok: false, code: 'token.invalid' };
  if (standing.state === 'used') return { ok: false, code: 'account.already.confirmed' };
  if (standing.state === 'expired')
    return {
      ok: false,
      code: account.confirmedAt ? 'account.already.confirmed' : 'account.registration.token.expired',
    };
  await accounts.confirm(account.accountId, now);
  await accounts.claimGuestOrders(account.accountId, account.email);
  return { ok: true, account: { ...account, confirmedAt: account.confirmedAt ?? now } };
}
