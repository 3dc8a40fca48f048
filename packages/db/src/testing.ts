import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import type { SQL } from 'drizzle-orm';
import pg from 'pg';

import type { Database, DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, openDatabase, pgliteImage } from './client.ts';

/** The rows of a hand-written statement, as both drivers give them (a test's reference query). */
export const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * A fresh, migrated database for one test file. In memory on PGlite by
 * default; with `TEST_DATABASE_URL` set, a new database on that PostgreSQL
 * server, dropped again by `close()`.
 */
export async function createTestDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const handle = await openDatabase({ driver: 'pglite', image: await migratedImage() });
    // Nothing to apply when the image is current; a safeguard if it is not.
    await handle.migrate();
    return handle;
  }

  const scratch = await createScratchDatabase(serverUrl, 'manufaktura_test');
  const handle = await openDatabase({ driver: 'postgres', url: scratch.url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * The migrated empty database every PGlite test starts from, made once and
 * kept in the system's temporary folder under a name that changes with the
 * migrations and the PGlite version, so test files and workers share it.
 */
async function migratedImage(): Promise<Blob> {
  const path = join(tmpdir(), `manufaktura-pglite-${await imageVersion()}.tar`);
  const kept = await readFile(path).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const image = await pgliteImage();
  // Written aside and renamed, so a worker never reads half an image another is writing.
  const partial = `${path}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, path);
  return image;
}

async function imageVersion(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = join(
    dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '../package.json',
  );
  hash.update(await readFile(pglitePackage));
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).filter(
    (file) => file.endsWith('.sql') || file.endsWith('_journal.json'),
  );
  for (const file of files.sort()) hash.update(file).update(await readFile(join(MIGRATIONS_FOLDER, file)));
  return hash.digest('hex').slice(0, 16);
}

export interface ScratchDatabase {
  /** The new database's URL on the server. */
  url: string;
  /** Drops it, closing whatever is still connected. */
  drop(): Promise<void>;
}

/** A new, empty database named `<prefix>_<random>` on the server of `serverUrl` (tests, benchmarks, the reliability suite). */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
