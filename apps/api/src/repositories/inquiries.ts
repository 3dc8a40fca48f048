import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';

const { inquiries } = schema;

export type NewInquiry = typeof inquiries.$inferInsert;

/** Messages from the contact and B2B forms; works on a transaction, so the e-mails go with the row. */
export function createInquiryRepository(db: Database) {
  return {
    async add(inquiry: NewInquiry): Promise<string> {
      const [row] = await db.insert(inquiries).values(inquiry).returning({ id: inquiries.inquiryId });
      return row!.id;
    },
  };
}
