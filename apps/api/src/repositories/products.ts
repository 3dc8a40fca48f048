import type { ProductSort } from '@manufaktura/contract';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

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

const NO_RELATIONS = { categories: [], images: [], priceHistory: [] };

/** A table's row as a JSON object built by the database, keyed as drizzle names the columns. */
function jsonRow(table: PgTable): SQL {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(columns, sql`, `)})`;
}

/** Rows built by `jsonRow`, each value as drizzle reads it from the driver (timestamps become Dates). */
function fromJsonRows<T>(table: PgTable, json: unknown): T[] {
  const objects = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table));
  return objects.map((object) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = object[key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T;
  });
}

export function createProductRepository(db: Database) {
  /**
   * Categories, images and (for open sales) price history of many products, in one query: each
   * product's relations come back as JSON arrays built by the database.
   */
  async function withRelations(rows: ProductRow[], now: Date): Promise<ProductWithRelations[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((row) => row.productId))];
    const result = (await db.execute(sql`
      select ${products.productId} as id,
        (select coalesce(json_agg(${jsonRow(categories)} order by ${categories.position}), '[]'::json)
           from ${productCategories} join ${categories} on ${categories.categoryId} = ${productCategories.categoryId}
           where ${productCategories.productId} = ${products.productId}) as categories,
        (select coalesce(json_agg(${jsonRow(mediaAssets)} order by ${productImages.position}), '[]'::json)
           from ${productImages} join ${mediaAssets} on ${mediaAssets.mediaId} = ${productImages.mediaId}
           where ${productImages.productId} = ${products.productId}) as images,
        (select coalesce(json_agg(${jsonRow(priceHistory)} order by ${priceHistory.validFrom}), '[]'::json)
           from ${priceHistory}
           where ${priceHistory.productId} = ${products.productId} and ${saleOpen(now)}) as history
      from ${products}
      where ${inArray(products.productId, ids)}`)) as unknown as {
      rows: { id: string; categories: unknown; images: unknown; history: unknown }[];
    };
    const related = new Map(
      result.rows.map((found) => [
        found.id,
        {
          categories: fromJsonRows<CategoryRow>(categories, found.categories),
          images: fromJsonRows<MediaRow>(mediaAssets, found.images),
          priceHistory: fromJsonRows<PriceHistoryRow>(priceHistory, found.history),
        },
      ]),
    );
    return rows.map((row) => ({ ...row, ...(related.get(row.productId) ?? NO_RELATIONS) }));
  }

  /** Products of the category with this slug: one semi-join the planner runs from the category's links. */
  function inCategory(slug: string): SQL {
    return inArray(
      products.productId,
      db
        .select({ productId: productCategories.productId })
        .from(productCategories)
        .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
        .where(eq(categories.slug, slug)),
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

    /**
     * A published product with its components and related products, or undefined: the product, its
     * components and the related products are read first, then the relations of all of them at once.
     */
    async bySlug(slug: string, now: Date): Promise<ProductDetail | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.published, true)));
      if (!row) return undefined;
      const componentRows = await db
        .select({ product: products, quantity: productComponents.quantity })
        .from(productComponents)
        .innerJoin(products, eq(products.productId, productComponents.componentId))
        .where(eq(productComponents.bundleId, row.productId))
        .orderBy(asc(productComponents.position));
      // Related: in stock, from the product's first category (in menu order).
      const firstCategory = db
        .select({ categoryId: productCategories.categoryId })
        .from(productCategories)
        .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
        .where(eq(productCategories.productId, row.productId))
        .orderBy(asc(categories.position))
        .limit(1);
      const relatedRows = await db
        .select({ product: products })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.productId, products.productId))
        .where(
          and(
            eq(productCategories.categoryId, sql`(${firstCategory})`),
            ne(products.productId, row.productId),
            eq(products.published, true),
            gt(products.stockOnHand, 0),
          ),
        )
        .orderBy(asc(products.position))
        .limit(RELATED_PRODUCTS);
      const [product, ...rest] = await withRelations(
        [row, ...componentRows.map((c) => c.product), ...relatedRows.map((r) => r.product)],
        now,
      );
      const components = rest.slice(0, componentRows.length);
      return {
        ...product!,
        components: components.map((component, i) => ({ product: component, quantity: componentRows[i]!.quantity })),
        related: rest.slice(componentRows.length),
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
