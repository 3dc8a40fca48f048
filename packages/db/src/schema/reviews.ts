import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { products } from './catalog.ts';

/**
 * A customer's review of a product, kept by the shop itself. `userType` says
 * who wrote it: AnonymousUser, or a customer the shop knows (VerifiedBuyer).
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
    published: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reviews_score_range', sql`${t.score} between 1 and 5`), index().on(t.productId, t.createdAt)],
);
