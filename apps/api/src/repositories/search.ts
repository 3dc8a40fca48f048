import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

import { SEARCH_CANDIDATES } from '../constants.ts';
import type { KeptView } from './products.ts';
import { keptCard } from './products.ts';

const { posts, productSearch, productViews } = schema;

/**
 * Matches a document by the words of the query as prefixes ("mydl" finds
 * "mydło"). Both sides are accent-free and lower case (shop_search_text); the
 * query function is immutable, so with the query as a constant the full-text
 * index serves the match.
 */
function byWords(document: SQL, q: string): SQL {
  return sql`${document} @@ shop_search_tsquery(${q})`;
}

/** Name matches weigh most, then tags, then descriptions. */
function textRank(document: SQL, q: string): SQL {
  return sql`ts_rank(${document}, shop_search_tsquery(${q}), 0)`;
}

/** The text rank, with trigram similarity ordering close names first. */
function rank(document: SQL, name: SQL, q: string): SQL {
  return sql`${textRank(document, q)} + ${nameSimilarity(name, q)}`;
}

function nameSimilarity(name: SQL, q: string): SQL {
  return sql`word_similarity(shop_search_text(${q}), ${name})`;
}

interface Limits {
  products: number;
  posts: number;
}

interface Found {
  /** Best first, each as its kept card (ADR 016). */
  products: KeptView[];
  postIds: string[];
}

export function createSearchRepository(db: Database) {
  /**
   * The query with each word no name begins with replaced by the most similar
   * word of the names (migration 0009: a dictionary with a trigram index, so a
   * typo costs an index look-up, not a comparison with every name); null when
   * no word changed.
   */
  async function corrected(q: string): Promise<string | null> {
    const result = (await db.execute(sql`select shop_search_corrected(${q}) as corrected`)) as unknown as {
      rows: { corrected: string | null }[];
    };
    return result.rows[0]?.corrected ?? null;
  }

  const productDocument = sql`${productSearch.searchDocument}`;
  const postDocument = sql`${posts.searchDocument}`;
  const postName = sql`${posts.searchName}`;

  /**
   * Published products with the query's words, best first, each with its kept card, and the ids of
   * the posts with them: one statement. The products' text rank picks the best candidates, which
   * similarity of names then orders (comparing every match's name was most of a search's cost);
   * only the best's cards are read.
   */
  async function byWordsOf(words: string, limits: Limits, now: Date): Promise<Found> {
    // One row per result (cards are sent as they are kept, not wrapped in a JSON array to parse).
    const result = (await db.execute(sql`
      (select 'product' as kind, ${keptCard(now)}, best.ord
       from (
         select candidate.id, row_number() over (
           order by candidate.text_rank + ${nameSimilarity(sql`candidate.search_name`, words)} desc,
             candidate.position) as ord
         from (
           select ${productSearch.productId} as id, ${productSearch.position} as position,
             ${productSearch.searchName} as search_name, ${textRank(productDocument, words)} as text_rank
           from ${productSearch}
           where ${productSearch.published} and ${byWords(productDocument, words)}
           order by text_rank desc, ${productSearch.position} limit ${SEARCH_CANDIDATES}
         ) candidate
         order by ord limit ${limits.products}
       ) best
       join ${productViews} on ${productViews.productId} = best.id)
      union all
      (select 'post', best.id, null, null, best.ord
       from (
         select ${posts.postId} as id, row_number() over (
           order by ${rank(postDocument, postName, words)} desc, ${posts.publishedAt} desc) as ord
         from ${posts}
         where ${posts.published} and ${posts.publishedAt} < ${now} and ${byWords(postDocument, words)}
         order by ord limit ${limits.posts}
       ) best)
      order by kind desc, ord`)) as unknown as {
      rows: { kind: 'product' | 'post'; id: string; generation: string | null; card: string | null }[];
    };
    return {
      products: result.rows
        .filter((row) => row.kind === 'product')
        .map(({ id, generation, card }) => ({ id, generation: generation!, body: card })),
      postIds: result.rows.filter((row) => row.kind === 'post').map((row) => row.id),
    };
  }

  return {
    /**
     * Products and posts with the query's words, best first; when neither has
     * them, those with the words of the corrected query (a typo).
     */
    async find(q: string, limits: Limits, now: Date): Promise<Found> {
      const found = await byWordsOf(q, limits, now);
      if (found.products.length > 0 || found.postIds.length > 0) return found;
      const correction = await corrected(q);
      return correction ? byWordsOf(correction, limits, now) : found;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
