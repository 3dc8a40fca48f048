import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client.ts';
import { searchWords } from './schema/index.ts';
import { createTestDatabase, rowsOf } from './testing.ts';

const letters = fc.constantFrom(...'abcdeklmnoprstuwyz0123456789');
const word = (min: number, max: number) =>
  fc.array(letters, { minLength: min, maxLength: max }).map((chars) => chars.join(''));

describe('the typo correction of a word (shop_search_corrected)', () => {
  let database: DatabaseHandle;
  let dictionary: string[];
  beforeAll(async () => {
    database = await createTestDatabase();
    dictionary = [...new Set(fc.sample(word(3, 12), { numRuns: 400, seed: 7 }))];
    await database.db.insert(searchWords).values(dictionary.map((w) => ({ word: w })));
  });
  afterAll(() => database.close());

  /** What the correction must answer, by its plain definition: a word some dictionary word begins with stays. */
  async function expected(w: string): Promise<string | null> {
    if (w.length < 3 || dictionary.some((d) => d.startsWith(w))) return null;
    const rows = await rowsOf<{ word: string }>(
      database.db,
      sql`
      select word from search_words where similarity(word, ${w}) >= 0.2
      order by similarity(word, ${w}) desc, word limit 1`,
    );
    return rows[0]?.word ?? null;
  }

  it('keeps a word some dictionary word begins with, and otherwise takes the most similar word', async () => {
    const asked = fc.oneof(
      word(1, 10),
      fc.tuple(fc.constantFrom(...dictionary), fc.nat()).map(([d, n]) => d.slice(0, 3 + (n % (d.length - 2)))),
      fc.tuple(fc.constantFrom(...dictionary), letters).map(([d, c]) => d.slice(0, 3) + c + d.slice(4)),
    );
    await fc.assert(
      fc.asyncProperty(asked, async (w) => {
        const rows = await rowsOf<{ corrected: string | null }>(
          database.db,
          sql`select shop_search_corrected(${w}) as corrected`,
        );
        expect(rows[0]!.corrected).toBe(await expected(w));
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
