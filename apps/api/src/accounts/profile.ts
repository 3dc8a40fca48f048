import type { AccountResponse, AccountUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import type { CheckedCheckout, CheckoutAddress } from '@manufaktura/core';
import { validateNames, validatePassword } from '@manufaktura/core';

import type { NewsletterContext } from '../newsletter/subscribe.ts';
import { requestSubscription } from '../newsletter/subscribe.ts';
import type { AccountRow, AddressFields, AddressKind, AddressRow } from '../repositories/accounts.ts';
import type { Repositories } from '../repositories/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type AddressInput = NonNullable<AccountUpdateBody['billing']>;

const toAddress = (row: AddressRow | undefined) =>
  row
    ? {
        first_name: row.firstName,
        last_name: row.lastName,
        street: row.street,
        post_code: row.postCode,
        city: row.city,
        phone: row.phone,
        company: row.company,
        nip: row.nip,
      }
    : null;

const fromAddress = (input: AddressInput | CheckoutAddress): AddressFields => ({
  firstName: input.first_name?.trim() ?? '',
  lastName: input.last_name?.trim() ?? '',
  street: input.street?.trim() ?? '',
  postCode: input.post_code?.trim() ?? '',
  city: input.city?.trim() ?? '',
  phone: input.phone?.trim() ?? '',
  company: input.company?.trim() ?? '',
  nip: input.nip?.trim() ?? '',
});

/**
 * Keeps the addresses an order was placed with on its account, for the next checkout to fill in
 * (the checkout's offer to save them): the billing address, and the delivery address when the
 * parcel went elsewhere.
 */
export async function keepCheckoutAddresses(
  repositories: Repositories,
  accountId: string,
  { billing, shipping }: Pick<CheckedCheckout, 'billing' | 'shipping'>,
  now: Date,
): Promise<void> {
  await repositories.accounts.saveAddress(accountId, 'BILLING', fromAddress(billing), now);
  if (shipping) await repositories.accounts.saveAddress(accountId, 'SHIPPING', fromAddress(shipping), now);
}

/** The account page's view of an account: profile, saved addresses, consents. */
export async function accountView(repositories: Repositories, account: AccountRow): Promise<AccountResponse> {
  const [addresses, providers, subscription] = await Promise.all([
    repositories.accounts.addresses(account.accountId),
    repositories.accounts.identities(account.accountId),
    repositories.newsletter.find(account.email),
  ]);
  return {
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phone,
    has_password: account.passwordHash !== null,
    sign_in_providers: providers,
    newsletter: subscription?.subscribed ?? false,
    newsletter_pending: !subscription?.subscribed && Boolean(subscription?.pendingSince),
    loyalty_member: account.loyaltyJoinedAt !== null,
    billing: toAddress(addresses.find((row) => row.kind === 'BILLING')),
    shipping: toAddress(addresses.find((row) => row.kind === 'SHIPPING')),
    created_at: account.createdAt.toISOString(),
  };
}

/** What a signed-in shopper's checkout starts from: the account's e-mail and saved billing address. */
export async function checkoutPrefill(repositories: Repositories, accountId: string) {
  const [account, addresses] = await Promise.all([
    repositories.accounts.byId(accountId),
    repositories.accounts.addresses(accountId),
  ]);
  if (!account) return undefined;
  const billing = toAddress(addresses.find((row) => row.kind === 'BILLING'));
  return { email: account.email, billing };
}

export interface ProfileContext extends NewsletterContext {
  /** The session making the change: a new password ends every other one. */
  sessionTokenHash: string;
  ip: string | null;
}

/**
 * Applies the account page's changes in one transaction: names and phone,
 * saved addresses (null forgets one), the loyalty programme, the newsletter
 * (a sign-up is confirmed by e-mail like any other; leaving is at once) and
 * the password (the current one required when there is one; other sessions
 * are ended).
 */
export async function updateAccount(
  repositories: Repositories,
  account: AccountRow,
  body: AccountUpdateBody,
  ctx: ProfileContext,
): Promise<{ ok: true; account: AccountRow } | ({ ok: false } & DomainError)> {
  const { accounts } = repositories;
  const firstName = body.first_name?.trim() ?? account.firstName;
  const lastName = body.last_name?.trim() ?? account.lastName;
  const badName = validateNames(firstName, lastName);
  if (badName) return { ok: false, code: badName };

  let passwordHash = account.passwordHash;
  if (body.password) {
    const weak = validatePassword(body.password.new, body.password.confirmation);
    if (weak) return { ok: false, code: weak };
    if (account.passwordHash && !(await verifyPassword(account.passwordHash, body.password.current ?? '')))
      return { ok: false, code: 'account.invalid.credentials' };
    passwordHash = await hashPassword(body.password.new);
    await repositories.sessions.endAllOf(account.accountId, ctx.now, ctx.sessionTokenHash);
  }

  const loyaltyJoinedAt =
    body.loyalty_member === undefined
      ? account.loyaltyJoinedAt
      : body.loyalty_member
        ? (account.loyaltyJoinedAt ?? ctx.now)
        : null;
  const updated = await accounts.update(
    account.accountId,
    { firstName, lastName, phone: body.phone?.trim() ?? account.phone, passwordHash, loyaltyJoinedAt },
    ctx.now,
  );

  for (const [kind, input] of [
    ['BILLING', body.billing],
    ['SHIPPING', body.shipping],
  ] as const satisfies [AddressKind, AddressInput | null | undefined][]) {
    if (input === null) await accounts.forgetAddress(account.accountId, kind);
    else if (input !== undefined) await accounts.saveAddress(account.accountId, kind, fromAddress(input), ctx.now);
  }

  if (body.newsletter === true) {
    const subscription = await repositories.newsletter.find(account.email);
    if (!subscription?.subscribed)
      await requestSubscription(repositories, { email: account.email, source: 'account', ip: ctx.ip }, ctx);
  } else if (body.newsletter === false) {
    await repositories.newsletter.unsubscribe(account.email, ctx.now);
  }
  return { ok: true, account: updated };
}
