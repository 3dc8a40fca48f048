import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client.ts';
import { recordPriceSchedule, schedulePeriods } from './price-history.ts';
import { priceHistory, products } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

describe('schedulePeriods', () => {
  const regular = { nonSalePrice: 5000, salePrice: null, salePriceStart: null, salePriceEnd: null };

  it('keeps the regular price open when there is no sale', () => {
    expect(schedulePeriods(regular, day(1))).toEqual([
      { price: 5000, isPromo: false, validFrom: day(1), validTo: null },
    ]);
  });

  it('breaks the regular price with a sale window ahead', () => {
    const schedule = { ...regular, salePrice: 4000, salePriceStart: day(5), salePriceEnd: day(10) };
    expect(schedulePeriods(schedule, day(1))).toEqual([
      { price: 5000, isPromo: false, validFrom: day(1), validTo: day(5) },
      { price: 4000, isPromo: true, validFrom: day(5), validTo: day(10) },
      { price: 5000, isPromo: false, validFrom: day(10), validTo: null },
    ]);
  });

  it('starts inside a running sale, and ignores one already over', () => {
    const schedule = { ...regular, salePrice: 4000, salePriceStart: day(1), salePriceEnd: day(10) };
    expect(schedulePeriods(schedule, day(3))[0]).toEqual({
      price: 4000,
      isPromo: true,
      validFrom: day(3),
      validTo: day(10),
    });
    expect(schedulePeriods(schedule, day(12))).toEqual([
      { price: 5000, isPromo: false, validFrom: day(12), validTo: null },
    ]);
  });
});

describe('recordPriceSchedule', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps the past, closes the period in force and replaces the planned ones', async () => {
    const [row] = await database.db
      .insert(products)
      .values({ slug: 'serum', name: 'Serum', nonSalePrice: 8000 })
      .returning({ productId: products.productId });
    const productId = row!.productId;
    await recordPriceSchedule(
      database.db,
      productId,
      { nonSalePrice: 8000, salePrice: 6000, salePriceStart: day(10), salePriceEnd: day(20) },
      day(1),
    );
    // On the 5th the shop changes its mind: a new regular price, and the planned sale is dropped.
    await recordPriceSchedule(
      database.db,
      productId,
      { nonSalePrice: 7500, salePrice: null, salePriceStart: null, salePriceEnd: null },
      day(5),
    );
    const rows = await database.db
      .select({ price: priceHistory.price, validFrom: priceHistory.validFrom, validTo: priceHistory.validTo })
      .from(priceHistory)
      .where(eq(priceHistory.productId, productId))
      .orderBy(asc(priceHistory.validFrom));
    expect(rows).toEqual([
      { price: 8000, validFrom: day(1), validTo: day(5) },
      { price: 7500, validFrom: day(5), validTo: null },
    ]);
  });
});
