import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { claimDataDir } from './data-dir-lock.ts';
import { keepStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: the API never needs to know which it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `image` starts
   * that memory from a data directory `pgliteImage` dumped.
   */
  | { driver: 'pglite'; dataDir?: string; image?: Blob };

/**
 * Session settings the shop's queries rely on: search matches a word typed
 * with a typo ("lawnedowe" scores 0.43 against "lawendowe"; pg_trgm's default is 0.6).
 */
const WORD_SIMILARITY_THRESHOLD = '0.4';
const SESSION_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));
/** Any constant works; it only has to be the same for every instance of the API. */
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') return openPostgres(options.url, options.poolSize);
  return (await openPglite(options.dataDir, options.image)).handle;
}

/**
 * A migrated, empty in-memory database's data directory as a tarball. Starting
 * from it skips PGlite's `initdb` and the migrations: a test's fresh database
 * then takes a fifth of the time (packages/db/src/testing.ts).
 */
export async function pgliteImage(): Promise<Blob> {
  const { handle, client } = await openPglite(undefined, undefined);
  try {
    await handle.migrate();
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

async function openPglite(
  dataDir: string | undefined,
  image: Blob | undefined,
): Promise<{ handle: DatabaseHandle; client: PGlite }> {
  let release = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    release = await claimDataDir(dataDir);
  }
  // The same extensions a PostgreSQL server provides for search (see migrations/0000).
  const extensions = { pg_trgm, unaccent };
  const client = await PGlite.create({
    extensions,
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  // pg_trgm's setting exists once the extension is loaded, which the first migration does.
  const applySettings = () => client.exec(SESSION_SETTINGS).catch(() => undefined);
  await applySettings();
  keepStatements(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  const handle: DatabaseHandle = {
    db,
    driver: 'pglite',
    // PGlite is single-connection and in-process: nothing else can migrate concurrently.
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await applySettings();
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
  return { handle, client };
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Sent with the connection's start-up, so no query runs before the shop's own.
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  });
  // An idle connection that the server drops (restart, failover) is only replaced by the pool on
  // its next use; without a listener the 'error' event would crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      // Several API instances may start together: an advisory lock on one
      // dedicated connection lets exactly one of them run the migrations.
      const connection = await pool.connect();
      try {
        const locked = drizzleNodePg({ client: connection, schema, casing: 'snake_case' });
        await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        try {
          await migrateNodePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
        }
      } finally {
        connection.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
