import type { RegisterBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import { normalizeEmail, validateEmail, validateNames, validatePassword } from '@manufaktura/core';

import { ACCOUNT_CONFIRMATION_TTL_MS } from '../constants.ts';
import { accountConfirmationEmail, accountConfirmationUrl } from '../mail/templates/account.ts';
import type { Repositories } from '../repositories/index.ts';
import { hashToken, newToken } from '../tokens.ts';
import { hashPassword } from './passwords.ts';

export interface AccountContext {
  now: Date;
  /** Where shoppers reach the shop, for the e-mailed links. */
  publicUrl: string;
}

/** The first of the spec's codes the registration form breaks, or undefined. */
export function checkRegistration(body: RegisterBody): DomainError | undefined {
  const code =
    validateEmail(body.email) ??
    validateNames(body.first_name ?? '', body.last_name ?? '') ??
    validatePassword(body.password, body.password_confirmation);
  return code ? { code } : undefined;
}

/**
 * Registers an account and e-mails its confirmation link (through the
 * outbox, in the caller's transaction). Registering again before confirming
 * replaces the password and names and sends a new link; a confirmed address
 * is refused with `email.already.registered`.
 */
export async function register(
  repositories: Repositories,
  body: RegisterBody,
  ctx: AccountContext,
): Promise<{ ok: true; email: string } | ({ ok: false } & DomainError)> {
  const invalid = checkRegistration(body);
  if (invalid) return { ok: false, ...invalid };
  const email = normalizeEmail(body.email);
  const names = { firstName: (body.first_name ?? '').trim(), lastName: (body.last_name ?? '').trim() };
  const passwordHash = await hashPassword(body.password);

  const { accounts } = repositories;
  let account = await accounts.create({ email, passwordHash, ...names, now: ctx.now });
  if (!account) {
    const existing = (await accounts.byEmail(email))!;
    if (existing.confirmedAt) return { ok: false, code: 'email.already.registered' };
    account = await accounts.update(existing.accountId, { passwordHash, ...names }, ctx.now);
    await accounts.spendTokens(account.accountId, 'CONFIRM_EMAIL', ctx.now);
  }

  const token = newToken();
  await accounts.issueToken(hashToken(token), account.accountId, 'CONFIRM_EMAIL', ctx.now, ACCOUNT_CONFIRMATION_TTL_MS);
  const link = accountConfirmationUrl(ctx.publicUrl, token);
  await repositories.outbox.enqueue(
    [{ kind: 'account-confirmation', to: email, ...accountConfirmationEmail(link, ctx.publicUrl) }],
    ctx.now,
  );
  return { ok: true, email };
}
