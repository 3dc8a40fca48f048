import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';

import { inState } from './coupons-admin.ts';
import { containsPattern } from './like.ts';
import { withTotal } from './paging.ts';

const { promotionProducts, promotions } = schema;

export type PromotionAdminRow = typeof promotions.$inferSelect;

/** What the back office writes of an automatic promotion. */
export type PromotionValues = Omit<PromotionAdminRow, 'promotionId'>;

/** A promotion with the products it names. */
export type PromotionAdminView = PromotionAdminRow & { productIds: string[] };

/** Automatic promotions as the staff keep them, switched off and ended ones too. */
export function createPromotionAdminRepository(db: Database) {
  /** The promotions' products, in `rows`' order. */
  async function withProducts(rows: PromotionAdminRow[]): Promise<PromotionAdminView[]> {
    if (rows.length === 0) return [];
    const named = await db
      .select()
      .from(promotionProducts)
      .where(
        inArray(
          promotionProducts.promotionId,
          rows.map((row) => row.promotionId),
        ),
      )
      .orderBy(asc(promotionProducts.productId));
    return rows.map((row) => ({
      ...row,
      productIds: named.filter((link) => link.promotionId === row.promotionId).map((link) => link.productId),
    }));
  }

  async function byId(promotionId: string): Promise<PromotionAdminView | undefined> {
    const [row] = await withProducts(await db.select().from(promotions).where(eq(promotions.promotionId, promotionId)));
    return row;
  }

  /** Names exactly `productIds` as the promotion's products. */
  async function setProducts(promotionId: string, productIds: string[]): Promise<void> {
    await db.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
    if (productIds.length > 0) {
      await db.insert(promotionProducts).values(productIds.map((productId) => ({ promotionId, productId })));
    }
  }

  return {
    byId,

    /** A page of the promotions in the top bar's order: by part of the name, running or ended. */
    async page(filter: { q?: string; state?: 'active' | 'expired'; now: Date; limit: number; offset: number }) {
      const where = and(
        filter.q ? ilike(promotions.name, containsPattern(filter.q)) : undefined,
        inState(promotions, filter.state, filter.now),
      );
      const { rows, total } = await withTotal(
        db
          .select()
          .from(promotions)
          .where(where)
          .orderBy(asc(promotions.position), asc(promotions.promotionId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(promotions).where(where),
      );
      return { rows: await withProducts(rows), total };
    },

    async lock(promotionId: string): Promise<PromotionAdminView | undefined> {
      const [row] = await withProducts(
        await db.select().from(promotions).where(eq(promotions.promotionId, promotionId)).for('update'),
      );
      return row;
    },

    async insert(values: PromotionValues, productIds: string[]): Promise<PromotionAdminView> {
      const [row] = await db.insert(promotions).values(values).returning();
      await setProducts(row!.promotionId, productIds);
      return (await byId(row!.promotionId))!;
    },

    async update(promotionId: string, values: PromotionValues, productIds: string[]): Promise<PromotionAdminView> {
      await db.update(promotions).set(values).where(eq(promotions.promotionId, promotionId));
      await setProducts(promotionId, productIds);
      return (await byId(promotionId))!;
    },
  };
}
