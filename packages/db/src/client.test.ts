import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from './client.ts';
import { products } from './schema/index.ts';
import journal from '../migrations/meta/_journal.json' with { type: 'json' };
import { createTestDatabase } from './testing.ts';

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('keeps PGlite data in its data directory across a reopen', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'manufaktura-db-'));
    dirs.push(dataDir);

    const first = await openDatabase({ driver: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(products).values({ slug: 'trwaly', name: 'Trwały', nonSalePrice: 1000 });
    await first.close();

    const second = await openDatabase({ driver: 'pglite', dataDir });
    await second.migrate();
    const rows = await second.db.select({ slug: products.slug }).from(products);
    await second.close();
    expect(rows).toEqual([{ slug: 'trwaly' }]);
  });

  it('runs the migrations only once, however often migrate is called', async () => {
    const database = await createTestDatabase();
    await database.migrate();
    await database.migrate();
    const applied = await database.db.select({ n: sql<number>`count(*)::int` }).from(sql`drizzle.__drizzle_migrations`);
    await database.close();
    expect(applied).toEqual([{ n: journal.entries.length }]);
  });

  it('answers ping on a live database and fails after close', async () => {
    const database = await createTestDatabase();
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  it('rejects a negative price at the database level', async () => {
    const database = await createTestDatabase();
    await expect(
      database.db.insert(products).values({ slug: 'ujemny', name: 'Ujemny', nonSalePrice: -1 }),
    ).rejects.toThrow();
    await database.close();
  });
});
