/**
 * `npm run bench`: the API under load (beside a bare node:http ceiling) on
 * PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; how list, search and
 * cart latency grow from the demo shop to 5,000 products and 50,000 orders;
 * the storefront's throughput, page weight and Lighthouse scores. Writes
 * bench/results/*.json and regenerates the current section of RESULTS.md.
 *
 *   --quick           short runs on a small catalog, PGlite only; prints and writes results/quick.json
 *   --only=a,b        some of: api, scale, web (storefront throughput, weight and Lighthouse)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import {
  buildStorefront,
  shopEnv,
  startStorefront,
  stop,
  storefrontBuildIsStale,
  waitForUrl,
} from '../scripts/shop-process.ts';
import {
  addToCart,
  categoryList,
  placeOrder,
  productBySlug,
  readCatalog,
  SCALE_PAGE,
  searchPopular,
  searchUncached,
} from './api-scenarios.ts';
import { runLighthouse } from './lighthouse.ts';
import type { Figure, Scenario } from './load.ts';
import { runScenario } from './load.ts';
import { serve } from './processes.ts';
import type { ApiRun, ScaleRun, StorefrontRun } from './report.ts';
import { machine, writeReport } from './report.ts';
import { pageScenario, pageWeight, storefrontPaths } from './storefront.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (section: string) => !only || only.includes(section);

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 8));
const PRODUCTS = quick ? 500 : 5000;
const ORDERS = quick ? 0 : 50_000;
/** Lighthouse runs per page, of which the median is reported (one run moves by several points). */
const LIGHTHOUSE_RUNS = quick ? 1 : 5;
/** Sessions of a month's visitors, a third with an open cart: the small and the large shop alike. */
const VISITORS = quick ? 0 : 20_000;
/** Ports of the storefront run (never the shop's default 3000/4000). */
const WEB_PORT = process.env.BENCH_WEB_PORT ?? '3200';
const API_PORT = process.env.BENCH_API_PORT ?? '4200';
const RESULTS = join(import.meta.dirname, 'results');

const started = Date.now();
const dataRoot = await mkdtemp(join(tmpdir(), 'manufaktura-bench-'));
const databases: { driver: 'pglite' | 'postgres'; url?: string }[] = [{ driver: 'pglite' }];
if (process.env.BENCH_DATABASE_URL && !quick)
  databases.push({ driver: 'postgres', url: process.env.BENCH_DATABASE_URL });
const load = (scenario: Scenario, url: string) =>
  runScenario(scenario, { url, connections: CONNECTIONS, durationSeconds: DURATION_S });

async function withApi<T>(
  name: string,
  env: { products: number; orders: number; visitors?: number; databaseUrl?: string; port?: string },
  body: (api: string, uncachedApi: string) => Promise<T>,
): Promise<T> {
  console.log(`\n${name}: starting the API (${env.products} generated products, ${env.orders} past orders)…`);
  const dataDir = join(dataRoot, name.replace(/\W+/g, '-'));
  const { url, uncachedUrl, child } = await serve('api-server.ts', {
    BENCH_DATA_DIR: dataDir,
    BENCH_PRODUCTS: String(env.products),
    BENCH_ORDERS: String(env.orders),
    BENCH_VISITORS: String(env.visitors ?? 0),
    BENCH_API_PORT: env.port ?? '0',
    BENCH_DATABASE_URL: env.databaseUrl,
  });
  try {
    return await body(url, uncachedUrl!);
  } finally {
    await stop(child, 30_000);
  }
}

const written: Record<string, unknown> = {};
async function save(file: string, data: object): Promise<void> {
  written[file] = data;
  if (quick) return;
  // As the repository's formatter writes it, so a run leaves `npm run lint` green.
  const path = join(RESULTS, `${file}.json`);
  await writeFile(path, await format(JSON.stringify(data), { ...(await resolveConfig(path)), filepath: path }));
}

/** The bare node:http server every figure is read against, measured in the same section. */
const CEILING: Scenario = {
  name: 'bare node:http (ceiling)',
  check: async () => {},
  steps: () => () => ({ path: '/' }),
};

