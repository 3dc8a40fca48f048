import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { sql } from 'drizzle-orm';

const { posts, products } = schema;

/**
 * The query as search fields are kept (lower case, no accents, no tags), its
 * words as a prefix full-text query ("mydl" finds "mydło"), and the whole
 * for trigram similarity (typos).
 */
const preparedQuery = (q: string) => sql`
  select shop_search_text(${q}) as text,
         to_tsquery('simple', coalesce(nullif(array_to_string(array(
           select w || ':*' from unnest(regexp_split_to_array(shop_search_text(${q}), '[^a-z0-9]+')) as w
           where w <> ''
         ), ' & '), ''), '')) as tsq`;

/** Name matches weigh most, then tags, then descriptions; trigram similarity carries typos. */
const RANK = (document: unknown, name: unknown) => sql`
  ts_rank(${document}, q.tsq, 0) + word_similarity(q.text, ${name})`;

export function createSearchRepository(db: Database) {
  return {
    /** Ids of published products matching the query, best first. */
    async productIds(q: string, limit: number): Promise<string[]> {
      const result = await db.execute<{ product_id: string }>(sql`
        with q as (${preparedQuery(q)})
        select p.product_id
        from ${products} p, q
        where p.published
          and (p.search_document @@ q.tsq or q.text <% p.search_name)
        order by ${RANK(sql`p.search_document`, sql`p.search_name`)} desc, p.position
        limit ${limit}`);
      return rowsOf<{ product_id: string }>(result).map((row) => row.product_id);
    },

    /** Ids of published posts matching the query, best first. */
    async postIds(q: string, limit: number, now: Date): Promise<string[]> {
      const result = await db.execute<{ post_id: string }>(sql`
        with q as (${preparedQuery(q)})
        select p.post_id
        from ${posts} p, q
        where p.published and p.published_at < ${now}
          and (p.search_document @@ q.tsq or q.text <% p.search_name)
        order by ${RANK(sql`p.search_document`, sql`p.search_name`)} desc, p.published_at desc
        limit ${limit}`);
      return rowsOf<{ post_id: string }>(result).map((row) => row.post_id);
    },
  };
}

/** node-postgres and PGlite both answer raw queries with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
