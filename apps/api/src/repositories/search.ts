import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

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

/**
 * Matches a name by trigram word similarity, which forgives typos
 * ("lawnedowe"). It has to compare the query with every name, so it is only
 * asked when no document has the query's words.
 */
function bySimilarity(name: SQL, q: string): SQL {
  return sql`shop_search_text(${q}) <% ${name}`;
}

/** Name matches weigh most, then tags, then descriptions; trigram similarity orders close names first. */
function rank(document: SQL, name: SQL, q: string): SQL {
  return sql`ts_rank(${document}, shop_search_tsquery(${q}), 0) + word_similarity(shop_search_text(${q}), ${name})`;
}

/** Documents with the query's words; failing that, names like it (a typo). */
async function wordsThenSimilar(find: (match: SQL) => Promise<{ id: string }[]>, document: SQL, name: SQL, q: string) {
  const found = await find(byWords(document, q));
  return (found.length > 0 ? found : await find(bySimilarity(name, q))).map((row) => row.id);
}

export function createSearchRepository(db: Database) {
  const productDocument = sql`${products.searchDocument}`;
  const productName = sql`${products.searchName}`;
  const postDocument = sql`${posts.searchDocument}`;
  const postName = sql`${posts.searchName}`;
  return {
    /** Ids of published products matching the query, best first. */
    productIds(q: string, limit: number): Promise<string[]> {
      const find = (match: SQL) =>
        db
          .select({ id: products.productId })
          .from(products)
          .where(sql`${products.published} and ${match}`)
          .orderBy(sql`${rank(productDocument, productName, q)} desc`, products.position)
          .limit(limit);
      return wordsThenSimilar(find, productDocument, productName, q);
    },

    /** Ids of published posts matching the query, best first. */
    postIds(q: string, limit: number, now: Date): Promise<string[]> {
      const find = (match: SQL) =>
        db
          .select({ id: posts.postId })
          .from(posts)
          .where(sql`${posts.published} and ${posts.publishedAt} < ${now} and ${match}`)
          .orderBy(sql`${rank(postDocument, postName, q)} desc`, sql`${posts.publishedAt} desc`)
          .limit(limit);
      return wordsThenSimilar(find, postDocument, postName, q);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
