import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';

const { products, stockMovements } = schema;

/** What is on hand, and every movement that changes it (a trigger keeps the product's count). */
export function createStockRepository(db: Database) {
  async function record(
    quantities: ReadonlyMap<string, number>,
    type: 'SALE' | 'SALE_CANCELLED' | 'RETURN',
    sign: 1 | -1,
    reference: string,
    now: Date,
  ) {
    if (quantities.size === 0) return;
    await db.insert(stockMovements).values(
      [...quantities].map(([productId, quantity]) => ({
        productId,
        type,
        quantity: sign * quantity,
        reference,
        createdAt: now,
      })),
    );
  }

  return {
    /** Products on sale with `atMost` units or fewer on hand, the fewest first: what to make or order again. */
    async low(
      atMost: number,
      limit: number,
    ): Promise<{ productId: string; slug: string; name: string; stockOnHand: number }[]> {
      return db
        .select({
          productId: products.productId,
          slug: products.slug,
          name: products.name,
          stockOnHand: products.stockOnHand,
        })
        .from(products)
        .where(and(eq(products.published, true), lte(products.stockOnHand, atMost)))
        .orderBy(asc(products.stockOnHand), asc(products.name))
        .limit(limit);
    },

    /**
     * The products' stock, their rows locked for the rest of the transaction in one fixed order
     * (by id), so two orders taking the same products never deadlock.
     */
    async lockOnHand(productIds: string[]): Promise<{ productId: string; name: string; stockOnHand: number }[]> {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: products.productId, name: products.name, stockOnHand: products.stockOnHand })
        .from(products)
        .where(inArray(products.productId, productIds))
        .orderBy(asc(products.productId))
        .for('update');
    },

    /** Records what an order took, one SALE movement per product. */
    async recordSales(sold: ReadonlyMap<string, number>, reference: string, now: Date): Promise<void> {
      await record(sold, 'SALE', -1, reference, now);
    },

    /** Puts back what a cancelled order took, one SALE_CANCELLED movement per product. */
    async cancelSales(sold: ReadonlyMap<string, number>, reference: string, now: Date): Promise<void> {
      await record(sold, 'SALE_CANCELLED', 1, reference, now);
    },

    /** Puts back what a customer returned fit for sale, one RETURN movement per product. */
    async recordReturns(returned: ReadonlyMap<string, number>, reference: string, now: Date): Promise<void> {
      await record(returned, 'RETURN', 1, reference, now);
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
