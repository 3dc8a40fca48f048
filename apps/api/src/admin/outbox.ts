import type { AdminEmail } from '@manufaktura/contract';
import { emailKindPl, OUTBOX_STATE_NAMES_PL, outboxState } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { OutboxEmail } from '../repositories/outbox.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';

export function toAdminEmail(email: OutboxEmail): AdminEmail {
  const status = outboxState(email.status);
  return {
    id: email.emailId,
    kind: email.kind,
    kind_name: emailKindPl(email.kind),
    to: email.to,
    subject: email.subject,
    status,
    status_name: OUTBOX_STATE_NAMES_PL[status],
    attempts: email.attempts,
    last_error: email.lastError,
    next_attempt_at: email.nextAttemptAt.toISOString(),
    reference: email.reference,
    created_at: email.createdAt.toISOString(),
    sent_at: email.sentAt?.toISOString() ?? null,
  };
}

const audited = (email: OutboxEmail) => ({
  status: email.status,
  attempts: email.attempts,
  last_error: email.lastError,
});

/**
 * Sends a failed e-mail again: it goes back into the outbox, due now, with
 * its retries counted anew. Only a failed one: a waiting e-mail is on its
 * way, and a sent one is not sent twice (`outbox.email.not.failed`).
 */
export async function resendEmail(repositories: Repositories, emailId: string, ctx: ActorContext) {
  const before = await repositories.outbox.byId(emailId);
  if (!before) refuse({ code: 'outbox.email.not.found' });
  const after = await repositories.outbox.retry(emailId, ctx.now);
  if (!after) refuse({ code: 'outbox.email.not.failed', params: { status: before.status } });
  await auditChange(repositories, ctx, {
    action: 'email.resent',
    entity: 'email',
    entityId: emailId,
    before: audited(before),
    after: audited(after),
  });
  return after;
}
