import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client.ts';
import { openDatabase } from './client.ts';
import { KEPT_STATEMENTS } from './pglite-statements.ts';

const ECHO = `select $1::text as text, $2::int as number, $3::timestamptz as at, $4::jsonb as document,
  $5::text[] as words, $6::boolean as flag`;
const INSERT = 'insert into notes (id, body) values ($1, $2) returning id, body';
const COUNT = 'select count(*)::int as n from notes';

/** The rows, or the refusal's code: what a caller can tell apart. */
const outcome = (rows: Promise<{ rows: unknown[] }>) =>
  rows.then(
    (result) => ({ rows: result.rows }),
    (error: { code?: string }) => ({ refused: error.code }),
  );

describe('PGlite keeps its statements prepared', () => {
  let database: DatabaseHandle;
  let client: PGlite;
  /** PGlite's own query, which parses and plans every time. */
  const unkept = (text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    PGlite.prototype.query.call(client, text, params, options);
  const count = async () => (await client.query<{ n: number }>(COUNT)).rows[0]!.n;
  const prepared = async (text: string) =>
    (
      await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [
        text,
      ])
    ).rows[0]!.n;

  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
    client = (database.db._.session as unknown as { client: PGlite }).client;
    await client.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => database.close());

  it('answers what PGlite answers unprepared, whatever the values, as objects or arrays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.option(fc.string({ unit: 'grapheme' }).map((text) => text.replaceAll('\0', ''))),
          fc.option(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })),
          fc.option(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })),
          // PGlite sends a string for JSON as it is ("" is no JSON): both must refuse it alike.
          fc.option(fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown)),
          fc.option(fc.array(fc.string({ unit: 'grapheme-ascii' }), { maxLength: 4 })),
          fc.option(fc.boolean()),
        ),
        fc.constantFrom('object', 'array'),
        async (values, rowMode) => {
          const options = { rowMode, parsers: { 1184: (value: string) => value } } as const;
          expect(await outcome(client.query(ECHO, values, options))).toEqual(
            await outcome(unkept(ECHO, values, options)),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('parses a text once and then only binds it', async () => {
    const text = 'select $1::int + 1 as next';
    expect(await prepared(text)).toBe(0);
    expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await client.query(text, [41])).rows).toEqual([{ next: 42 }]);
    expect(await prepared(text)).toBe(1);
  });

  it('stays usable after a refused statement, which names its query and keeps nothing', async () => {
    await client.query(INSERT, [1, 'pierwsza']);
    await expect(client.query(INSERT, [1, 'znowu pierwsza'])).rejects.toMatchObject({ code: '23505', query: INSERT });
    await expect(client.query('select from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query(INSERT, [2, 'druga'])).rows).toEqual([{ id: 2, body: 'druga' }]);
    expect(await count()).toBe(2);
  });

  it("runs a transaction's statements on its data, and its rollback undoes them", async () => {
    const before = await count();
    const text = 'select count(*)::int as n from notes where id >= $1';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(INSERT, [100, 'w transakcji']);
        expect((await tx.query(text, [100])).rows).toEqual([{ n: 1 }]);
        throw new Error('wycofaj');
      }),
    ).rejects.toThrow('wycofaj');
    expect(await count()).toBe(before);
    expect(await prepared(text)).toBe(1);
  });

  it('refuses a statement on a transaction that has ended, as PGlite does', async () => {
    let ended!: Parameters<Parameters<PGlite['transaction']>[0]>[0];
    await client.transaction(async (tx) => {
      ended = tx;
    });
    await expect(ended.query(COUNT)).rejects.toThrow('Transaction is closed');
  });

  it('waits for a running transaction, never reading its unfinished writes', async () => {
    const before = await count();
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(INSERT, [200, 'jeszcze nie zatwierdzona']);
      inserted();
      await finishing;
    });
    await insertedOnce;
    const read = count();
    const first = await Promise.race([
      read.then(() => 'read'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 50)),
    ]);
    expect(first).toBe('waiting');
    finish();
    await transaction;
    expect(await read).toBe(before + 1);
  });

  it(`keeps the ${KEPT_STATEMENTS} texts last used, closing older ones`, async () => {
    const text = (n: number) => `select ${n} + $1::int as n`;
    for (let n = 0; n < KEPT_STATEMENTS + 20; n++) await client.query(text(n), [1]);
    const kept = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name like 'pglite_%'",
    );
    // The counting statement itself is parsed before the one it pushes out is closed.
    expect(kept.rows[0]!.n).toBeLessThanOrEqual(KEPT_STATEMENTS + 1);
    expect(await prepared(text(0))).toBe(0);
    expect((await client.query(text(0), [1])).rows).toEqual([{ n: 1 }]);
  });

  it('parses a text again when its table changed under it, or its statement was dropped', async () => {
    const all = 'select * from notes where id = $1';
    expect((await client.query(all, [1])).rows).toEqual([{ id: 1, body: 'pierwsza' }]);
    await client.exec("alter table notes add column mood text not null default 'dobry'");
    expect((await client.query(all, [1])).rows).toEqual([{ id: 1, body: 'pierwsza', mood: 'dobry' }]);
    await client.exec('deallocate all');
    expect((await client.query(all, [2])).rows).toEqual([{ id: 2, body: 'druga', mood: 'dobry' }]);
  });

  it('in a transaction, a stale statement fails with its own error and is parsed afresh after it', async () => {
    const all = 'select * from notes where id = $1';
    expect((await client.query(all, [1])).rows).toEqual([{ id: 1, body: 'pierwsza', mood: 'dobry' }]);
    await client.exec('alter table notes drop column mood');
    await expect(
      client.transaction(async (tx) => {
        await tx.query(all, [1]);
      }),
    ).rejects.toMatchObject({ code: '0A000', query: all });
    expect((await client.query(all, [1])).rows).toEqual([{ id: 1, body: 'pierwsza' }]);
  });
});
