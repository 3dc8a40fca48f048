import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A shopper's account. The e-mail is kept lower-cased (the spec lower-cases
 * it before every call), so it is unique whatever case it was typed in. An
 * account signed up with Google or Facebook alone has no password.
 */
export const accounts = pgTable(
  'accounts',
  {
    accountId: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    /** argon2id, in its PHC string form (parameters and salt included). */
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    /** Set when the e-mailed confirmation link was used (or a provider vouched for the address). */
    confirmedAt: timestamp({ withTimezone: true }),
    /** A member of the loyalty programme since then; null: not a member. */
    loyaltyJoinedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('accounts_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

export const ADDRESS_KINDS = ['BILLING', 'SHIPPING'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** An address kept on an account for the checkout to fill in: one billing and one shipping address at most. */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    kind: text().$type<AddressKind>().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    street: text().notNull().default(''),
    postCode: text().notNull().default(''),
    city: text().notNull().default(''),
    phone: text().notNull().default(''),
    company: text().notNull().default(''),
    nip: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.kind] }),
    check('account_addresses_kind_known', sql`${t.kind} in ('BILLING', 'SHIPPING')`),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ['CONFIRM_EMAIL', 'RESET_PASSWORD'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use token e-mailed to an account's owner: only its SHA-256 is
 * kept, so the table cannot be replayed. Used or expired tokens stay until
 * the purge, so a replay is told apart from a made-up token.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.accountId, t.purpose),
    check('account_tokens_purpose_known', sql`${t.purpose} in ('CONFIRM_EMAIL', 'RESET_PASSWORD')`),
  ],
);

export const IDENTITY_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** An account's sign-in with Google (its `sub`) or Facebook (its user id). */
export const accountIdentities = pgTable(
  'account_identities',
  {
    provider: text().$type<IdentityProvider>().notNull(),
    subject: text().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.accountId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index().on(t.accountId),
    check('account_identities_provider_known', sql`${t.provider} in ('GOOGLE', 'FACEBOOK')`),
  ],
);
