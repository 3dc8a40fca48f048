import type { StockMovementReason, StockMovementType } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { recordPriceSchedule, schema } from '@manufaktura/db';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';

import { containsPattern } from './like.ts';

const { products, stockMovements } = schema;

export type ProductRow = typeof products.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;

/** What the back office may change of a product's price and presence. */
export interface ProductPriceChanges {
  nonSalePrice: number;
  salePrice: number | null;
  salePriceStart: Date | null;
  salePriceEnd: Date | null;
  published: boolean;
}

/** The catalogue as the staff keep it: products' prices, sale windows, presence and stock movements. */
export function createCatalogAdminRepository(db: Database) {
  return {
    async page(filter: { q?: string; limit: number; offset: number }) {
      const pattern = filter.q ? containsPattern(filter.q) : undefined;
      const where = pattern ? or(ilike(products.name, pattern), ilike(products.slug, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.position), asc(products.name))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many of `ids` are products of the shop. */
    async productsFound(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(products).where(inArray(products.productId, ids));
      return row?.n ?? 0;
    },

    async byId(productId: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.productId, productId));
      return row;
    },

    async lock(productId: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.productId, productId)).for('update');
      return row;
    },

    /** Sets the prices and presence; a new price schedule goes into the price history from `now`. */
    async setPrices(productId: string, changes: ProductPriceChanges, scheduleChanged: boolean, now: Date) {
      await db
        .update(products)
        .set({ ...changes, updatedAt: now })
        .where(eq(products.productId, productId));
      if (scheduleChanged) await recordPriceSchedule(db, productId, changes, now);
      return (await this.byId(productId))!;
    },

    /**
     * Records a stock movement (a trigger adds it to the stock on hand). False when it
     * would take the stock below zero: the database refuses it, and nothing is written.
     */
    async move(
      productId: string,
      movement: { type: StockMovementType; quantity: number; reason: StockMovementReason | null; note: string },
      now: Date,
    ): Promise<boolean> {
      const [product] = await db
        .select({ stock: products.stockOnHand })
        .from(products)
        .where(eq(products.productId, productId))
        .for('update');
      if (!product || product.stock + movement.quantity < 0) return false;
      await db.insert(stockMovements).values({ productId, ...movement, createdAt: now });
      return true;
    },

    async movements(productId: string, limit: number): Promise<StockMovementRow[]> {
      return db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.productId, productId)))
        .orderBy(desc(stockMovements.createdAt))
        .limit(limit);
    },
  };
}
