import type { ResetPasswordBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import { normalizeEmail, validateEmail, validatePassword } from '@manufaktura/core';

import { PASSWORD_RESET_TTL_MS } from '../constants.ts';
import { passwordResetEmail, passwordResetUrl } from '../mail/templates/account.ts';
import type { AccountRow } from '../repositories/accounts.ts';
import type { Repositories } from '../repositories/index.ts';
import { hashToken, newToken } from '../tokens.ts';
import { hashPassword } from './passwords.ts';
import type { AccountContext } from './register.ts';

/**
 * E-mails a password reset link when the address has an account; the answer
 * is the same either way. A new link makes the older ones worthless.
 */
export async function requestPasswordReset(
  repositories: Repositories,
  rawEmail: string,
  ctx: AccountContext,
): Promise<{ ok: true; email: string } | ({ ok: false } & DomainError)> {
  const invalid = validateEmail(rawEmail);
  if (invalid) return { ok: false, code: invalid };
  const email = normalizeEmail(rawEmail);
  const { accounts } = repositories;
  const account = await accounts.byEmail(email);
  if (!account) return { ok: true, email };
  await accounts.spendTokens(account.accountId, 'RESET_PASSWORD', ctx.now);
  const token = newToken();
  await accounts.issueToken(hashToken(token), account.accountId, 'RESET_PASSWORD', ctx.now, PASSWORD_RESET_TTL_MS);
  await repositories.outbox.enqueue(
    [{ kind: 'password-reset', to: email, ...passwordResetEmail(passwordResetUrl(ctx.publicUrl, token)) }],
    ctx.now,
  );
  return { ok: true, email };
}

/**
 * Sets a new password with the token of a reset link (once, within the
 * hour). The link proved the address is the owner's, so an account still
 * waiting for its confirmation is confirmed too. Every session signed in to
 * the account is ended: whoever knew the old password is out.
 */
export async function resetPassword(
  repositories: Repositories,
  body: ResetPasswordBody,
  now: Date,
): Promise<{ ok: true; account: AccountRow } | ({ ok: false } & DomainError)> {
  const weak = validatePassword(body.password, body.password_confirmation);
  if (weak) return { ok: false, code: weak };
  const { accounts } = repositories;
  const standing = await accounts.useToken(hashToken(body.token), 'RESET_PASSWORD', now);
  if (standing.state !== 'usable') return { ok: false, code: 'account.reset.password.token.invalid' };
  const before = await accounts.byId(standing.accountId);
  if (!before) return { ok: false, code: 'account.reset.password.token.invalid' };
  const account = await accounts.update(
    before.accountId,
    { passwordHash: await hashPassword(body.password), confirmedAt: before.confirmedAt ?? now },
    now,
  );
  if (!before.confirmedAt) await accounts.claimGuestOrders(account.accountId, account.email);
  await repositories.sessions.endAllOf(account.accountId, now);
  return { ok: true, account };
}
