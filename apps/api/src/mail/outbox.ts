import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { EmailAttachment } from '@manufaktura/db/schema';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

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
 * Sends the e-mails that are due. Each is claimed with SKIP LOCKED, so
 * several API instances never send one twice; a failure is recorded and
 * retried later.
 */
export async function deliverDueEmails(db: Database, send: SendMail, from: string, now: Date): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCH; i += 1) {
    const delivered = await db.transaction(async (tx) => {
      const [email] = await tx
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.status, 'PENDING'), lte(outboxEmails.nextAttemptAt, now)))
        .orderBy(asc(outboxEmails.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!email) return undefined;
      try {
        await send({
          from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          attachments: email.attachments,
        });
        await tx
          .update(outboxEmails)
          .set({ status: 'SENT', sentAt: now, attempts: sql`${outboxEmails.attempts} + 1` })
          .where(eq(outboxEmails.emailId, email.emailId));
        return true;
      } catch (error) {
        const attempts = email.attempts + 1;
        await tx
          .update(outboxEmails)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          })
          .where(eq(outboxEmails.emailId, email.emailId));
        return false;
      }
    });
    if (delivered === undefined) break;
    if (delivered) sent += 1;
  }
  return sent;
}
