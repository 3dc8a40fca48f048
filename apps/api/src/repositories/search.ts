import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

const { posts, products } = schema;

/**
 * Matches a document by the words of the query as prefixes ("mydl" finds
 * "mydło"), or its name by trigram similarity (typos). Both sides are
 * accent-free and lower case (shop_search_text); the query functions are
 * immutable, so with the query as a constant the indexes serve the match.
 */
function matches(document: SQL, name: SQL, q: string): SQL {
  return sql`(${document} @@ shop_search_tsquery(${q}) or shop_search_text(${q}) <% ${name})`;
}

/** Name matches weigh most, then tags, then descriptions; trigram similarity carries typos. */
function rank(document: SQL, name: SQL, q: string): SQL {
  return sql`ts_rank(${document}, shop_search_tsquery(${q}), 0) + word_similarity(shop_search_text(${q}), ${name})`;
}

export function createSearchRepository(db: Database) {
  return {
    /** Ids of published products matching the query, best first. */
    async productIds(q: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: products.productId })
        .from(products)
        .where(
          sql`${products.published} and ${matches(sql`${products.searchDocument}`, sql`${products.searchName}`, q)}`,
        )
        .orderBy(sql`${rank(sql`${products.searchDocument}`, sql`${products.searchName}`, q)} desc`, products.position)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Ids of published posts matching the query, best first. */
    async postIds(q: string, limit: number, now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: posts.postId })
        .from(posts)
        .where(
          sql`${posts.published} and ${posts.publishedAt} < ${now} and ${matches(sql`${posts.searchDocument}`, sql`${posts.searchName}`, q)}`,
        )
        .orderBy(
          sql`${rank(sql`${posts.searchDocument}`, sql`${posts.searchName}`, q)} desc`,
          sql`${posts.publishedAt} desc`,
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
