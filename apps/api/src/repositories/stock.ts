import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

import { preparedStatement } from './prepared.ts';

const { products, stockMovements } = schema;

/**
 * `take`'s statement. The lock comes first and sorted (LockRows above the sort), and on
 * PostgreSQL a row another order changed meanwhile is locked as that order left it, so the check
 * sees the stock as it is once the row is ours. The lock is an update's that leaves the key alone
 * (`for no key update`): orders of a product still wait for each other, while a shopper putting it
 * in a cart (whose line's reference to it takes a key-share lock) does not wait for the order to commit.
 */
const takeStatement = preparedStatement<{ short: string[] }>(
  'stock_take',
  sql`with wanted as materialized (
      select product_id, quantity
      from jsonb_to_recordset(${sql.placeholder('wanted')}::jsonb) as w(product_id uuid, quantity integer)
    ), locked as materialized (
      select ${products.productId} as product_id, ${products.name} as name, ${products.stockOnHand} as on_hand
      from ${products}
      where ${products.productId} in (select product_id from wanted)
      order by ${products.productId}
      for no key update of ${products}
    ), short as materialized (
      select locked.product_id, locked.name
      from locked join wanted on wanted.product_id = locked.product_id
      where locked.on_hand < wanted.quantity
    ), taken as (
      insert into ${stockMovements} (product_id, type, quantity, reference, created_at)
      select wanted.product_id, 'SALE', -wanted.quantity, ${sql.placeholder('reference')}, ${sql.placeholder('now')}::timestamptz
      from wanted
      where (select count(*) from locked) > 0 and not exists (select from short)
      order by wanted.product_id
    )
    select coalesce((select json_agg(name order by product_id) from short), '[]'::json) as short`,
);

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
     * Takes what an order wants in one statement: the products' rows locked in one fixed order (by
     * id, so two orders taking the same products never deadlock), their stock checked against the
     * locked rows, and one SALE movement per product written only if every product has enough (the
     * database's non-negative check stays the last guard). Answers the names of the products short
     * of stock, the fewest ids first; when any is short nothing is written.
     */
    async take(wanted: ReadonlyMap<string, number>, reference: string, now: Date): Promise<{ short: string[] }> {
      if (wanted.size === 0) return { short: [] };
      const [row] = await takeStatement(db, {
        wanted: JSON.stringify([...wanted].map(([productId, quantity]) => ({ product_id: productId, quantity }))),
        reference,
        now: now.toISOString(),
      });
      return { short: row!.short };
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
