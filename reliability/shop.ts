/**
 * The shop as the reliability suite runs it: a database seeded with a small,
 * known catalog (PGlite in a temporary DATA_DIR, or a fresh database on
 * RELIABILITY_DATABASE_URL's server), and the real API process
 * (apps/api/src/server.ts) started, stopped and killed on it.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { DatabaseHandle } from '@manufaktura/db';
import { openDatabase, seedDemoShop } from '@manufaktura/db';
import type { SeedProduct } from '@manufaktura/db/seed-types';
import { createScratchDatabase } from '@manufaktura/db/testing';

import { saveOriginal } from '../apps/api/src/media/storage.ts';
import { tinyProduct, tinyShop } from '../apps/api/test/fixtures/tiny-shop.ts';
import { ROOT } from '../scripts/shop-process.ts';

/** PostgreSQL to run on instead of PGlite (`.ci/run` sets it when a server answers). */
export const POSTGRES_URL = process.env.RELIABILITY_DATABASE_URL;

export const driverName = POSTGRES_URL ? 'PostgreSQL' : 'PGlite';

/** The documents an order's confirmation attaches must exist for an order to be placed. */
const PAGES = [
  { slug: 'regulamin', title: 'Regulamin sklepu', body: '## § 1\n\nUmowa.', metaDescription: '' },
  { slug: 'zwroty-reklmacje', title: 'Zwroty i reklamacje', body: '## Wzór formularza', metaDescription: '' },
];

export interface ShopData {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL, for the API process. */
  env: Record<string, string>;
  /** Opens the database (only while no API process holds a PGlite one). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A migrated database holding just these products (and the pages orders need). */
export async function prepareShop(products: Array<Pick<SeedProduct, 'slug' | 'name' | 'stock'>>): Promise<ShopData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'manufaktura-reliability-'));
  const scratch = POSTGRES_URL ? await createScratchDatabase(POSTGRES_URL, 'manufaktura_reliability') : undefined;
  const url = scratch?.url;
  const open = () =>
    openDatabase(url ? { driver: 'postgres', url, poolSize: 4 } : { driver: 'pglite', dataDir: join(dataDir, 'db') });

  const handle = await open();
  try {
    await handle.migrate();
    await seedDemoShop(handle.db, {
      shop: tinyShop(
        products.map((product) => tinyProduct(product)),
        { pages: PAGES },
      ),
      writeOriginal: async (key, data, ext) => {
        await saveOriginal(join(dataDir, 'media'), key, data, ext);
      },
    });
  } finally {
    await handle.close();
  }

  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    open,
    dispose: async () => {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningApi {
  url: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown, no goodbye. */
  kill(): Promise<void>;
}

/** Starts apps/api/src/server.ts on the shop's data and waits until /api/health answers. */
export async function startApi(data: ShopData, env: Record<string, string> = {}, port?: number): Promise<RunningApi> {
  const apiPort = port ?? (await freePort());
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      APP_SECRET: 'sekret-niezawodnosci-co-najmniej-32-znaki',
      PUBLIC_URL: 'http://sklep.test',
      ...data.env,
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${apiPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the API did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: apiPort,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
