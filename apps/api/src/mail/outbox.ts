import type { Database } from '@manufaktura/db';

import { OUTBOX_BATCH, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS } from '../constants.ts';
import type { Settling } from '../repositories/outbox.ts';
import { createOutboxRepository } from '../repositories/outbox.ts';
import type { SendMail } from './transport.ts';

/** Waits 1, 2, 4… minutes between attempts, an hour at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 60) * 60_000;
}

/**
 * Sends the e-mails that are due, one at a time: each is claimed in a short
 * statement, sent outside any transaction (a slow or silent mail server
 * holds no lock and no connection; on PGlite it would otherwise stop every
 * query), then marked sent, or put back with a later attempt time.
 */
export async function deliverDueEmails(db: Database, send: SendMail, from: string, now: Date): Promise<number> {
  const outbox = createOutboxRepository(db);
  let sent = 0;
  // How the last attempt ended, recorded by the next claim's statement (or alone at the end).
  let settling: Settling | undefined;
  for (let i = 0; i < OUTBOX_BATCH; i += 1) {
    const email = await outbox.claimNext(now, OUTBOX_LEASE_MS, settling);
    settling = undefined;
    if (!email) break;
    try {
      await send({
        from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: await outbox.attachmentsOf(email),
      });
    } catch (error) {
      settling = {
        email,
        outcome: {
          status: email.attempts >= OUTBOX_MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        },
      };
      continue;
    }
    settling = { email, outcome: { status: 'SENT', sentAt: now } };
    sent += 1;
  }
  if (settling) await outbox.settle(settling);
  return sent;
}
