import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a message to the shop is: a contact form message or a B2B cooperation inquiry. */
export type InquiryKind = 'contact' | 'b2b';

/**
 * A message sent through the contact or the B2B form, kept so the shop can
 * answer it even if the e-mail about it goes astray. B2B-only columns are
 * null for contact messages and the other way round.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    inquiryId: uuid().primaryKey().defaultRandom(),
    kind: text().$type<InquiryKind>().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    /** Contact form: what the message is about (order, products, returns, other). */
    topic: text(),
    message: text().notNull(),
    /** B2B: the company, its NIP (10 digits), a 9-digit phone and the expected monthly volume. */
    company: text(),
    nip: text(),
    phone: text(),
    volume: text(),
    /** SHA-256 of the sender's session token, to see repeated messages from one visitor. */
    sessionTokenHash: text(),
    /** When a member of staff marked the message answered, and who (their e-mail, kept when they leave). */
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.kind, t.createdAt)],
);
