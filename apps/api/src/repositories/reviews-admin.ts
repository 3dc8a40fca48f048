import type { ReviewState } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, count, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';

import { withTotal } from './paging.ts';

const { reviews, products } = schema;

const columns = { ...getTableColumns(reviews), productSlug: products.slug, productName: products.name };

export type AdminReviewRow = typeof reviews.$inferSelect & { productSlug: string; productName: string };

/** The SQL of core's `reviewState`: which reviews are in a state. */
function inState(state: ReviewState) {
  if (state === 'published') return eq(reviews.published, true);
  return and(
    eq(reviews.published, false),
    state === 'waiting' ? isNull(reviews.moderatedAt) : isNotNull(reviews.moderatedAt),
  );
}

/** Reviews as the staff moderate them, with the product each is about. */
export function createReviewAdminRepository(db: Database) {
  const select = () => db.select(columns).from(reviews).innerJoin(products, eq(products.productId, reviews.productId));
  return {
    /** A page of reviews in a state (all without one), newest first. */
    async page(filter: { status?: ReviewState; limit: number; offset: number }) {
      const where = filter.status ? inState(filter.status) : undefined;
      return withTotal(
        select()
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.reviewId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(reviews).where(where),
      );
    },

    async byId(reviewId: string): Promise<AdminReviewRow | undefined> {
      const [row] = await select().where(eq(reviews.reviewId, reviewId));
      return row;
    },

    async lock(reviewId: string): Promise<AdminReviewRow | undefined> {
      const [row] = await select().where(eq(reviews.reviewId, reviewId)).for('update', { of: reviews });
      return row;
    },

    /** Publishes or hides a review, noting when it was decided. */
    async moderate(reviewId: string, published: boolean, now: Date): Promise<AdminReviewRow> {
      await db.update(reviews).set({ published, moderatedAt: now }).where(eq(reviews.reviewId, reviewId));
      return (await this.byId(reviewId))!;
    },
  };
}
