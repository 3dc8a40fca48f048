import { sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import { categories, productCategories, products } from './schema/index.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './seed-data.ts';

const DAY_MS = 86_400_000;
/** Serialises seeding across API instances that start together. */
const SEED_LOCK_KEY = 727_274_002;

/**
 * Fills an empty shop with the demo catalog. Does nothing when any product
 * exists, so it is safe to call at every start. Returns whether it seeded.
 */
export async function seedDemoShop(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if (existing && existing.count > 0) return false;

    const insertedCategories = await tx
      .insert(categories)
      .values([...DEMO_CATEGORIES])
      .returning({ categoryId: categories.categoryId, slug: categories.slug });
    const categoryIdBySlug = new Map(insertedCategories.map((c) => [c.slug, c.categoryId]));

    const insertedProducts = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map(({ sale, categories: _, ...product }) => ({
          ...product,
          salePrice: sale?.price ?? null,
          salePriceStart: sale ? new Date(now.getTime() + sale.startsInDays * DAY_MS) : null,
          salePriceEnd: sale ? new Date(now.getTime() + sale.endsInDays * DAY_MS) : null,
        })),
      )
      .returning({ productId: products.productId, slug: products.slug });

    const links = insertedProducts.flatMap(({ productId, slug }, position) => {
      const demo = DEMO_PRODUCTS.find((p) => p.slug === slug);
      return (demo?.categories ?? []).map((categorySlug) => ({
        productId,
        categoryId: categoryIdBySlug.get(categorySlug)!,
        position,
      }));
    });
    await tx.insert(productCategories).values(links);
    return true;
  });
}
