import type { OutboxState } from '@manufaktura/core';
import { OUTBOX_STATUSES_OF } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { EmailAttachment, EmailStatus } from '@manufaktura/db/schema';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

import { fromJson, fromJsonRow, jsonRow } from './json-rows.ts';
import { containsPattern } from './like.ts';
import { withTotal } from './paging.ts';
import { preparedStatement } from './prepared.ts';

const { outboxEmails } = schema;

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  reference?: string;
}

export type OutboxEmail = typeof outboxEmails.$inferSelect;

/** How an attempt to send `email` ended: sent, or to be tried again later (or never), with the error. */
export interface Settling {
  email: OutboxEmail;
  outcome: { status: EmailStatus; sentAt?: Date; nextAttemptAt?: Date; lastError?: string };
}

/** `enqueue`'s statement: the e-mails are one JSON value, so the text is the same for any number of them. */
const enqueueStatement = preparedStatement(
  'outbox_enqueue',
  sql`insert into ${outboxEmails} (kind, "to", subject, html, "text", attachments, reference, next_attempt_at,
      created_at)
    select email.kind, email."to", email.subject, email.html, email."text", email.attachments, email.reference,
      ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
    from json_to_recordset(${sql.placeholder('emails')}::json) as email(kind text, "to" text, subject text,
      html text, "text" text, attachments jsonb, reference text)`,
);

/**
 * `settle`'s update, as a statement's part: the outcome's fields that are given, if the e-mail is
 * still this sender's (its lease unchanged).
 */
const settleUpdate = sql`update ${outboxEmails} set status = ${sql.placeholder('status')}::text,
    sent_at = coalesce(${sql.placeholder('sentAt')}::timestamptz, sent_at),
    next_attempt_at = coalesce(${sql.placeholder('nextAttemptAt')}::timestamptz, next_attempt_at),
    last_error = coalesce(${sql.placeholder('lastError')}::text, last_error)
  where email_id = ${sql.placeholder('emailId')}::uuid and status = 'SENDING'
    and next_attempt_at = ${sql.placeholder('leaseEnd')}::timestamptz`;
const settleStatement = preparedStatement('outbox_settle', settleUpdate);

/**
 * `claimNext`'s statement: it settles the previous attempt first when there is one (an e-mail id
 * of null settles none), then claims the next due e-mail.
 */
const claimStatement = preparedStatement<{ email: unknown }>(
  'outbox_settle_and_claim',
  sql`with settled as (${settleUpdate} returning 1),
    due as (
      select email_id from ${outboxEmails}
      where status in ('PENDING', 'SENDING') and next_attempt_at <= ${sql.placeholder('now')}::timestamptz
      order by next_attempt_at limit 1
      for update skip locked
    )
    update ${outboxEmails} set status = 'SENDING',
      next_attempt_at = ${sql.placeholder('leaseUntil')}::timestamptz, attempts = attempts + 1
    where email_id in (select email_id from due)
    returning ${jsonRow(outboxEmails)} as email`,
);

/** A settling's values for the statements above; none settles nothing. */
const settlingValues = (settling?: Settling) => ({
  emailId: settling?.email.emailId ?? null,
  leaseEnd: settling?.email.nextAttemptAt.toISOString() ?? null,
  status: settling?.outcome.status ?? null,
  sentAt: settling?.outcome.sentAt?.toISOString() ?? null,
  nextAttemptAt: settling?.outcome.nextAttemptAt?.toISOString() ?? null,
  lastError: settling?.outcome.lastError ?? null,
});

/** The e-mails waiting to leave the shop, written in the transaction that decided to send them. */
export function createOutboxRepository(db: Database) {
  return {
    /** Queues e-mails, due at `now`: they are sent only if the caller's transaction commits. */
    async enqueue(emails: OutgoingEmail[], now: Date): Promise<void> {
      if (emails.length === 0) return;
      // No attachments is the column's default, an empty list.
      const rows = emails.map((email) => ({ ...email, attachments: email.attachments ?? [] }));
      await enqueueStatement(db, { emails: JSON.stringify(rows), now: now.toISOString() });
    },

    /**
     * Claims the next due e-mail in one statement: a pending one whose time has
     * come, or one whose sender's lease ran out. SKIP LOCKED lets several
     * instances claim side by side, each a different e-mail; the attempt is
     * counted at the claim, so a message that kills its sender is not tried for ever.
     * With `settling`, the same statement first records how the previous attempt ended
     * (as `settle` does): one round trip per e-mail sent instead of two.
     */
    async claimNext(now: Date, leaseMs: number, settling?: Settling): Promise<OutboxEmail | undefined> {
      const [row] = await claimStatement(db, {
        ...settlingValues(settling),
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      });
      return row && fromJsonRow<OutboxEmail>(outboxEmails, fromJson(row.email));
    },

    /** Records how an attempt ended, if the e-mail is still this sender's (its lease unchanged). */
    async settle(settling: Settling): Promise<void> {
      await settleStatement(db, settlingValues(settling));
    },

    /** A page of e-mails for the back office, newest first: in a state, or by part of the recipient. */
    async page(filter: { status?: OutboxState; q?: string; limit: number; offset: number }) {
      const where = and(
        filter.status ? inArray(outboxEmails.status, OUTBOX_STATUSES_OF[filter.status] as EmailStatus[]) : undefined,
        filter.q ? ilike(outboxEmails.to, containsPattern(filter.q)) : undefined,
      );
      return withTotal(
        db
          .select()
          .from(outboxEmails)
          .where(where)
          .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.emailId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(outboxEmails).where(where),
      );
    },

    async byId(emailId: string): Promise<OutboxEmail | undefined> {
      const [email] = await db.select().from(outboxEmails).where(eq(outboxEmails.emailId, emailId));
      return email;
    },

    /**
     * Puts a failed e-mail back to be sent at `now` with its attempts counted
     * anew; undefined when it is not (or no longer) failed.
     */
    async retry(emailId: string, now: Date): Promise<OutboxEmail | undefined> {
      const [email] = await db
        .update(outboxEmails)
        .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, lastError: null })
        .where(and(eq(outboxEmails.emailId, emailId), eq(outboxEmails.status, 'FAILED')))
        .returning();
      return email;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
