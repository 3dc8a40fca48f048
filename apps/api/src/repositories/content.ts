import { isWithinWindow } from '@manufaktura/core';
import type { CONTENT_KEYS, Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, arrayContains, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import { fromJson, fromJsonRow, jsonRow } from './json-rows.ts';
import { preparedStatement } from './prepared.ts';

const {
  bundleProducts,
  bundles,
  companies,
  contentBlocks,
  mediaAssets,
  navbarPromotions,
  pages,
  posts,
  products,
  promotionProducts,
  promotions,
  testimonials,
} = schema;

export type PostRow = typeof posts.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type BundleRow = typeof bundles.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type MediaRow = typeof mediaAssets.$inferSelect;

/** A promotion with the published products it is restricted to. */
export interface PromotionWithProducts extends PromotionRow {
  products: { id: string; name: string }[];
}

/** A promotion runs within its dates, by core's one window rule; a missing date leaves that side open. */
export function isPromotionRunning(promotion: Pick<PromotionRow, 'dateFrom' | 'dateTo'>, now: Date): boolean {
  return isWithinWindow({ from: promotion.dateFrom, to: promotion.dateTo }, now);
}

/**
 * The switched-on promotions in order, each with the published products it is restricted to (by
 * name), as one JSON array (read by `fromPromotionsJson`): what every cart answer that reads afresh
 * waits for, alone (`switchedOnPromotions`), and an order with the rest of its reads.
 */
export const switchedOnPromotionsJson = sql`(select coalesce(json_agg(json_build_object(
    'promotion', ${jsonRow(promotions)},
    'products', (select coalesce(json_agg(json_build_object('id', ${products.productId}, 'name', ${products.name})
          order by ${products.name}, ${products.productId}), '[]'::json)
        from ${promotionProducts} join ${products} on ${products.productId} = ${promotionProducts.productId}
        where ${promotionProducts.promotionId} = ${promotions.promotionId} and ${products.published}))
    order by ${promotions.position}), '[]'::json)
  from ${promotions} where ${promotions.active})`;

/** Promotions read from `switchedOnPromotionsJson`'s array. */
export function fromPromotionsJson(json: unknown): PromotionWithProducts[] {
  return fromJson<{ promotion: Record<string, unknown>; products: PromotionWithProducts['products'] }[]>(json).map(
    ({ promotion, products: restrictedTo }) => ({
      ...fromJsonRow<PromotionRow>(promotions, promotion),
      products: restrictedTo,
    }),
  );
}

const switchedOnStatement = preparedStatement<{ promotions: unknown }>(
  'promotions_switched_on',
  sql`select ${switchedOnPromotionsJson} as promotions`,
);

export function createContentRepository(db: Database) {
  async function mediaByIds(ids: (string | null)[]): Promise<Map<string, MediaRow>> {
    const wanted = ids.filter((id): id is string => id !== null);
    if (wanted.length === 0) return new Map();
    const rows = await db.select().from(mediaAssets).where(inArray(mediaAssets.mediaId, wanted));
    return new Map(rows.map((row) => [row.mediaId, row]));
  }

  /**
   * Every switched-on automatic promotion with the published products it is
   * restricted to (id and name), whatever its dates: callers keep the ones
   * running with `isPromotionRunning`, so the list can be kept in memory.
   */
  async function switchedOnPromotions(): Promise<PromotionWithProducts[]> {
    const [row] = await switchedOnStatement(db, {});
    return fromPromotionsJson(row!.promotions);
  }

  return {
    mediaByIds,
    switchedOnPromotions,

    /** Published posts, newest first, optionally those carrying one tag (as written). */
    async posts(query: { tag?: string | undefined; limit: number; offset: number; now: Date }) {
      const where = and(
        eq(posts.published, true),
        lt(posts.publishedAt, query.now),
        query.tag ? arrayContains(posts.tags, [query.tag]) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db.select().from(posts).where(where).orderBy(desc(posts.publishedAt)).limit(query.limit).offset(query.offset),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      const media = await mediaByIds(rows.map((row) => row.featuredImageId));
      return {
        items: rows.map((row) => ({ ...row, image: media.get(row.featuredImageId ?? '') })),
        total: totals?.total ?? 0,
      };
    },

    async postBySlug(slug: string, now: Date) {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.slug, slug), eq(posts.published, true), lt(posts.publishedAt, now)));
      if (!row) return undefined;
      const media = await mediaByIds([row.featuredImageId]);
      return { ...row, image: media.get(row.featuredImageId ?? '') };
    },

    /** Every tag of published posts with how many posts carry it. */
    async tags(now: Date): Promise<{ tag: string; postCount: number }[]> {
      const tag = sql<string>`unnest(${posts.tags})`;
      const rows = await db
        .select({ tag, postCount: count() })
        .from(posts)
        .where(and(eq(posts.published, true), lt(posts.publishedAt, now)))
        .groupBy(tag)
        .orderBy(asc(tag));
      return rows;
    },

    async pageBySlug(slug: string): Promise<PageRow | undefined> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
      return row;
    },

    async bundles() {
      const rows = await db.select().from(bundles).orderBy(asc(bundles.position));
      const links = rows.length
        ? await db
            .select()
            .from(bundleProducts)
            .where(
              inArray(
                bundleProducts.bundleId,
                rows.map((row) => row.bundleId),
              ),
            )
            .orderBy(asc(bundleProducts.position))
        : [];
      const media = await mediaByIds(rows.map((row) => row.imageId));
      return rows.map((row) => ({
        ...row,
        image: media.get(row.imageId ?? ''),
        productIds: links.filter((link) => link.bundleId === row.bundleId).map((link) => link.productId),
      }));
    },

    async testimonials() {
      return db.select().from(testimonials).orderBy(asc(testimonials.position));
    },

    /** The manual promotion in force at `now`, if any (the latest to start wins). */
    async activeNavbarPromotion(now: Date) {
      const [row] = await db
        .select()
        .from(navbarPromotions)
        // Core's window rule (`isWithinWindow`) in SQL: strictly between its dates.
        .where(and(lt(navbarPromotions.dateFrom, now), gt(navbarPromotions.dateTo, now)))
        .orderBy(desc(navbarPromotions.dateFrom))
        .limit(1);
      return row;
    },

    /** Automatic promotions running at `now`, with the products they are restricted to. */
    async activePromotions(now: Date): Promise<PromotionWithProducts[]> {
      return (await switchedOnPromotions()).filter((promotion) => isPromotionRunning(promotion, now));
    },

    async companies() {
      return db.select().from(companies);
    },

    async block(key: (typeof CONTENT_KEYS)[keyof typeof CONTENT_KEYS]): Promise<unknown> {
      const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, key));
      return row?.data;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
