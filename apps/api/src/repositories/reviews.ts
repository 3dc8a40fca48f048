import type { OrderState } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, avg, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';

const { reviews } = schema;

/**
 * Whether the review's author has a delivered order of the product: null when the review names no
 * author (imported from the former reviews service), otherwise true or false.
 */
const deliveredToAuthor = sql<boolean | null>`case
  when reviews.account_id is null and reviews.author_email is null then null
  else exists (
    select 1 from orders join order_lines on order_lines.order_id = orders.order_id
    where order_lines.product_id = reviews.product_id
      and orders.status = ${'delivered' satisfies OrderState}
      and (orders.account_id = reviews.account_id or orders.email = reviews.author_email)
  ) end`;

const reviewColumns = { ...getTableColumns(reviews), deliveredToAuthor };

export type ReviewRow = typeof reviews.$inferSelect & { deliveredToAuthor: boolean | null };

export function createReviewRepository(db: Database) {
  const published = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.published, true));
  return {
    /** Average score (one decimal) and count of a product's published reviews; null without any. */
    async rating(productId: string): Promise<{ average: number; count: number } | null> {
      const [row] = await db
        .select({ average: avg(reviews.score), count: count() })
        .from(reviews)
        .where(published(productId));
      if (!row || row.count === 0 || row.average === null) return null;
      return { average: Math.round(Number(row.average) * 10) / 10, count: row.count };
    },

    /** A page of a product's published reviews, newest first. */
    async page(productId: string, limit: number, offset: number): Promise<ReviewRow[]> {
      return db
        .select(reviewColumns)
        .from(reviews)
        .where(published(productId))
        .orderBy(desc(reviews.createdAt))
        .limit(limit)
        .offset(offset);
    },

    async byId(reviewId: string): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .where(and(eq(reviews.reviewId, reviewId), eq(reviews.published, true)));
      return row;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
