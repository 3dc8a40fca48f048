import type { Database } from '@manufaktura/db';

import { OUTBOX_BATCH, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_PARALLEL_SENDS } from '../constants.ts';
import type { OutboxEmail, Settling } from '../repositories/outbox.ts';
import { createOutboxRepository, sentAttachments } from '../repositories/outbox.ts';
import type { SendMail } from './transport.ts';

/** Waits 1, 2, 4… minutes between attempts, an hour at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 60) * 60_000;
}

/** What one look at the outbox did: e-mails claimed (a full batch means more may be due) and sent. */
export interface Delivery {
  claimed: number;
  sent: number;
}

/** Runs `work` on every item, at most `limit` at a time, and answers its results in the items' order. */
async function eachAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Sends a batch of the e-mails that are due: they are claimed in one short
 * statement, sent outside any transaction (a slow or silent mail server holds
 * no lock and no connection; on PGlite it would otherwise stop every query),
 * a few at a time, then settled together in one statement: marked sent, or
 * put back with a later attempt time.
 */
export async function deliverDueEmails(db: Database, send: SendMail, from: string, now: Date): Promise<Delivery> {
  const outbox = createOutboxRepository(db);
  const emails = await outbox.claimDue(now, OUTBOX_LEASE_MS, OUTBOX_BATCH);
  if (emails.length === 0) return { claimed: 0, sent: 0 };
  const texts = await outbox.documentsOf(emails);
  const attempt = async (email: OutboxEmail): Promise<Settling> => {
    try {
      const attachments = sentAttachments(email, texts);
      await send({ from, to: email.to, subject: email.subject, html: email.html, text: email.text, attachments });
    } catch (error) {
      return {
        email,
        outcome: {
          status: email.attempts >= OUTBOX_MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        },
      };
    }
    return { email, outcome: { status: 'SENT', sentAt: now } };
  };
  const settlings = await eachAtMost(emails, OUTBOX_PARALLEL_SENDS, attempt);
  await outbox.settle(settlings);
  return { claimed: emails.length, sent: settlings.filter(({ outcome }) => outcome.status === 'SENT').length };
}
