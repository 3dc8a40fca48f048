import type { AdminInquiry, AdminInquirySummary } from '@manufaktura/contract';
import { B2B_VOLUMES, CONTACT_TOPICS } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { InquiryRow } from '../repositories/inquiries.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';

const nameIn = <T extends Record<string, string>>(names: T, key: string | null) =>
  key !== null && Object.hasOwn(names, key) ? names[key as keyof T]! : null;

export function toAdminInquirySummary(row: InquiryRow): AdminInquirySummary {
  return {
    id: row.inquiryId,
    kind: row.kind,
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic,
    topic_name: nameIn(CONTACT_TOPICS, row.topic),
    replied_at: row.repliedAt?.toISOString() ?? null,
    replied_by: row.repliedBy,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminInquiry(row: InquiryRow): AdminInquiry {
  return {
    ...toAdminInquirySummary(row),
    message: row.message,
    nip: row.nip,
    phone: row.phone,
    volume: row.volume,
    volume_name: nameIn(B2B_VOLUMES, row.volume),
  };
}

const audited = (row: InquiryRow) => ({
  replied_at: row.repliedAt?.toISOString() ?? null,
  replied_by: row.repliedBy,
});

/**
 * Marks a message answered by the member, now. Once only: a second member
 * (or a second click) learns who answered it (`inquiry.already.replied`).
 */
export async function markInquiryReplied(
  repositories: Repositories,
  inquiryId: string,
  ctx: ActorContext,
): Promise<InquiryRow> {
  const before = await repositories.inquiries.byId(inquiryId);
  if (!before) refuse({ code: 'inquiry.not.found' });
  const after = await repositories.inquiries.markReplied(inquiryId, ctx.actor.email, ctx.now);
  if (!after) {
    const answered = (await repositories.inquiries.byId(inquiryId))!;
    refuse({
      code: 'inquiry.already.replied',
      params: { repliedBy: answered.repliedBy, repliedAt: answered.repliedAt?.toISOString() },
    });
  }
  await auditChange(repositories, ctx, {
    action: 'inquiry.replied',
    entity: 'inquiry',
    entityId: inquiryId,
    before: audited(before),
    after: audited(after),
  });
  return after;
}
