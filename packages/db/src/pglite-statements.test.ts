import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, DatabaseHandle } from './client.ts';
import { openDatabase } from './client.ts';
import { preparedRunner } from './pglite-statements.ts';

/** The client a drizzle handle (the database's or a transaction's) runs its statements on. */
const clientOf = (db: Database) => (db._.session as unknown as { client: unknown }).client;
const runnerOf = (db: Database) => {
  const run = preparedRunner(clientOf(db));
  if (!run) throw new Error('not a PGlite handle');
  return run;
};

const ECHO = `select $1::text as text, $2::int as number, $3::timestamptz as at, $4::jsonb as document,
  $5::text[] as words, $6::boolean as flag`;
const INSERT = 'insert into notes (id, body) values ($1, $2) returning id, body';
const COUNT = 'select count(*)::int as n from notes';

describe('PGlite named prepared statements', () => {
  let database: DatabaseHandle;
  let client: PGlite;
  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
    client = clientOf(database.db) as PGlite;
    await client.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => database.close());

  it('answers what PGlite answers the same statement sent unnamed, whatever the values', async () => {
    const run = runnerOf(database.db);
    const options = { rowMode: 'object', parsers: { 1184: (value: string) => value } } as const;
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.string({ unit: 'grapheme' }).map((text) => text.replaceAll('\0', ''))),
        fc.option(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })),
        fc.option(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })),
        fc.option(fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown)),
        fc.option(fc.array(fc.string({ unit: 'grapheme-ascii' }), { maxLength: 4 })),
        fc.option(fc.boolean()),
        async (...values) => {
          // The same rows, or the same refusal (PGlite sends a JSON string as it is: "" is no JSON).
          const outcome = (rows: Promise<unknown>) =>
            rows.then(
              (read) => ({ read }),
              (error: { code?: string }) => ({ refused: error.code }),
            );
          const unnamed = await outcome(client.query(ECHO, values, options).then((result) => result.rows));
          expect(await outcome(run('echo', ECHO, values))).toEqual(unnamed);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is parsed once: the statement stays prepared under its name', async () => {
    const run = runnerOf(database.db);
    await run('count_notes', COUNT, []);
    await run('count_notes', COUNT, []);
    const kept = await client.query<{ name: string }>(
      "select name from pg_prepared_statements where name = 'count_notes'",
    );
    expect(kept.rows).toEqual([{ name: 'count_notes' }]);
  });

  it('leaves the database usable after a statement fails, and keeps nothing of it', async () => {
    const run = runnerOf(database.db);
    await run('insert_note', INSERT, [1, 'pierwsza']);
    await expect(run('insert_note', INSERT, [1, 'znowu pierwsza'])).rejects.toMatchObject({ code: '23505' });
    await expect(run('broken', 'select from no_such_table', [])).rejects.toMatchObject({ code: '42P01' });
    expect(await run('insert_note', INSERT, [2, 'druga'])).toEqual([{ id: 2, body: 'druga' }]);
    expect(await run('count_notes', COUNT, [])).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction on its data, and a rollback undoes it', async () => {
    const before = (await runnerOf(database.db)('count_notes', COUNT, []))[0]!.n as number;
    await expect(
      database.db.transaction(async (tx) => {
        const run = runnerOf(tx);
        await run('insert_note', INSERT, [100, 'w transakcji']);
        expect(await run('count_notes', COUNT, [])).toEqual([{ n: before + 1 }]);
        throw new Error('wycofaj');
      }),
    ).rejects.toThrow('wycofaj');
    expect(await runnerOf(database.db)('count_notes', COUNT, [])).toEqual([{ n: before }]);
  });

  it('outside a transaction waits for the one running, never reading its unfinished writes', async () => {
    const before = (await runnerOf(database.db)('count_notes', COUNT, []))[0]!.n as number;
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await runnerOf(tx)('insert_note', INSERT, [200, 'jeszcze nie zatwierdzona']);
      inserted();
      await finishing;
    });
    await insertedOnce;
    const read = runnerOf(database.db)('count_notes', COUNT, []);
    const first = await Promise.race([read.then(() => 'read'), new Promise((r) => setTimeout(() => r('waiting'), 50))]);
    expect(first).toBe('waiting');
    finish();
    await transaction;
    expect(await read).toEqual([{ n: before + 1 }]);
  });

  it('keeps one set of statements per database, whichever handle prepared them', async () => {
    const { drizzle } = await import('drizzle-orm/pglite');
    const second = drizzle({ client }) as unknown as Database;
    expect(await runnerOf(second)('count_notes', COUNT, [])).toEqual(
      await runnerOf(database.db)('count_notes', COUNT, []),
    );
    await second.execute(sql`select 1`);
  });

  it('is not used for a PostgreSQL server', () => {
    expect(preparedRunner({ query: () => undefined })).toBeUndefined();
  });
});
