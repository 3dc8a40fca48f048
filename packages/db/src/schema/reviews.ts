import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { accounts } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * A customer's review of a product, kept by the shop itself. Its author is an
 * account or an e-mail address when the shop knows them; the review is then
 * marked as a verified buyer's only while that author has a delivered order of
 * the product. `userType` is what the former reviews service said of a review
 * imported from it without an author (AnonymousUser or VerifiedBuyer).
 * A review the staff have not looked at yet is unpublished with no
 * `moderatedAt`: it waits for moderation; once published or hidden in the
 * back office, `moderatedAt` says when.
 */
export const reviews = pgTable(
  'reviews',
  {
    reviewId: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    reviewerDisplayName: text().notNull(),
    title: text().notNull().default(''),
    content: text().notNull(),
    score: integer().notNull(),
    userType: text().notNull().default('AnonymousUser'),
    accountId: uuid().references(() => accounts.accountId, { onDelete: 'set null' }),
    /** Lower-cased, as orders keep it. */
    authorEmail: text(),
    published: boolean().notNull().default(true),
    moderatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reviews_score_range', sql`${t.score} between 1 and 5`), index().on(t.productId, t.createdAt)],
);
