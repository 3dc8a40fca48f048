import { sql } from 'drizzle-orm';

import type { Database } from '../client.ts';
import { products } from '../schema/index.ts';
import { seedCatalog } from './catalog.ts';
import { seedContent } from './content.ts';
import type { WriteOriginal } from './images.ts';
import type { SeedShop } from './types.ts';

export { CONTENT_KEYS } from './content.ts';
export type { WriteOriginal } from './images.ts';

/** Serialises seeding across API instances that start together. */
const SEED_LOCK_KEY = 727_274_002;

export interface SeedOptions {
  /** Where generated pictures go; pictures are only recorded when omitted. */
  writeOriginal?: WriteOriginal;
  now?: Date;
  shop?: SeedShop;
}

/**
 * Fills an empty shop with the demo shop. Does nothing when any product
 * exists, so it is safe to call at every start. Returns whether it seeded.
 */
export async function seedDemoShop(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const { writeOriginal = async () => {}, now = new Date() } = options;
  // The demo content is large: load it only when it is the shop being seeded.
  const shop = options.shop ?? (await import('./data/index.ts')).demoShop;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if (existing && existing.count > 0) return false;

    const productIds = await seedCatalog(tx, shop, writeOriginal, now);
    await seedContent(tx, shop, productIds, writeOriginal, now);
    return true;
  });
}
