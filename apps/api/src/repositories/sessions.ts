import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, eq, gt, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';

import { EMPTY_CART_IDLE_MS } from '../constants.ts';
import { preparedPerDatabase } from './prepared.ts';

const { sessions, carts, cartLines } = schema;

export type SessionRow = typeof sessions.$inferSelect;

/** Read on every request that names a session. */
const findStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_find'),
);

/**
 * `upsertLive`'s statement, on the app's handle (every cart's first change, and a slide once an
 * hour): the update takes the proposed row's times, so `now` and `expiresAt` are given once.
 */
const upsertLiveStatement = preparedPerDatabase((db) =>
  db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      createdAt: sql.placeholder('now'),
      lastSeenAt: sql.placeholder('now'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: sessions.tokenHash,
      set: { lastSeenAt: sql`excluded.last_seen_at`, expiresAt: sql`excluded.expires_at` },
      setWhere: gt(sessions.expiresAt, sql`excluded.last_seen_at`),
    })
    .returning()
    .prepare('session_upsert_live'),
);

export function createSessionRepository(db: Database) {
  return {
    /** The stored session, live or expired. */
    async find(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await findStatement(db).execute({ tokenHash });
      return row;
    },

    /**
     * Creates the session or slides a live one's expiry; concurrent first
     * writes end in one row. An expired row is never brought back: undefined.
     */
    async upsertLive(tokenHash: string, now: Date, expiresAt: Date): Promise<SessionRow | undefined> {
      const [row] = await upsertLiveStatement(db).execute({ tokenHash, now, expiresAt });
      return row;
    },

    /** Moves a live session, with its cart, to a new token hash; false when it is gone or expired. */
    async move(fromHash: string, toHash: string, now: Date, expiresAt: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.tokenHash, fromHash), gt(sessions.expiresAt, now)))
          .for('update');
        if (!old) return false;
        await tx.insert(sessions).values({
          tokenHash: toHash,
          createdAt: old.createdAt,
          lastSeenAt: now,
          expiresAt,
          accountId: old.accountId,
        });
        await tx.update(carts).set({ sessionTokenHash: toHash }).where(eq(carts.sessionTokenHash, fromHash));
        // Kept as expired until the purge: the old token then starts an empty session, never this one.
        await tx.update(sessions).set({ expiresAt: now }).where(eq(sessions.tokenHash, fromHash));
        return true;
      });
    },

    /** Signs the session in to an account, or (null) out of it. */
    async setAccount(tokenHash: string, accountId: string | null): Promise<void> {
      await db.update(sessions).set({ accountId }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends a session now: its token starts an empty session from here on. */
    async end(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt: now, accountId: null }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session signed in to the account but `keep` (after a password change or reset). */
    async endAllOf(accountId: string, now: Date, keep?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt: now, accountId: null })
        .where(and(eq(sessions.accountId, accountId), keep === undefined ? undefined : ne(sessions.tokenHash, keep)));
    },

    /**
     * Deletes expired sessions, then the open carts no live session holds (their
     * session expired, or a recovered cart replaced them) and the empty ones idle
     * for a day, and ordered carts older than `orderedCartMaxAgeMs` (the order
     * keeps its own copy of what was bought).
     */
    async purge(now: Date, orderedCartMaxAgeMs: number): Promise<{ sessions: number; carts: number }> {
      const expired = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ id: sessions.tokenHash });
      const emptyIdleSince = new Date(now.getTime() - EMPTY_CART_IDLE_MS);
      const orderedBefore = new Date(now.getTime() - orderedCartMaxAgeMs);
      const deleted = await db
        .delete(carts)
        .where(
          or(
            and(
              eq(carts.status, 'OPEN'),
              or(
                isNull(carts.sessionTokenHash),
                and(
                  lt(carts.updatedAt, emptyIdleSince),
                  notExists(
                    db
                      .select({ one: sql`1` })
                      .from(cartLines)
                      .where(eq(cartLines.cartId, carts.cartId)),
                  ),
                ),
              ),
            ),
            and(eq(carts.status, 'ORDERED'), lt(carts.updatedAt, orderedBefore)),
          ),
        )
        .returning({ id: carts.cartId });
      return { sessions: expired.length, carts: deleted.length };
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