const ceiling = await serve('ceiling-server.ts', {});
try {
  for (const database of databases) {
    if (runs('api')) {
      const figures = await withApi(
        `api-${database.driver}`,
        { products: PRODUCTS, orders: ORDERS, visitors: VISITORS, databaseUrl: database.url },
        async (api, uncachedApi) => {
          const catalog = await readCatalog(api);
          const result: Figure[] = [await load(CEILING, ceiling.url)];
          for (const [scenario, base] of [
            [productBySlug(api, catalog), api],
            [productBySlug(uncachedApi, catalog, true), uncachedApi],
            [categoryList(api, catalog), api],
            [categoryList(uncachedApi, catalog, true), uncachedApi],
            // The scale section's page, for its comparison with the demo shop.
            [categoryList(uncachedApi, catalog, true, SCALE_PAGE), uncachedApi],
            [searchPopular(api), api],
            [searchUncached(uncachedApi), uncachedApi],
            [searchUncached(uncachedApi, true), uncachedApi],
            [addToCart(api, catalog), api],
            [placeOrder(api, catalog), api],
          ] as const) {
            result.push(await load(scenario, base));
          }
          return result;
        },
      );
      const run: ApiRun = {
        driver: database.driver,
        products: PRODUCTS,
        orders: ORDERS,
        visitors: VISITORS,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        ...machine(),
        figures,
      };
      await save(`api-${database.driver}`, run);
    }
    if (runs('scale') && !quick) {
      const figures = await withApi(
        `scale-${database.driver}`,
        { products: 0, orders: 0, visitors: VISITORS, databaseUrl: database.url },
        async (api, uncachedApi) => {
          const catalog = await readCatalog(api);
          const result: Figure[] = [];
          for (const [scenario, base] of [
            [categoryList(uncachedApi, catalog, true, SCALE_PAGE), uncachedApi],
            [searchUncached(uncachedApi), uncachedApi],
            [searchUncached(uncachedApi, true), uncachedApi],
            [addToCart(api, catalog), api],
          ] as const) {
            result.push(await load(scenario, base));
          }
          const total = (await (await fetch(`${api}/api/products?limit=1`)).json()) as { total: number };
          return { figures: result, products: total.total };
        },
      );
      const run: ScaleRun = {
        driver: database.driver,
        smallProducts: figures.products,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        ...machine(),
        figures: figures.figures,
      };
      await save(`scale-${database.driver}`, run);
    }
  }
} finally {
  await stop(ceiling.child);
}

if (runs('web')) {
  if (storefrontBuildIsStale()) {
    console.log('\nBuilding the storefront…');
    await buildStorefront();
  }
  await withApi('web', { products: 0, orders: 0, port: API_PORT }, async (api) => {
    const env = { ...shopEnv(), PORT: WEB_PORT, API_PORT, HOST: '127.0.0.1', DATA_DIR: join(dataRoot, 'web') };
    const web = startStorefront(env);
    const base = `http://127.0.0.1:${WEB_PORT}`;
    try {
      await waitForUrl(`${base}/`, web);
      const paths = await storefrontPaths(api);
      const bare = await serve('ceiling-server.ts', {});
      const figures: Figure[] = [];
      try {
        figures.push(await load(CEILING, bare.url));
      } finally {
        await stop(bare.child);
      }
      for (const [name, path] of [
        ['home page /', paths.home],
        [`category ${paths.category}`, paths.category],
        [`product ${paths.product}`, paths.product],
      ] as const) {
        figures.push(await load(pageScenario(name, base, path), base));
      }
      const list = [paths.home, paths.category, paths.product, paths.post, paths.cart];
      const weights = [];
      for (const path of list) weights.push(await pageWeight(base, path));
      console.log('\nLighthouse (mobile)…');
      const lighthouse = await runLighthouse(base, quick ? [paths.home] : list, LIGHTHOUSE_RUNS);
      const run: StorefrontRun = {
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        ...machine(),
        figures,
        weights,
        lighthouse,
      };
      await save('storefront', run);
    } finally {
      await stop(web);
    }
  });
}

await rm(dataRoot, { recursive: true, force: true });
if (quick) {
  await writeFile(join(RESULTS, 'quick.json'), `${JSON.stringify(written, null, 2)}\n`);
} else {
  await writeReport(RESULTS, join(import.meta.dirname, 'RESULTS.md'));
}
console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
process.exit(0);
