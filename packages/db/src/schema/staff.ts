import type { StaffRole } from '@manufaktura/core';
import { STAFF_ROLES } from '@manufaktura/core';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A member of the shop's staff: someone who signs in to the back office.
 * Apart from shoppers' accounts, with their own sessions. Invited by an
 * owner (or, the first owner, by `npm run admin:create-owner`): there is no
 * password until the invitation is accepted. `version` goes up with every
 * change, so two owners editing one person cannot overwrite each other.
 */
export const staff = pgTable(
  'staff',
  {
    staffId: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    name: text().notNull().default(''),
    role: text().$type<StaffRole>().notNull(),
    /** argon2id, in its PHC string form; null until the invitation is accepted. */
    passwordHash: text(),
    /** The second factor's secret (base32); null: signs in with the password alone. */
    totpSecret: text(),
    /** The last time step whose code signed in, so a code works once. */
    totpLastStep: integer(),
    /** Set when an owner took the access away; such a member cannot sign in. */
    disabledAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('staff_role_known', sql.raw(`role in (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/** An invitation link to the back office: only its SHA-256 is kept, and it works once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text().primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staff.staffId, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * A signed-in back-office session: short (an idle limit and an absolute
 * one), stored hashed, ended at sign-out and when the member is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text().primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staff.staffId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.staffId), index().on(t.expiresAt)],
);

/**
 * Who changed what in the back office, and when: one row per change, written
 * in the change's transaction, with the record before and after. The member's
 * e-mail is kept beside the id, so the log still reads after they leave.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial({ mode: 'number' }).primaryKey(),
    staffId: uuid().references(() => staff.staffId, { onDelete: 'set null' }),
    staffEmail: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What was done, e.g. `staff.invite`, `staff.update`, `session.sign_in`. */
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index().on(t.entity, t.entityId), index().on(t.at)],
);
