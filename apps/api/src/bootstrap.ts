import { join } from 'node:path';

import type { DatabaseHandle } from '@manufaktura/db';
import { DataDirInUseError, openDatabase, seedDemoShop } from '@manufaktura/db';

import type { Config } from './config.ts';
import { ConfigError } from './config.ts';
import { saveOriginal } from './media/storage.ts';

/** Where the shop's pictures live under DATA_DIR. */
export const mediaDirOf = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'media');

/** Opens the configured database (PostgreSQL by URL, else PGlite in DATA_DIR/db) and migrates it. */
export async function openShopDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { driver: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { driver: 'pglite', dataDir: join(config.DATA_DIR, 'db') },
  );
  await handle.migrate();
  return handle;
}

/** Seeds the demo shop, with its pictures, into an empty database. Returns whether it did. */
export function seedShop(handle: DatabaseHandle, mediaDir: string): Promise<boolean> {
  return seedDemoShop(handle.db, {
    writeOriginal: async (key, data, ext) => {
      await saveOriginal(mediaDir, key, data, ext);
    },
  });
}

/**
 * Stops a process that could not start (the API, a command on its database): what the operator
 * can put right (a setting, a database in use) as its message alone, anything else in full.
 */
export function exitOnStartupFailure(what: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
    else console.error(`${what} could not start:`, error);
    process.exit(1);
  };
}
