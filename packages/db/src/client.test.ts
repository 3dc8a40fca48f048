import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import journal from '../migrations/meta/_journal.json' with { type: 'json' };
import { openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { products } from './schema/index.ts';
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

describe('a PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  const freshDir = async () => {
    const parent = await mkdtemp(join(tmpdir(), 'manufaktura-db-'));
    dirs.push(parent);
    return join(parent, 'db');
  };
  /** The pid of a process that has ended. */
  const deadPid = async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    return child.pid!;
  };

  it('is opened by one holder at a time and free again once closed', async () => {
    const dataDir = await freshDir();
    const first = await openDatabase({ driver: 'pglite', dataDir });
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(first.ping()).resolves.toBeUndefined();
    await first.close();
    await expect(access(`${dataDir}.lock`)).rejects.toThrow();
    const second = await openDatabase({ driver: 'pglite', dataDir });
    await second.close();
  });

  it('is refused to a second process with a message that names the holder and the way out', async () => {
    const dataDir = await freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await writeFile(`${dataDir}.lock`, `${holder.pid}\n`);
      const refusal = openDatabase({ driver: 'pglite', dataDir });
      await expect(refusal).rejects.toThrow(DataDirInUseError);
      await expect(refusal).rejects.toThrow(new RegExp(`another process \\(pid ${holder.pid}\\).*DATABASE_URL`));
    } finally {
      holder.kill();
    }
  });

  it('is taken over from a process that was killed while holding it', async () => {
    const dataDir = await freshDir();
    await writeFile(`${dataDir}.lock`, `${await deadPid()}\n`);
    const database = await openDatabase({ driver: 'pglite', dataDir });
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await database.close();
  });
});
