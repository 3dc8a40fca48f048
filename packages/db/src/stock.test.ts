import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client.ts';
import { products, stockMovements } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

describe('stock movements', () => {
  let database: DatabaseHandle;
  let productId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db
      .insert(products)
      .values({ slug: 'krem', name: 'Krem', nonSalePrice: 5000 })
      .returning({ productId: products.productId });
    productId = row!.productId;
  });
  afterAll(() => database.close());

  const onHand = async () =>
    (await database.db.select({ n: products.stockOnHand }).from(products).where(eq(products.productId, productId)))[0]!
      .n;

  it('keeps stock on hand equal to the sum of the movements', async () => {
    await database.db.insert(stockMovements).values({ productId, type: 'NEW_STOCK', quantity: 10 });
    await database.db.insert(stockMovements).values({ productId, type: 'SALE', quantity: -3, reference: 'zam-1' });
    await database.db.insert(stockMovements).values({ productId, type: 'DAMAGE', reason: 'DAMAGE', quantity: -1 });
    expect(await onHand()).toBe(6);
  });

  it('refuses a movement that would take stock below zero, and changes nothing', async () => {
    await expect(
      database.db.insert(stockMovements).values({ productId, type: 'SALE', quantity: -7 }),
    ).rejects.toThrow();
    expect(await onHand()).toBe(6);
    expect(await database.db.$count(stockMovements, eq(stockMovements.productId, productId))).toBe(3);
  });

  it('takes a customer’s return back on stock, and refuses a movement of a type it does not know', async () => {
    await database.db.insert(stockMovements).values({ productId, type: 'RETURN', quantity: 2, reference: 'zam-1' });
    expect(await onHand()).toBe(8);
    await database.db.insert(stockMovements).values({ productId, type: 'SALE', quantity: -2, reference: 'zam-2' });
    await expect(
      database.db.execute(
        sql`insert into stock_movements (product_id, type, quantity) values (${productId}, 'ZGUBIONE', 1)`,
      ),
    ).rejects.toThrow();
    expect(await onHand()).toBe(6);
  });

  it('keeps movements as a ledger: no edits, no deletions', async () => {
    await expect(database.db.update(stockMovements).set({ quantity: 100 })).rejects.toThrow();
    await expect(database.db.delete(stockMovements)).rejects.toThrow();
    expect(await onHand()).toBe(6);
  });

  it('never lets any sequence of movements leave stock negative or out of step with the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -20, max: 20 }).filter((q) => q !== 0),
          { maxLength: 12 },
        ),
        async (moves) => {
          for (const quantity of moves) {
            await database.db
              .insert(stockMovements)
              .values({ productId, type: quantity > 0 ? 'NEW_STOCK' : 'SALE', quantity })
              .catch(() => undefined);
          }
          const ledger = await database.db
            .select({ quantity: stockMovements.quantity })
            .from(stockMovements)
            .where(eq(stockMovements.productId, productId));
          const sum = ledger.reduce((total, row) => total + row.quantity, 0);
          const stock = await onHand();
          expect(stock).toBe(sum);
          expect(stock).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 15 },
    );
  });
});
