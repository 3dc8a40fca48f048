import type { InquiryReplyState } from '@manufaktura/contract';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { InquiryKind } from '@manufaktura/db/schema';
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';

import { containsPattern } from './like.ts';
import { withTotal } from './paging.ts';

const { inquiries } = schema;

export type NewInquiry = typeof inquiries.$inferInsert;
export type InquiryRow = typeof inquiries.$inferSelect;

export interface InquiryFilter {
  kind?: InquiryKind;
  status?: InquiryReplyState;
  q?: string;
  limit: number;
  offset: number;
}

/** Messages from the contact and B2B forms; works on a transaction, so the e-mails go with the row. */
export function createInquiryRepository(db: Database) {
  return {
    async add(inquiry: NewInquiry): Promise<string> {
      const [row] = await db.insert(inquiries).values(inquiry).returning({ id: inquiries.inquiryId });
      return row!.id;
    },

    /** A page of messages, newest first: of a kind, answered or not, or by part of the name, e-mail or company. */
    async page(filter: InquiryFilter) {
      const pattern = filter.q ? containsPattern(filter.q) : undefined;
      const where = and(
        filter.kind ? eq(inquiries.kind, filter.kind) : undefined,
        filter.status === undefined
          ? undefined
          : filter.status === 'replied'
            ? isNotNull(inquiries.repliedAt)
            : isNull(inquiries.repliedAt),
        pattern
          ? or(ilike(inquiries.name, pattern), ilike(inquiries.email, pattern), ilike(inquiries.company, pattern))
          : undefined,
      );
      return withTotal(
        db
          .select()
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.inquiryId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(inquiries).where(where),
      );
    },

    async byId(inquiryId: string): Promise<InquiryRow | undefined> {
      const [row] = await db.select().from(inquiries).where(eq(inquiries.inquiryId, inquiryId));
      return row;
    },

    /** Marks a message answered by `by`, unless someone did already; its row then, or undefined. */
    async markReplied(inquiryId: string, by: string, now: Date): Promise<InquiryRow | undefined> {
      const [row] = await db
        .update(inquiries)
        .set({ repliedAt: now, repliedBy: by })
        .where(and(eq(inquiries.inquiryId, inquiryId), isNull(inquiries.repliedAt)))
        .returning();
      return row;
    },
  };
}
