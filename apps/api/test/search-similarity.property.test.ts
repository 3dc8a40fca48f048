import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { nameSimilarity, wholePhrase } from '../src/repositories/search.ts';
import { useTestApp } from './helper.ts';

/**
 * Search ranks its candidates by pg_trgm's `word_similarity` of their names, and skips comparing
 * trigrams when the query's words are, in their order, words of the name (`nameSimilarity`). The shortcut must never
 * change a ranking: for any query and any name it equals `word_similarity` exactly.
 */

const app = useTestApp();

/** Words as search text holds them: accent-free lowercase letters and digits. */
const word = fc.stringMatching(/^[a-z0-9]{1,9}$/);
/** Names as search text holds them: words between spaces, now and then with punctuation. */
const name = fc
  .array(fc.tuple(word, fc.constantFrom(' ', ' ', ' ', ', ', ' - ', '. ')), { minLength: 1, maxLength: 8 })
  .map((parts) =>
    parts
      .map(([text, separator]) => text + separator)
      .join('')
      .trim(),
  );

/**
 * A query: one of the name's words, a beginning of one, any word, several words, a stretch of the
 * name's words (between other separators), with stray characters.
 */
const query = (of: string) => {
  const words = of.split(/[^a-z0-9]+/).filter(Boolean);
  return fc.oneof(
    fc.constantFrom(...words),
    fc.constantFrom(...words).map((w) => w.slice(0, Math.max(1, w.length - 2))),
    word,
    fc.array(fc.constantFrom(...words, 'z', 'krem'), { minLength: 2, maxLength: 3 }).map((ws) => ws.join(' ')),
    fc.constantFrom(...words).map((w) => ` ${w}!`),
    fc
      .tuple(fc.nat(words.length - 1), fc.integer({ min: 1, max: 3 }), fc.constantFrom(' ', '  ', ', ', ' -'))
      .map(([start, length, separator]) => words.slice(start, start + length).join(separator)),
  );
};

describe('nameSimilarity', () => {
  it('equals word_similarity for any query and name', async () => {
    await fc.assert(
      fc.asyncProperty(
        name.chain((n) => fc.tuple(fc.constant(n), query(n))),
        async ([searchName, words]) => {
          const { rows } = (await app().db.execute(sql`
            select ${nameSimilarity('c')} as fast, word_similarity(c.words, c.search_name) as slow
            from (select ${words}::text as words, ${searchName}::text as search_name,
              ${wholePhrase(sql`${words}::text`)} as phrase) c`)) as unknown as {
            rows: { fast: number; slow: number }[];
          };
          expect(Number(rows[0]!.fast)).toBe(Number(rows[0]!.slow));
        },
      ),
      { numRuns: 300 },
    );
  });
});
