import { rowsOf } from '@manufaktura/db/testing';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './helper.ts';

/**
 * A one-word search reads its best matches from `search_rankings`, kept by triggers (migration
 * 0033). Whatever is written to the products and the dictionary, the kept rankings must equal
 * ranking every match afresh, and a search through them must answer as ranking every match does.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const app = useTestApp({ seed: true, now: () => NOW });
const run = <Row>(query: SQL) => rowsOf<Row>(app().db, query);

interface Ranking {
  word: string;
  product_id: string;
  text_rank: number;
  position: number;
  search_name: string;
}

const ordered = (rows: Ranking[]) =>
  rows
    .map((row) => ({ ...row, text_rank: Number(row.text_rank) }))
    .sort((a, b) => (a.word + a.product_id).localeCompare(b.word + b.product_id));

/** Every dictionary word's published matches, ranked afresh. */
const reference = () =>
  run<Ranking>(sql`
    select w.word, ps.product_id, ts_rank(ps.search_document, shop_search_tsquery(w.word), 0) as text_rank,
      ps.position, ps.search_name
    from search_words w join product_search ps on ps.published and ps.search_document @@ shop_search_tsquery(w.word)`);

const kept = () => run<Ranking>(sql`select word, product_id, text_rank, position, search_name from search_rankings`);

async function expectRankingsToMatch() {
  expect(ordered(await kept())).toEqual(ordered(await reference()));
}

/** Names and texts whose words are new to the dictionary, or begin or extend words it has. */
const NAMES = ['Krem aloesowy', 'Kremówka lipowa', 'Mydło', 'Olejek z dzikiej róży', 'Balsam łopianowy'];
const TEXTS = ['Z olejem konopnym.', 'Łagodny krem na noc', 'Pachnie lipą i miodem', ''];

const write = (products: number) =>
  fc.oneof(
    fc.record({ kind: fc.constant('publish' as const), product: fc.nat(products - 1), published: fc.boolean() }),
    fc.record({ kind: fc.constant('position' as const), product: fc.nat(products - 1), position: fc.nat(6) }),
    fc.record({ kind: fc.constant('name' as const), product: fc.nat(products - 1), name: fc.constantFrom(...NAMES) }),
    fc.record({ kind: fc.constant('text' as const), product: fc.nat(products - 1), text: fc.constantFrom(...TEXTS) }),
    fc.record({
      kind: fc.constant('tags' as const),
      product: fc.nat(products - 1),
      tag: fc.constantFrom('lipa', 'kremy'),
    }),
    fc.record({ kind: fc.constant('post' as const), title: fc.constantFrom('Lipowy miesiąc', 'Kremowe porady') }),
  );

type Write = ReturnType<typeof write> extends fc.Arbitrary<infer W> ? W : never;

function apply(change: Write, productIds: string[]) {
  switch (change.kind) {
    case 'publish':
      return run(
        sql`update products set published = ${change.published} where product_id = ${productIds[change.product]!}`,
      );
    case 'position':
      return run(
        sql`update products set position = ${change.position} where product_id = ${productIds[change.product]!}`,
      );
    case 'name':
      return run(sql`update products set name = ${change.name} where product_id = ${productIds[change.product]!}`);
    case 'text':
      return run(
        sql`update products set description = ${change.text} where product_id = ${productIds[change.product]!}`,
      );
    case 'tags':
      return run(
        sql`update products set tags = array[${change.tag}] where product_id = ${productIds[change.product]!}`,
      );
    case 'post':
      // A post's title brings its words into the dictionary too.
      return run(sql`update posts set title = ${change.title}
        where post_id = (select post_id from posts order by slug limit 1)`);
  }
}

/** The slugs a search finds, comparing only the best `candidates` matches by their names. */
async function found(q: string, candidates: number) {
  const { products } = await app().repositories.search.find(q, { products: 24, posts: 0, candidates }, NOW);
  return products.map((product) => product.id);
}

describe('search rankings (search_rankings)', () => {
  it('equal ranking every match afresh after any writes', async () => {
    const productIds = (
      await run<{ id: string }>(sql`select product_id as id from products order by slug limit 10`)
    ).map((row) => row.id);
    await expectRankingsToMatch();
    await fc.assert(
      fc.asyncProperty(fc.array(write(productIds.length), { minLength: 1, maxLength: 8 }), async (writes) => {
        for (const change of writes) await apply(change, productIds);
        await expectRankingsToMatch();
      }),
      { numRuns: 25 },
    );
  });

  it.each(['krem', 'mydlo', 'olej', 'serum', 'naturalne'])(
    'answer a search for %j as ranking every match does, however few are compared by name',
    async (word) => {
      expect((await run(sql`select 1 from search_words where word = ${word}`)).length, 'a dictionary word').toBe(1);
      const [counted] = await run<{ matches: number }>(
        sql`select count(*)::int as matches from search_rankings where word = ${word}`,
      );
      const matches = counted!.matches;
      for (const candidates of [1, 2, 3, 5, 100]) {
        const throughRankings = await found(word, candidates);
        // Out of the dictionary, the same query ranks every match.
        await run(sql`delete from search_words where word = ${word}`);
        try {
          expect(await found(word, candidates), `${word}, ${candidates} of ${matches}`).toEqual(throughRankings);
        } finally {
          await run(sql`insert into search_words (word) values (${word})`);
        }
        expect(throughRankings.length).toBe(Math.min(matches, candidates, 24));
      }
    },
  );
});
