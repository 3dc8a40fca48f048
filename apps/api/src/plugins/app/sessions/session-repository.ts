import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, eq, gt, lt } from 'drizzle-orm';

const { sessions } = schema;

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionRepository(db: Database) {
  return {
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
    },

    /** Creates the session or slides its expiry; concurrent first writes end in one row. */
    async upsert(tokenHash: string, now: Date, expiresAt: Date): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({ tokenHash, createdAt: now, lastSeenAt: now, expiresAt })
        .onConflictDoUpdate({ target: sessions.tokenHash, set: { lastSeenAt: now, expiresAt } })
        .returning();
      return row!;
    },

    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning();
      return deleted.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
