import type { CheckedB2b, CheckedContact } from '@manufaktura/core';

import { b2bNoticeEmail, contactNoticeEmail, inquiryAcknowledgementEmail } from '../mail/templates/inquiry.ts';
import type { RunInTransaction } from '../repositories/index.ts';

export type Inquiry = { kind: 'contact'; value: CheckedContact } | { kind: 'b2b'; value: CheckedB2b };

export interface InquiryContext {
  transaction: RunInTransaction;
  now: Date;
  /** Where the shop reads its messages. */
  shopEmail: string;
}

/**
 * Keeps a checked contact or B2B message and, in the same transaction, queues
 * its two e-mails: the notice to the shop (with a short reference to quote)
 * and the acknowledgement to the sender.
 */
export async function receiveInquiry(ctx: InquiryContext, inquiry: Inquiry, sessionTokenHash: string | null) {
  const { kind, value } = inquiry;
  await ctx.transaction(async (repositories) => {
    const id = await repositories.inquiries.add({ kind, ...value, sessionTokenHash, createdAt: ctx.now });
    const reference = id.slice(0, 8).toUpperCase();
    const notice =
      inquiry.kind === 'contact'
        ? contactNoticeEmail(inquiry.value, reference)
        : b2bNoticeEmail(inquiry.value, reference);
    await repositories.outbox.enqueue(
      [
        { kind: `${kind}-notice`, to: ctx.shopEmail, reference: id, ...notice },
        { kind: `${kind}-acknowledgement`, to: value.email, reference: id, ...inquiryAcknowledgementEmail(kind) },
      ],
      ctx.now,
    );
  });
}
