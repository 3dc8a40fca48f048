import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { accounts } from './accounts.ts';

/**
 * A shopper's session. Only the SHA-256 of the token is kept, so a leaked
 * table cannot be replayed. Rows exist only for sessions that hold state
 * (a cart, a signed-in account).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The account signed in with this session; null for a guest. */
    accountId: uuid().references(() => accounts.accountId, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt), index().on(t.accountId)],
);
