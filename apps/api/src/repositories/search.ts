import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

import { SEARCH_CANDIDATES } from '../constants.ts';
import type { MediaRow, PostRow } from './content.ts';
import { fromJson, fromJsonRow, jsonRow } from './json-rows.ts';
import { preparedStatement, unplanned } from './prepared.ts';
import type { KeptView } from './products.ts';
import { keptCard } from './products.ts';

const { mediaAssets, posts, productSearch, productViews, searchRankings, searchWords } = schema;

/** Post columns no summary shows: left out of a found post's JSON (the body and search text are most of its bytes). */
const UNSHOWN_POST_COLUMNS = ['body', 'searchName', 'searchDocument'] as const;

interface Limits {
  products: number;
  posts: number;
  /** How many of the best matches by text are compared by their names (SEARCH_CANDIDATES unless given). */
  candidates?: number;
}

interface Found {
  /** Best first, each as its kept card (ADR 016). */
  products: KeptView[];
  /** Best first, with their pictures (without their bodies). */
  posts: (PostRow & { image: MediaRow | undefined })[];
}

const now = sql.placeholder('now');

/** Which words a search looks for: the query's own, or its correction (a table of the statement). */
type Words = 'asked' | 'corrected';

/**
 * The best products with these words (their text query `tsq` and accent-free text `words`), each
 * with what ranks it: its text rank (names weigh most, then tags, then descriptions) and the words.
 * Words match as prefixes ("mydl" finds "mydło"); only these candidates are compared by the
 * similarity of their names (comparing every match's name was most of a search's cost). A query of
 * one dictionary word (`kept_word`) reads its best from the ranking kept for that word
 * (`search_rankings`, the same rank of the same matches) instead of ranking every match: the word
 * is given to it as one value, not joined, so the ranking's index is read in its order and stops at
 * the limit (joined, every entry of the word was read and sorted). Any other query ranks its
 * matches here.
 */
function productCandidates(table: Words): SQL {
  const words = sql.raw(table);
  const limit = unplanned(sql.placeholder('candidates'));
  return sql`(select ${productSearch.productId} as id, ${productSearch.position} as position,
      ${productSearch.searchName} as search_name, ts_rank(${productSearch.searchDocument}, ${words}.tsq, 0) as text_rank,
      ${words}.words, ${words}.phrase
    from ${words}, ${productSearch}
    where ${words}.kept_word is null and ${productSearch.published} and ${productSearch.searchDocument} @@ ${words}.tsq
    order by text_rank desc, ${productSearch.position}, ${productSearch.productId} limit ${limit})
    union all
    (select ${searchRankings.productId}, ${searchRankings.position}, ${searchRankings.searchName},
      ${searchRankings.textRank}, (select words from ${words}), (select phrase from ${words})
    from ${searchRankings}
    where ${searchRankings.word} = (select kept_word from ${words})
    order by ${searchRankings.textRank} desc nulls last, ${searchRankings.position}, ${searchRankings.productId}
    limit ${limit})`;
}

/** The published posts with these words, each with its text rank and the words. */
function postCandidates(table: Words): SQL {
  const words = sql.raw(table);
  return sql`select ${posts.postId} as id, ${posts.publishedAt} as published_at, ${posts.searchName} as search_name,
      ts_rank(${posts.searchDocument}, ${words}.tsq, 0) as text_rank, ${words}.words, ${words}.phrase
    from ${words}, ${posts}
    where ${posts.published} and ${posts.publishedAt} < ${now} and ${posts.searchDocument} @@ ${words}.tsq`;
}

/**
 * The query's words, one space between them and one either side (` olej konopny `), or null for a
 * query without words: what `nameSimilarity` looks for first. `text` is the query's accent-free text.
 */
export const wholePhrase = (text: SQL) =>
  sql`' ' || nullif(array_to_string(array_remove(regexp_split_to_array(${text}, '[^a-z0-9]+'), ''), ' '), '') || ' '`;

/**
 * The columns of a `Words` table for the query `q`, as a lateral table `w`: its text query, its
 * accent-free text, its whole phrase, and its one word when it is one dictionary word (a phrase of
 * several has a space). The accent-free text and the phrase are each made once (`offset 0` keeps the
 * planner from copying their expressions into every use): unaccent is a function call PostgreSQL
 * cannot inline, set up anew at each place it is called on every run of the statement.
 */
const wordsOf = (q: SQL) => sql`lateral (
    select shop_search_tsquery_of_text(t.words) as tsq, t.words, p.phrase,
      (select ${searchWords.word} from ${searchWords} where ${searchWords.word} = btrim(p.phrase)) as kept_word
    from (select shop_search_text(${q}) as words offset 0) t,
      lateral (select ${wholePhrase(sql`t.words`)} as phrase offset 0) p) w`;

