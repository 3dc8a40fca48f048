/**
 * The shop API for a benchmark, in its own process so that the load
 * generator never shares its event loop: the demo shop, plus a generated
 * catalog and past orders, every product amply stocked, on PGlite (BENCH_DATA_DIR) or on a fresh database
 * of BENCH_DATABASE_URL's server. Tells the parent its address over IPC and
 * stops on SIGTERM (dropping the PostgreSQL database it made).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import type { DatabaseHandle } from '@manufaktura/db';
import { openDatabase } from '@manufaktura/db';
import { createScratchDatabase } from '@manufaktura/db/testing';
import { sql } from 'drizzle-orm';

import { buildApp } from '../apps/api/src/app.ts';
import { seedShop } from '../apps/api/src/bootstrap.ts';
import { generateCatalog, generatePastOrders, generateVisitors, stockUp } from './generate-catalog.ts';

const dataDir = process.env.BENCH_DATA_DIR!;
const products = Number(process.env.BENCH_PRODUCTS ?? 0);
const orders = Number(process.env.BENCH_ORDERS ?? 0);
const visitors = Number(process.env.BENCH_VISITORS ?? 0);
const port = Number(process.env.BENCH_API_PORT ?? 0);
const databaseUrl = process.env.BENCH_DATABASE_URL;

/** The shop's own pool size (DATABASE_POOL_SIZE's default), not the tests' smaller one. */
const POOL_SIZE = 10;

/** A fresh database on the server, dropped again on close. */
async function freshPostgres(): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(databaseUrl!, 'manufaktura_bench');
  const handle = await openDatabase({ driver: 'postgres', url: scratch.url, poolSize: POOL_SIZE });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Closed once, however many ask: both apps close the database they share, and a second close
 * used to fail the first's drop of the scratch database before it was done.
 */
function closedOnce(handle: DatabaseHandle): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return { ...handle, close: () => (closing ??= handle.close()) };
}

const database = closedOnce(
  databaseUrl ? await freshPostgres() : await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') }),
);
await database.migrate();
const mediaDir = join(dataDir, 'media');
await seedShop(database, mediaDir);
if (products > 0) await generateCatalog(database.db, products);
if (orders > 0) await generatePastOrders(database.db, orders);
if (visitors > 0) await generateVisitors(database.db, visitors);
await stockUp(database.db);
// What autovacuum does for a shop's PostgreSQL soon after a bulk load (PGlite has none): statistics
// for the planner and a visibility map, so a listing reads its index alone.
await database.db.execute(sql`vacuum analyze`);

/** The shop's API as it runs, with its response cache; and a second one on the same database without it. */
const build = (responseCacheSeconds?: number) =>
  buildApp({
    // The load generator stands in for the storefront: it names each shopper's address.
    config: { LOG_LEVEL: 'silent', TRUST_PROXY: ['127.0.0.1'], API_DOCS: false },
    database,
    mediaDir,
    mail: { send: async () => {}, from: 'Manufaktura <sklep@example.pl>', intervalMs: 0 },
    orders: {
      secret: randomBytes(32).toString('base64url'),
      publicUrl: 'http://localhost:3200',
      shopEmail: 'sklep@example.pl',
    },
    ...(responseCacheSeconds === undefined ? {} : { responseCacheSeconds }),
  });
const app = await build();
// The uncached scenarios go here: the response cache drops junk parameters from its key (so a
// made-up `?_=1` is the same answer), and no budget may be met only because a cache answered.
const uncached = await build(0);
const url = await app.listen({ port, host: '127.0.0.1' });
const uncachedUrl = await uncached.listen({ port: 0, host: '127.0.0.1' });
// As the running shop does in the background (ADR 016): every product's answers built before load.
await app.productViews.refreshAll();
process.send?.({ url, uncachedUrl });

process.on('SIGTERM', () => {
  void Promise.allSettled([app.close(), uncached.close()])
    .then(() => database.close())
    .finally(() => process.exit(0));
});
