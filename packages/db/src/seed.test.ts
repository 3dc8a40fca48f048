import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client.ts';
import { categories, productCategories, products } from './schema/index.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './seed-data.ts';
import { seedDemoShop } from './seed.ts';
import { createTestDatabase } from './testing.ts';

describe('seedDemoShop', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('fills an empty database with the demo catalog, every product in a category', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(await seedDemoShop(database.db, now)).toBe(true);

    const rows = await database.db.select().from(products);
    expect(rows.map((p) => p.slug).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.slug).sort());
    expect(await database.db.select().from(categories)).toHaveLength(DEMO_CATEGORIES.length);
    const links = await database.db.select().from(productCategories);
    expect(new Set(links.map((l) => l.productId)).size).toBe(DEMO_PRODUCTS.length);
  });

  it('opens the demo sale windows around the seeding moment', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const onSale = (await database.db.select().from(products)).filter((p) => p.salePrice !== null);
    expect(onSale.length).toBeGreaterThan(0);
    for (const product of onSale) {
      expect(product.salePriceStart!.getTime()).toBeLessThan(now.getTime());
      expect(product.salePriceEnd!.getTime()).toBeGreaterThan(now.getTime());
      expect(product.salePrice!).toBeLessThan(product.nonSalePrice);
    }
  });

  it('leaves a shop that already has products untouched', async () => {
    expect(await seedDemoShop(database.db)).toBe(false);
    expect(await database.db.select().from(products)).toHaveLength(DEMO_PRODUCTS.length);
  });
});