/**
 * How similar a candidate's name is to the query's words (pg_trgm's `word_similarity`, 0 to 1). A
 * name holding the query's words, in their order, as words of its own is 1 without comparing
 * trigrams: the query's trigrams are all among that stretch of the name's
 * (test/search-similarity.property.test.ts holds the two equal). Most queries name what they look
 * for, and comparing trigrams cost about 6.5 µs a candidate.
 */
export function nameSimilarity(candidate: string): SQL {
  const row = sql.raw(candidate);
  return sql`case when position(${row}.phrase in ' ' || ${row}.search_name || ' ') > 0 then 1
    else word_similarity(${row}.words, ${row}.search_name) end`;
}

/**
 * A search in one prepared statement (planned once per connection, whatever the query): the
 * products and posts with the query's words; when neither has them, those with the words of the
 * corrected query (a typo: each word no name begins with replaced by the most similar word of the
 * names, migration 0009), which is looked for only then. Candidates are ordered by their text rank
 * plus the trigram similarity of their names; the best products come with their kept cards, the
 * best posts as JSON with their pictures. One row per result (cards are sent as they are kept, not
 * wrapped in a JSON array to parse).
 */
const search = preparedStatement<{
  kind: 'product' | 'post';
  id: string;
  generation: string | null;
  card: string | null;
  post: { post: Record<string, unknown>; image: Record<string, unknown> | null } | string | null;
}>(
  'search_find',
  sql`
    with asked as materialized (
      select input.q, w.*
      from (select ${sql.placeholder('q')}::text as q) input, ${wordsOf(sql`input.q`)}),
    asked_products as materialized (${productCandidates('asked')}),
    asked_posts as materialized (${postCandidates('asked')}),
    corrected as materialized (
      select w.*
      from (
        select shop_search_corrected(asked.q) as q from asked
        where not exists (select from asked_products) and not exists (select from asked_posts)
        offset 0
      ) correction, ${wordsOf(sql`correction.q`)}
      where correction.q is not null),
    candidate as (
      select * from asked_products
      union all (${productCandidates('corrected')})),
    post_candidate as (
      select * from asked_posts
      union all ${postCandidates('corrected')})
    (select 'product' as kind, ${keptCard(now)}, best.ord, null::json as post
     from (
       select candidate.id, row_number() over (
         order by candidate.text_rank + ${nameSimilarity('candidate')} desc,
           candidate.position) as ord
       from candidate
       order by ord limit ${unplanned(sql.placeholder('products'))}
     ) best
     join ${productViews} on ${productViews.productId} = best.id)
    union all
    (select 'post', best.id, null, null, best.ord, json_build_object(
        'post', ${jsonRow(posts, UNSHOWN_POST_COLUMNS)},
        'image', (select ${jsonRow(mediaAssets)} from ${mediaAssets} where ${mediaAssets.mediaId} = ${posts.featuredImageId}))
     from (
       select post_candidate.id, row_number() over (
         order by post_candidate.text_rank + ${nameSimilarity('post_candidate')} desc,
           post_candidate.published_at desc) as ord
       from post_candidate
       order by ord limit ${unplanned(sql.placeholder('posts'))}
     ) best
     join ${posts} on ${posts.postId} = best.id)
    order by kind desc, ord`,
);

/** A found post from its JSON: the row as drizzle reads it (no body) and its picture. */
function fromPostJson(json: unknown) {
  const { post, image } = fromJson<{ post: Record<string, unknown>; image: Record<string, unknown> | null }>(json);
  return {
    ...fromJsonRow<PostRow>(posts, post),
    body: '',
    searchName: '',
    searchDocument: '',
    image: image ? fromJsonRow<MediaRow>(mediaAssets, image) : undefined,
  };
}

export function createSearchRepository(db: Database) {
  return {
    /**
     * Products and posts with the query's words, best first; when neither has them, those with
     * the words of the corrected query (a typo).
     */
    async find(q: string, limits: Limits, at: Date): Promise<Found> {
      const rows = await search(db, {
        q,
        now: at,
        candidates: limits.candidates ?? SEARCH_CANDIDATES,
        products: limits.products,
        posts: limits.posts,
      });
      return {
        products: rows
          .filter((row) => row.kind === 'product')
          .map(({ id, generation, card }) => ({ id, generation: generation!, body: card })),
        posts: rows.flatMap((row) => (row.kind === 'post' ? [fromPostJson(row.post)] : [])),
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
