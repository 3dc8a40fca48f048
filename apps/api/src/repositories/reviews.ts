import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, avg, count, desc, eq } from 'drizzle-orm';

const { reviews } = schema;

export type ReviewRow = typeof reviews.$inferSelect;

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
        .select()
        .from(reviews)
        .where(published(productId))
        .orderBy(desc(reviews.createdAt))
        .limit(limit)
        .offset(offset);
    },

    async byId(reviewId: string): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.reviewId, reviewId), eq(reviews.published, true)));
      return row;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
