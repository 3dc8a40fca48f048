import type { OrderState } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';

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
