import type { ProductSort } from '@manufaktura/contract';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, exists, gt, inArray, ne, sql } from 'drizzle-orm';

import { RELATED_PRODUCTS } from '../constants.ts';

const { categories, mediaAssets, priceHistory, productCategories, productComponents, productImages, products } = schema;

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type MediaRow = typeof mediaAssets.$inferSelect;
export type PriceHistoryRow = typeof priceHistory.$inferSelect;

/** A stored product's prices in the shape core's sale rules read. */
export const pricesOf = (product: ProductRow) => ({
  non_sale_price: product.nonSalePrice,
  sale_price: product.salePrice,
  sale_price_start: product.salePriceStart,
  sale_price_end: product.salePriceEnd,
});

/** A product with what every listing shows of it. */
export interface ProductWithRelations extends ProductRow {
  categories: CategoryRow[];
  images: MediaRow[];
  /** Only for products whose sale window is open (the Omnibus notice needs it). */
  priceHistory: PriceHistoryRow[];
}

export interface ProductDetail extends ProductWithRelations {
  components: { product: ProductWithRelations; quantity: number }[];
  related: ProductWithRelations[];
}

export interface ProductListQuery {
  category?: string | undefined;
  type?: ProductRow['type'] | undefined;
  label?: string | undefined;
  onSale?: boolean | undefined;
  giftPacking?: boolean | undefined;
  sort: ProductSort;
  limit: number;
  offset: number;
  now: Date;
}

/** A sale window open at `now`, strictly between its ends (spec §4), as SQL. */
export function saleOpen(now: Date): SQL {
  return sql`(${products.salePrice} is not null and ${products.salePriceStart} < ${now} and ${products.salePriceEnd} > ${now})`;
}

function effectivePriceSql(now: Date): SQL {
  return sql`case when ${saleOpen(now)} then ${products.salePrice} else ${products.nonSalePrice} end`;
}

export function createProductRepository(db: Database) {
  /** Categories, images and (for open sales) price history of many products in three queries. */
  async function withRelations(rows: ProductRow[], now: Date): Promise<ProductWithRelations[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.productId);
    const onSaleIds = rows
      .filter((r) => r.salePrice !== null && r.salePriceStart! < now && r.salePriceEnd! > now)
      .map((r) => r.productId);
    // One after another: `db` may be a transaction, whose one connection takes one query at a time.
    const categoryLinks = await db
      .select({ productId: productCategories.productId, category: categories })
      .from(productCategories)
      .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.position));
    const imageLinks = await db
      .select({ productId: productImages.productId, media: mediaAssets })
      .from(productImages)
      .innerJoin(mediaAssets, eq(mediaAssets.mediaId, productImages.mediaId))
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position));
    const history =
      onSaleIds.length === 0
        ? []
        : await db
            .select()
            .from(priceHistory)
            .where(inArray(priceHistory.productId, onSaleIds))
            .orderBy(asc(priceHistory.validFrom));
    return rows.map((row) => ({
      ...row,
      categories: categoryLinks.filter((l) => l.productId === row.productId).map((l) => l.category),
      images: imageLinks.filter((l) => l.productId === row.productId).map((l) => l.media),
      priceHistory: history.filter((h) => h.productId === row.productId),
    }));
  }

  function inCategory(slug: string): SQL {
    return exists(
      db
        .select({ one: sql`1` })
        .from(productCategories)
        .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
        .where(and(eq(productCategories.productId, products.productId), eq(categories.slug, slug))),
    );
  }

  return {
    /** Published products matching the filters, one page of them and the total. */
    async list(query: ProductListQuery): Promise<{ items: ProductWithRelations[]; total: number }> {
      const conditions = [eq(products.published, true)];
      if (query.category) conditions.push(inCategory(query.category));
      if (query.type) conditions.push(eq(products.type, query.type));
      if (query.label) conditions.push(eq(products.label, query.label));
      if (query.onSale === true) conditions.push(saleOpen(query.now));
      if (query.onSale === false) conditions.push(sql`not ${saleOpen(query.now)}`);
      if (query.giftPacking !== undefined) conditions.push(eq(products.giftPacking, query.giftPacking));
      const where = and(...conditions);

      const order = {
        position: [asc(products.position)],
        price_asc: [asc(effectivePriceSql(query.now)), asc(products.position)],
        price_desc: [desc(effectivePriceSql(query.now)), asc(products.position)],
        newest: [desc(products.createdAt), asc(products.position)],
        name: [asc(products.name), asc(products.position)],
      }[query.sort];

      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { items: await withRelations(rows, query.now), total: totals?.total ?? 0 };
    },

    /** A published product with its components and related products, or undefined. */
    async bySlug(slug: string, now: Date): Promise<ProductDetail | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.published, true)));
      if (!row) return undefined;
      const [[product], componentRows] = await Promise.all([
        withRelations([row], now),
        db
          .select({ product: products, quantity: productComponents.quantity })
          .from(productComponents)
          .innerJoin(products, eq(products.productId, productComponents.componentId))
          .where(eq(productComponents.bundleId, row.productId))
          .orderBy(asc(productComponents.position)),
      ]);
      const components = await withRelations(
        componentRows.map((c) => c.product),
        now,
      );
      const firstCategory = product!.categories[0];
      const relatedRows = firstCategory
        ? await db
            .select({ product: products })
            .from(products)
            .innerJoin(productCategories, eq(productCategories.productId, products.productId))
            .where(
              and(
                eq(productCategories.categoryId, firstCategory.categoryId),
                ne(products.productId, row.productId),
                eq(products.published, true),
                gt(products.stockOnHand, 0),
              ),
            )
            .orderBy(asc(products.position))
            .limit(RELATED_PRODUCTS)
        : [];
      return {
        ...product!,
        components: components.map((component, i) => ({ product: component, quantity: componentRows[i]!.quantity })),
        related: await withRelations(
          relatedRows.map((r) => r.product),
          now,
        ),
      };
    },

    /** Published products by id, in the order asked (for home sections and hotspots). */
    async byIds(ids: string[], now: Date): Promise<ProductWithRelations[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(products)
        .where(and(inArray(products.productId, ids), eq(products.published, true)));
      const byId = new Map((await withRelations(rows, now)).map((p) => [p.productId, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Categories in menu order, with how many published products each has. */
    async categories(): Promise<(CategoryRow & { productCount: number })[]> {
      const counts = db
        .select({ categoryId: productCategories.categoryId, productCount: count().as('product_count') })
        .from(productCategories)
        .innerJoin(products, eq(products.productId, productCategories.productId))
        .where(eq(products.published, true))
        .groupBy(productCategories.categoryId)
        .as('counts');
      const rows = await db
        .select({ category: categories, productCount: counts.productCount })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.categoryId))
        .orderBy(asc(categories.position));
      return rows.map((row) => ({ ...row.category, productCount: row.productCount ?? 0 }));
    },

    withRelations,
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
