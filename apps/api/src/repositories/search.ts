import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

import type { ProductWithRelations } from './products.ts';
import { fromProductJson, productJson } from './products.ts';

const { posts, products } = schema;

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

  const productDocument = sql`${products.searchDocument}`;
  const productName = sql`${products.searchName}`;
  const postDocument = sql`${posts.searchDocument}`;
  const postName = sql`${posts.searchName}`;

  /**
   * Published products with the query's words, best first, each with its relations (one query: the
   * best ids are ranked first, then only those products are read whole).
   */
  async function rankedProducts(q: string, limit: number, now: Date): Promise<ProductWithRelations[]> {
    const result = (await db.execute(sql`
      select ${productJson(now)} as product
      from (
        select ${products.productId} as id, row_number() over (
          order by ${rank(productDocument, productName, q)} desc, ${products.position}) as ord
        from ${products}
        where ${products.published} and ${byWords(productDocument, q)}
        order by ord limit ${limit}
      ) best
      join ${products} on ${products.productId} = best.id
      order by best.ord`)) as unknown as { rows: { product: unknown }[] };
    return result.rows.map((row) => fromProductJson(row.product));
  }

  /** Ids of published posts with the query's words, best first. */
  async function postIds(q: string, limit: number, now: Date): Promise<string[]> {
    const rows = await db
      .select({ id: posts.postId })
      .from(posts)
      .where(sql`${posts.published} and ${posts.publishedAt} < ${now} and ${byWords(postDocument, q)}`)
      .orderBy(sql`${rank(postDocument, postName, q)} desc`, sql`${posts.publishedAt} desc`)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  return {
    /**
     * Products and posts with the query's words, best first; when neither has
     * them, those with the words of the corrected query (a typo).
     */
    async find(q: string, limits: { products: number; posts: number }, now: Date) {
      const byWordsOf = (words: string) =>
        Promise.all([rankedProducts(words, limits.products, now), postIds(words, limits.posts, now)]);
      let [productsFound, postIdsFound] = await byWordsOf(q);
      if (productsFound.length === 0 && postIdsFound.length === 0) {
        const correction = await corrected(q);
        if (correction) [productsFound, postIdsFound] = await byWordsOf(correction);
      }
      return { products: productsFound, postIds: postIdsFound };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
