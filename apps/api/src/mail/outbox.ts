import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { EmailAttachment } from '@manufaktura/db/schema';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';

import type { SendMail } from './transport.ts';

const { outboxEmails } = schema;

/** After this many failed attempts an e-mail is given up on (and stays visible as FAILED). */
const MAX_ATTEMPTS = 8;
const BATCH = 20;

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  reference?: string;
}

/** Queues e-mails, due at `now`, in the caller's transaction: they are sent only if it commits. */
export async function enqueueEmails(db: Database, emails: OutgoingEmail[], now: Date): Promise<void> {
  if (emails.length > 0) {
    await db.insert(outboxEmails).values(emails.map((email) => ({ ...email, nextAttemptAt: now, createdAt: now })));
  }
}

/** Waits 1, 2, 4… minutes between attempts, an hour at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 60) * 60_000;
}

/**
 * How long a claimed e-mail is the claimer's to send: far longer than the
 * SMTP timeouts allow one attempt to take. An instance that dies mid-send
 * leaves the e-mail to be claimed again once its lease is over.
 */
export const LEASE_MS = 5 * 60_000;

type Claimed = typeof outboxEmails.$inferSelect;

/**
 * Claims the next due e-mail in one statement: a pending one whose time has
 * come, or one whose sender's lease ran out. SKIP LOCKED lets several
 * instances claim side by side, each a different e-mail; the attempt is
 * counted at the claim, so a message that kills its sender is not tried for ever.
 */
async function claimNext(db: Database, now: Date): Promise<Claimed | undefined> {
  const due = db
    .select({ emailId: outboxEmails.emailId })
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.status, ['PENDING', 'SENDING']), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(asc(outboxEmails.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [email] = await db
    .update(outboxEmails)
    .set({
      status: 'SENDING',
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${outboxEmails.attempts} + 1`,
    })
    .where(inArray(outboxEmails.emailId, due))
    .returning();
  return email;
}

/** Records how an attempt ended, if the e-mail is still this sender's (its lease unchanged). */
async function settle(db: Database, email: Claimed, outcome: Partial<typeof outboxEmails.$inferInsert>): Promise<void> {
  await db
    .update(outboxEmails)
    .set(outcome)
    .where(
      and(
        eq(outboxEmails.emailId, email.emailId),
        eq(outboxEmails.status, 'SENDING'),
        eq(outboxEmails.nextAttemptAt, email.nextAttemptAt),
      ),
    );
}

/**
 * Sends the e-mails that are due, one at a time: each is claimed in a short
 * statement, sent outside any transaction (a slow or silent mail server
 * holds no lock and no connection; on PGlite it would otherwise stop every
 * query), then marked sent, or put back with a later attempt time.
 */
export async function deliverDueEmails(db: Database, send: SendMail, from: string, now: Date): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCH; i += 1) {
    const email = await claimNext(db, now);
    if (!email) break;
    try {
      await send({
        from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments,
      });
    } catch (error) {
      await settle(db, email, {
        status: email.attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
      continue;
    }
    await settle(db, email, { status: 'SENT', sentAt: now });
    sent += 1;
  }
  return sent;
}
