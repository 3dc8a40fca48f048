import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client.ts';
import { createTestDatabase, rowsOf } from './testing.ts';

/**
 * A search's text query by its first definition (migration 0004): each word of the query's
 * accent-free text, as a prefix, all of them required.
 */
const firstDefinition = (q: string | null) => sql`to_tsquery('simple', coalesce(nullif(array_to_string(array(
    select quote_literal(w) || ':*'
    from unnest(regexp_split_to_array(shop_search_text(${q}::text), '[^a-z0-9]+')) as w
    where w <> ''), ' & '), ''), ''))`;

/** Texts as shoppers type them: Polish letters, capitals, punctuation, markup, digits, runs of spaces. */
const shopperText = fc
  .array(
    fc.oneof(
      fc.constantFrom('krem', 'Mydło', 'ŻÓŁW', 'olej', 'konopny', 'róż', 'spf50', '50ml', 'a', 'ß', 'æ', 'Ⅻ'),
      fc.constantFrom(' ', '  ', '-', '_', ',', '!', "'", '"', '&', '|', ':*', '<b>', '</b>', '<', '>', '\t', '\n'),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));
/** Any text PostgreSQL can hold (no NUL). */
const anyText = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((text) => !text.includes('\u0000'));

describe('the text query of a search (shop_search_tsquery)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers as its first definition did, for any text and for none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.oneof(shopperText, anyText)), async (q) => {
        const [row] = await rowsOf<{ now: string | null; first: string | null }>(
          database.db,
          sql`select shop_search_tsquery(${q}::text)::text as now, ${firstDefinition(q)}::text as first`,
        );
        // The first definition was STRICT: no text, no query.
        expect(row!.now).toBe(q === null ? null : row!.first);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('is inlined into the statement that calls it, so a prepared search does not plan its body on every run', async () => {
    const plan = await rowsOf<Record<string, string>>(
      database.db,
      // Over a column, so the plan cannot fold the call into a constant.
      sql`explain (verbose, costs off) select shop_search_tsquery(word) from search_words`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('to_tsquery');
    expect(text).not.toContain('shop_search_tsquery');
  });
});
