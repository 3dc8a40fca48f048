import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import { fromJson, fromJsonRow, jsonRow } from './json-rows.ts';
import { preparedStatement } from './prepared.ts';

const { accounts, accountAddresses, accountTokens, accountIdentities, orders, orderLines } = schema;

export type AccountRow = typeof accounts.$inferSelect;
export type AddressRow = typeof accountAddresses.$inferSelect;
export type AddressKind = AddressRow['kind'];
export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type IdentityProvider = (typeof accountIdentities.$inferSelect)['provider'];
export type OrderHistoryRow = Awaited<ReturnType<AccountRepository['orderHistory']>>['items'][number];
export type AddressFields = Omit<AddressRow, 'accountId' | 'kind' | 'updatedAt'>;

/** What a stored token says when presented: usable, already used, expired, or never issued. */
export type TokenStanding =
  { state: 'usable'; accountId: string } | { state: 'used' | 'expired'; accountId: string } | { state: 'unknown' };

/** `byId`'s statement: read in every signed-in shopper's order. */
const byIdStatement = preparedStatement<{ account: unknown }>(
  'account_by_id',
  sql`select ${jsonRow(accounts)} as account from ${accounts}
    where ${accounts.accountId} = ${sql.placeholder('accountId')}::uuid`,
);

/** Accounts, their addresses, e-mailed tokens and sign-in identities. */
export function createAccountRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
      return row;
    },

    async byId(accountId: string): Promise<AccountRow | undefined> {
      const [row] = await byIdStatement(db, { accountId });
      return row && fromJsonRow<AccountRow>(accounts, fromJson(row.account));
    },

    /** A new, unconfirmed account; undefined when the e-mail is taken (two sign-ups at once make one). */
    async create(values: {
      email: string;
      passwordHash: string | null;
      firstName: string;
      lastName: string;
      now: Date;
      confirmedAt?: Date;
    }): Promise<AccountRow | undefined> {
      const [row] = await db
        .insert(accounts)
        .values({
          email: values.email,
          passwordHash: values.passwordHash,
          firstName: values.firstName,
          lastName: values.lastName,
          confirmedAt: values.confirmedAt ?? null,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing({ target: accounts.email })
        .returning();
      return row;
    },

    async update(
      accountId: string,
      changes: Partial<
        Pick<AccountRow, 'passwordHash' | 'firstName' | 'lastName' | 'phone' | 'confirmedAt' | 'loyaltyJoinedAt'>
      >,
      now: Date,
    ): Promise<AccountRow> {
      const [row] = await db
        .update(accounts)
        .set({ ...changes, updatedAt: now })
        .where(eq(accounts.accountId, accountId))
        .returning();
      return row!;
    },

    /** Sets the confirmation time once; false when the account was confirmed already. */
    async confirm(accountId: string, now: Date): Promise<boolean> {
      const confirmed = await db
        .update(accounts)
        .set({ confirmedAt: now, updatedAt: now })
        .where(and(eq(accounts.accountId, accountId), isNull(accounts.confirmedAt)))
        .returning({ accountId: accounts.accountId });
      return confirmed.length === 1;
    },

    async issueToken(tokenHash: string, accountId: string, purpose: AccountTokenPurpose, now: Date, ttlMs: number) {
      await db
        .insert(accountTokens)
        .values({ tokenHash, accountId, purpose, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
    },

    /**
     * Uses a token once, in one statement: of two requests with the same token
     * only one gets `usable`; the other learns it was used.
     */
    async useToken(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<TokenStanding> {
      const [used] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ accountId: accountTokens.accountId });
      if (used) return { state: 'usable', accountId: used.accountId };
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
      if (!row) return { state: 'unknown' };
      return { state: row.usedAt ? 'used' : 'expired', accountId: row.accountId };
    },

    /** Spends every open token of a purpose: a new reset link makes older ones worthless. */
    async spendTokens(accountId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
        );
    },

    async addresses(accountId: string): Promise<AddressRow[]> {
      return db.select().from(accountAddresses).where(eq(accountAddresses.accountId, accountId));
    },

    async saveAddress(accountId: string, kind: AddressKind, fields: AddressFields, now: Date): Promise<void> {
      await db
        .insert(accountAddresses)
        .values({ accountId, kind, ...fields, updatedAt: now })
        .onConflictDoUpdate({
          target: [accountAddresses.accountId, accountAddresses.kind],
          set: { ...fields, updatedAt: now },
        });
    },

    async forgetAddress(accountId: string, kind: AddressKind): Promise<void> {
      await db
        .delete(accountAddresses)
        .where(and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.kind, kind)));
    },

    async identities(accountId: string): Promise<IdentityProvider[]> {
      const rows = await db
        .select({ provider: accountIdentities.provider })
        .from(accountIdentities)
        .where(eq(accountIdentities.accountId, accountId));
      return rows.map((row) => row.provider);
    },

    async byIdentity(provider: IdentityProvider, subject: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select({ account: accounts })
        .from(accountIdentities)
        .innerJoin(accounts, eq(accounts.accountId, accountIdentities.accountId))
        .where(and(eq(accountIdentities.provider, provider), eq(accountIdentities.subject, subject)));
      return row?.account;
    },

    async linkIdentity(accountId: string, provider: IdentityProvider, subject: string, now: Date): Promise<void> {
      await db.insert(accountIdentities).values({ accountId, provider, subject, createdAt: now }).onConflictDoNothing();
    },

    /**
     * Gives the account the guest orders placed with its e-mail: confirming the
     * address proved it is the owner's, so their history is theirs to see.
     */
    async claimGuestOrders(accountId: string, email: string): Promise<number> {
      const claimed = await db
        .update(orders)
        .set({ accountId })
        .where(and(eq(orders.email, email), isNull(orders.accountId)))
        .returning({ orderId: orders.orderId });
      return claimed.length;
    },

    /** The account's orders, newest first, with how many items each holds. */
    async orderHistory(accountId: string, limit: number, offset: number) {
      const items = await db
        .select({
          orderId: orders.orderId,
          number: orders.number,
          status: orders.status,
          createdAt: orders.createdAt,
          grandTotal: orders.grandTotal,
          itemsCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.orderId})`,
        })
        .from(orders)
        .where(eq(orders.accountId, accountId))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId));
      return { items, total: total?.n ?? 0 };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
