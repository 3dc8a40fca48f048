/**
 * API benchmark: the demo shop plus a generated catalog (5,000 products by
 * default, BENCH_PRODUCTS), the API in this process on 127.0.0.1, and
 * autocannon (32 connections) against a category page, a product page,
 * search (cached, and with every query new) and adding to cart (each
 * connection its own session), beside a bare node:http server as the
 * ceiling. PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on a
 * fresh database of that server. Appends the figures to bench/RESULTS.md.
 */
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, seedDemoShop } from '@manufaktura/db';
import { createTestDatabase } from '@manufaktura/db/testing';
import autocannon from 'autocannon';

import { buildApp } from '../apps/api/src/app.ts';
import { generateCatalog } from './generate-catalog.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

interface Figure {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

type Request = autocannon.Request;

async function load(
  name: string,
  url: string,
  paths: string[],
  setup: (request: Request, context: Record<string, unknown>) => Request = (request) => request,
): Promise<Figure> {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request, context) =>
          setup({ ...request, path: paths[i++ % paths.length]! }, context as Record<string, unknown>),
      },
    ],
  });
  return {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'manufaktura-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl
  ? await createTestDatabase(databaseUrl)
  : await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') });
await database.migrate();
await seedDemoShop(database.db);
console.log(`Generating ${PRODUCTS} products…`);
await generateCatalog(database.db, PRODUCTS);

const app = await buildApp({
  config: { LOG_LEVEL: 'silent', TRUST_PROXY: false },
  database,
  mediaDir: join(dataDir, 'media'),
  mail: { send: async () => {}, from: 'Manufaktura <sklep@example.pl>', intervalMs: 0 },
  orders: {
    secret: randomBytes(32).toString('base64url'),
    publicUrl: 'http://localhost:3000',
    shopEmail: 'sklep@example.pl',
  },
});
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const ceiling = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
});
const ceilingUrl = await listen(ceiling);

const categories = (await (await fetch(`${apiUrl}/api/categories`)).json()) as { items: { slug: string }[] };
const productPage = (await (await fetch(`${apiUrl}/api/products?limit=50`)).json()) as { items: { slug: string }[] };
const queries = ['krem', 'mydlo', 'lawenda', 'serum rokitnik', 'olejek konopny', 'nawilzajacy', 'rozany', 'peeling'];

const figures: Figure[] = [];
figures.push(await load('bare node:http (ceiling)', ceilingUrl, ['/']));
figures.push(
  await load(
    'category list, 20 products',
    apiUrl,
    categories.items.map((c) => `/api/products?category=${c.slug}&limit=20`),
  ),
);
figures.push(
  await load(
    'product by slug',
    apiUrl,
    productPage.items.map((p) => `/api/products/${p.slug}`),
  ),
);
figures.push(
  await load(
    'search (popular queries)',
    apiUrl,
    queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
  ),
);
let unique = 0;
figures.push(
  await load('search (every query new)', apiUrl, ['/'], (request) => ({
    ...request,
    path: `/api/search?q=${encodeURIComponent(`${queries[unique % queries.length]} ${(unique++).toString(36)}`)}`,
  })),
);

// Adding to cart: each connection keeps its own session, and starts a new one every 10 additions.
const cartProducts = (
  (await (await fetch(`${apiUrl}/api/products?limit=100&offset=100`)).json()) as { items: { product_id: string }[] }
).items.map((p) => p.product_id);
let added = 0;
figures.push(
  await load('add to cart', apiUrl, ['/api/carts'], (request, context) => {
    const count = ((context.count as number | undefined) ?? 0) + 1;
    context.count = count;
    if (count % 10 === 1) context.session = randomBytes(32).toString('base64url');
    return {
      ...request,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'session-id': context.session as string },
      body: JSON.stringify({ add_items: [{ product_id: cartProducts[added++ % cartProducts.length], quantity: 1 }] }),
    };
  }),
);

await app.close();
ceiling.close();
await rm(dataDir, { recursive: true, force: true });

const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';
const table = [
  `### Catalog, ${PRODUCTS.toLocaleString('en')} generated products + demo shop, ${driver}, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `${CONNECTIONS} connections, ${DURATION_S} s each, API and load generator on the same 2-core machine.`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | errors |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...figures.map((f) => `| ${f.name} | ${f.requests} | ${f.p50} | ${f.p99} | ${f.errors} |`),
  '',
].join('\n');
console.log(table);
await appendFile(join(import.meta.dirname, 'RESULTS.md'), `\n${table}`);
process.exit(0);
