import type { StaffRole } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, count, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';

const { staff, staffInvitations, staffSessions, auditLog } = schema;

export type StaffRow = typeof staff.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

/** What a change to a member of staff may set. */
export interface StaffChanges {
  name?: string;
  role?: StaffRole;
  disabledAt?: Date | null;
  passwordHash?: string;
  totpSecret?: string | null;
  totpLastStep?: number | null;
}

/** One audit row: who did what to which record, with the record before and after. */
export interface AuditEntry {
  staffId: string | null;
  staffEmail: string;
  at: Date;
  action: string;
  entity: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export function createStaffRepository(db: Database) {
  return {
    async byId(staffId: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.staffId, staffId));
      return row;
    },

    async byEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email));
      return row;
    },

    /** The member, locked until the transaction ends: the change that follows sees no other. */
    async lock(staffId: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.staffId, staffId)).for('update');
      return row;
    },

    async list(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
    },

    /** Waits for other changes to the staff to end: one at a time, until this transaction ends. */
    async serialiseChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('manufaktura.staff'))`);
    },

    /** Whether anyone but `exceptId` is an owner who can still sign in. */
    async anotherActiveOwner(exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'OWNER'), isNull(staff.disabledAt), ne(staff.staffId, exceptId)));
      return (row?.n ?? 0) > 0;
    },

    /** A new member without a password; undefined when the e-mail is taken. */
    async create(values: { email: string; name: string; role: StaffRole; now: Date }): Promise<StaffRow | undefined> {
      const [row] = await db
        .insert(staff)
        .values({
          email: values.email,
          name: values.name,
          role: values.role,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing({ target: staff.email })
        .returning();
      return row;
    },

    /** Applies `changes` when the member is still at `version`; undefined when someone changed them first. */
    async update(staffId: string, version: number, changes: StaffChanges, now: Date): Promise<StaffRow | undefined> {
      const [row] = await db
        .update(staff)
        .set({ ...changes, version: sql`${staff.version} + 1`, updatedAt: now })
        .where(and(eq(staff.staffId, staffId), eq(staff.version, version)))
        .returning();
      return row;
    },

    /**
     * Records that the code of time step `step` signed in; false when that step
     * (or a later one) was used already, by another request too: a code works once.
     */
    async claimTotpStep(staffId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.staffId, staffId), sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`))
        .returning({ staffId: staff.staffId });
      return rows.length > 0;
    },

    async addInvitation(staffId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      // A new invitation replaces the ones not used yet: only the newest link works.
      await db
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt)));
      await db.insert(staffInvitations).values({ tokenHash, staffId, createdAt: now, expiresAt });
    },

    /** Uses an invitation once: the member it invites, or undefined for a used, expired or unknown one. */
    async useInvitation(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffInvitations.tokenHash, tokenHash),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning({ staffId: staffInvitations.staffId });
      return row?.staffId;
    },

    async addSession(tokenHash: string, staffId: string, now: Date, expiresAt: Date): Promise<void> {
      await db.insert(staffSessions).values({ tokenHash, staffId, createdAt: now, lastSeenAt: now, expiresAt });
    },

    /**
     * The live session and its member, its last-seen time moved to now; undefined when the
     * session ended, idled longer than `idleMs`, or its member was disabled.
     */
    async touchSession(tokenHash: string, now: Date, idleMs: number): Promise<StaffRow | undefined> {
      const idleSince = new Date(now.getTime() - idleMs);
      const [session] = await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, idleSince),
          ),
        )
        .returning({ staffId: staffSessions.staffId });
      if (!session) return undefined;
      const [member] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.staffId, session.staffId), isNull(staff.disabledAt)));
      return member;
    },

    async endSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    /** Ends every session of a member (disabled, or a new password). */
    async endSessionsOf(staffId: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },

    async purgeSessions(now: Date): Promise<void> {
      await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
    },

    async audit(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
    },

    /** The audit log, newest first; `entity`/`entityId` narrow it to one record. */
    async auditPage(filter: { entity?: string; entityId?: string; limit: number; offset: number }) {
      const where = and(
        filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
        filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.auditId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
