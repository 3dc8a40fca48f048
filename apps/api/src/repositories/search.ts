import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

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

/** Name matches weigh most, then tags, then descriptions; trigram similarity orders close names first. */
function rank(document: SQL, name: SQL, q: string): SQL {
  return sql`ts_rank(${document}, shop_search_tsquery(${q}), 0) + word_similarity(shop_search_text(${q}), ${name})`;
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
  const productName = sql`${productSearch.searchName}`;
  const postDocument = sql`${posts.searchDocument}`;
  const postName = sql`${posts.searchName}`;

  /**
   * Published products with the query's words, best first, each with its kept card, and the ids of
   * the posts with them: one statement (the best products are ranked first, then only their cards
   * are read).
   */
  async function byWordsOf(words: string, limits: Limits, now: Date): Promise<Found> {
    const result = (await db.execute(sql`
      select
        (select coalesce(json_agg(found order by found.ord), '[]'::json) from (
           select ${keptCard(now)}, best.ord
           from (
             select ${productSearch.productId} as id, row_number() over (
               order by ${rank(productDocument, productName, words)} desc, ${productSearch.position}) as ord
             from ${productSearch}
             where ${productSearch.published} and ${byWords(productDocument, words)}
             order by ord limit ${limits.products}
           ) best
           join ${productViews} on ${productViews.productId} = best.id
         ) found) as products,
        (select coalesce(json_agg(best.id order by best.ord), '[]'::json) from (
           select ${posts.postId} as id, row_number() over (
             order by ${rank(postDocument, postName, words)} desc, ${posts.publishedAt} desc) as ord
           from ${posts}
           where ${posts.published} and ${posts.publishedAt} < ${now} and ${byWords(postDocument, words)}
           order by ord limit ${limits.posts}
         ) best) as post_ids`)) as unknown as { rows: { products: unknown; post_ids: unknown }[] };
    const [row] = result.rows;
    const parse = (json: unknown) => (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as unknown[];
    const found = parse(row?.products) as { id: string; generation: string; card: string | null }[];
    return {
      products: found.map(({ id, generation, card }) => ({ id, generation, body: card })),
      postIds: parse(row?.post_ids) as string[],
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
