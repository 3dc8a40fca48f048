import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A shopper's session. Only the SHA-256 of the token is kept, so a leaked
 * table cannot be replayed. Rows exist only for sessions that hold state.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt)],
);
