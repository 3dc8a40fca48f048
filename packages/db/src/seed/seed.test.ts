import { omnibusReferencePrice } from '@manufaktura/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../client.ts';
import {
  categories,
  contentBlocks,
  mediaAssets,
  pages,
  posts,
  priceHistory,
  productImages,
  products,
  testimonials,
} from '../schema/index.ts';
import { createTestDatabase } from '../testing.ts';
import { demoShop } from './data/index.ts';
import { seedDemoShop } from './index.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('seedDemoShop', () => {
  let database: DatabaseHandle;
  const written = new Map<string, string>();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('fills an empty database with the demo shop and stores every picture it draws', async () => {
    const seeded = await seedDemoShop(database.db, {
      now: NOW,
      writeOriginal: async (key, data) => {
        written.set(key, data);
      },
    });
    expect(seeded).toBe(true);
    const db = database.db;
    expect(await db.$count(products)).toBe(demoShop.products.length);
    expect(await db.$count(categories)).toBe(demoShop.categories.length);
    expect(await db.$count(posts)).toBe(demoShop.posts.length);
    expect(await db.$count(pages)).toBe(demoShop.pages.length);
    expect(await db.$count(testimonials)).toBe(12);
    expect(await db.$count(contentBlocks)).toBe(2);
    const media = await db.select().from(mediaAssets);
    expect(media.map((m) => m.key).sort()).toEqual([...written.keys()].sort());
    for (const svg of written.values()) expect(svg).toMatch(/^<svg[\s>]/);
  });

  it('gives every product at least one picture, its stock and an unbroken price history', async () => {
    const db = database.db;
    const rows = await db.select().from(products);
    for (const product of rows) {
      const seed = demoShop.products.find((p) => p.slug === product.slug)!;
      expect(await db.$count(productImages, eq(productImages.productId, product.productId))).toBe(seed.images.length);
      expect(product.stockOnHand).toBe(seed.stock);
      const history = await db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.productId, product.productId))
        .orderBy(priceHistory.validFrom);
      expect(history.at(-1)!.validTo).toBeNull();
      for (let i = 1; i < history.length; i += 1) {
        expect(history[i]!.validFrom.getTime()).toBe(history[i - 1]!.validTo!.getTime());
      }
    }
  });

  it('records the running sales so that the Omnibus notice has a 30-day lowest price', async () => {
    const running = demoShop.products.filter((p) => p.sale && p.sale.startsInDays < 0 && p.sale.endsInDays > 0);
    expect(running.length).toBeGreaterThanOrEqual(6);
    for (const seed of running) {
      const [product] = await database.db.select().from(products).where(eq(products.slug, seed.slug));
      const history = await database.db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.productId, product!.productId));
      const reference = omnibusReferencePrice(
        history.map((h) => ({
          price: h.price,
          isPromo: h.isPromo,
          validFrom: h.validFrom.getTime(),
          validTo: h.validTo?.getTime() ?? null,
        })),
        NOW.getTime(),
      );
      expect(reference, seed.slug).toBeDefined();
      expect(reference!.lowestPrice).toBeGreaterThan(seed.sale!.price);
    }
  });

  it('keeps search fields accent-free and lower case', async () => {
    const [soap] = await database.db
      .select({ name: products.name, searchName: products.searchName })
      .from(products)
      .where(sql`${products.name} ilike '%mydło%'`)
      .limit(1);
    expect(soap!.searchName).toContain('mydlo');
    expect(soap!.searchName).not.toMatch(/[A-ZĄĆĘŁŃÓŚŹŻąćęłńóśźż]/);
  });

  it('leaves a shop that already has products untouched', async () => {
    expect(await seedDemoShop(database.db, { now: NOW })).toBe(false);
    expect(await database.db.$count(products)).toBe(demoShop.products.length);
  });
});
