import type { ProductSort } from '@manufaktura/contract';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { AnyColumn, Placeholder, SQL } from 'drizzle-orm';
import { and, asc, eq, sql } from 'drizzle-orm';

import { RELATED_PRODUCTS } from '../constants.ts';
import { fromJson, fromJsonRow, fromJsonRows, jsonRow } from './json-rows.ts';
import { preparedStatement, unplanned } from './prepared.ts';

const {
  categories,
  categoryCounts,
  categoryListings,
  mediaAssets,
  priceHistory,
  productCategories,
  productImages,
  products,
  productViews,
} = schema;

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
  /** Average score (one decimal) and count of its published reviews; null without any. */
  rating: { average: number; count: number } | null;
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

/**
 * Where a list finds its products: the products, or a category's listing rows (each link with the
 * product's columns a listing filters and orders by, kept by triggers).
 */
type ListSource = typeof products | typeof categoryListings;

/** A sale window open at `now`, strictly between its ends (spec §4), as SQL. */
export function saleOpen(now: Date | Placeholder, table: ListSource = products): SQL {
  return sql`(${table.salePrice} is not null and ${table.salePriceStart} < ${now} and ${table.salePriceEnd} > ${now})`;
}

function effectivePriceSql(now: Date | Placeholder, table: ListSource = products): SQL {
  return sql`case when ${saleOpen(now, table)} then ${table.salePrice} else ${table.nonSalePrice} end`;
}

/** Search columns no answer shows: left out of a product's JSON (the document is most of a row's bytes). */
const SEARCH_COLUMNS = ['searchName', 'searchDocument'] as const;

/**
 * A product (the `products` of the enclosing query) with its categories, images and, while its sale
 * window is open, its price history: one JSON object built by the database, read by `fromProductJson`.
 */
export function productJson(now: Date | Placeholder): SQL {
  return sql`json_build_object(
    'row', ${jsonRow(products, SEARCH_COLUMNS)},
    'categories', (select coalesce(json_agg(${jsonRow(categories)} order by ${categories.position}), '[]'::json)
       from ${productCategories} join ${categories} on ${categories.categoryId} = ${productCategories.categoryId}
       where ${productCategories.productId} = ${products.productId}),
    'images', (select coalesce(json_agg(${jsonRow(mediaAssets)} order by ${productImages.position}), '[]'::json)
       from ${productImages} join ${mediaAssets} on ${mediaAssets.mediaId} = ${productImages.mediaId}
       where ${productImages.productId} = ${products.productId}),
    'history', (select coalesce(json_agg(${jsonRow(priceHistory)} order by ${priceHistory.validFrom}), '[]'::json)
       from ${priceHistory}
       where ${priceHistory.productId} = ${products.productId} and ${saleOpen(now)}))`;
}

/** A product read from `productJson`'s object. */
export function fromProductJson(json: unknown): ProductWithRelations {
  const object = fromJson<Record<string, unknown>>(json);
  return {
    ...fromJsonRow<ProductRow>(products, object.row as Record<string, unknown>),
    searchName: '',
    searchDocument: '',
    categories: fromJsonRows<CategoryRow>(categories, object.categories),
    images: fromJsonRows<MediaRow>(mediaAssets, object.images),
    priceHistory: fromJsonRows<PriceHistoryRow>(priceHistory, object.history),
  };
}

/** A product's rating from its reviews' average score and count: one decimal, null without any. */
function toRating(json: unknown): ProductDetail['rating'] {
  if (json === null || json === undefined) return null;
  const { average, count } = fromJson<{ average: number | string | null; count: number }>(json);
  if (count === 0 || average === null) return null;
  return { average: Math.round(Number(average) * 10) / 10, count };
}

/** The id of the category with this slug, as SQL (its unique index). */
function categoryIdOf(slug: string | Placeholder): SQL {
  return sql`(select ${categories.categoryId} from ${categories} where ${categories.slug} = ${slug})`;
}

type ListParameters = Omit<ProductListQuery, 'sort'>;
type ListValues = { [K in keyof ListParameters]: ListParameters[K] | Placeholder };

/** Whether a list filters by more than being published and in its category. */
const filtered = (query: ProductListQuery) =>
  Boolean(query.type) || Boolean(query.label) || query.onSale !== undefined || query.giftPacking !== undefined;

/** Where this list reads: a category's listing rows when it asks for a category, else the products. */
const sourceOf = (query: ProductListQuery): ListSource => (query.category ? categoryListings : products);

/** The filters of a list over its source, their values given as placeholders of a prepared statement. */
function listConditions(query: ProductListQuery, values: ListValues): SQL | undefined {
  const source = sourceOf(query);
  const conditions = [eq(source.published, true)];
  if (query.category) conditions.push(sql`${categoryListings.categoryId} = ${categoryIdOf(values.category!)}`);
  if (query.type) conditions.push(eq(source.type, values.type!));
  if (query.label) conditions.push(eq(source.label, values.label!));
  if (query.onSale === true) conditions.push(saleOpen(values.now, source));
  if (query.onSale === false) conditions.push(sql`not ${saleOpen(values.now, source)}`);
  if (query.giftPacking !== undefined) conditions.push(eq(source.giftPacking, values.giftPacking!));
  return and(...conditions);
}

/**
 * How many products a list has in all. A category's published products are counted by a trigger
 * (`category_counts`); other lists count their rows.
 */
function listTotal(query: ProductListQuery, values: ListValues): SQL {
  if (query.category && !filtered(query)) {
    return sql`coalesce((select ${categoryCounts.published} from ${categoryCounts}
      where ${categoryCounts.categoryId} = ${categoryIdOf(values.category!)}), 0)`;
  }
  return sql`(select count(*)::int from ${sourceOf(query)} where ${listConditions(query, values)})`;
}

/**
 * A list's order, as keys read from its source: the sort asked, then the shop's position, then the
 * product id, so that equal keys still page the same way every time. The position, newest and name
 * orders match an index of `category_listings` (a category's page is read from it in order); the
 * price orders depend on the clock (a sale window), so a category's rows are sorted for them.
 */
function listOrder(
  sort: ProductSort,
  source: ListSource,
  now: Date | Placeholder,
): { key: SQL; descending: boolean }[] {
  const ascending = (key: SQL | AnyColumn) => ({ key: sql`${key}`, descending: false });
  const first = {
    position: [],
    price_asc: [ascending(effectivePriceSql(now, source))],
    price_desc: [{ key: effectivePriceSql(now, source), descending: true }],
    newest: [{ key: sql`${source.createdAt}`, descending: true }],
    name: [ascending(source.name)],
  }[sort];
  return [...first, ascending(source.position), ascending(source.productId)];
}

const listPlaceholders: ListValues = Object.fromEntries(
  (['category', 'type', 'label', 'onSale', 'giftPacking', 'limit', 'offset', 'now'] as const).map((key) => [
    key,
    sql.placeholder(key),
  ]),
) as ListValues;

/**
 * A list's row: the list's total beside each product of the page, the product's id (null on the
 * one row of a page past the end), and the product as JSON or as its kept card.
 */
interface ListRow {
  total: number;
  page_id: string | null;
  product?: unknown;
  id?: string;
  generation?: string;
  card?: string | null;
}
type ListStatement = ReturnType<typeof preparedStatement<ListRow>>;
const LIST_STATEMENTS = new Map<string, ListStatement>();

/** Whether a kept card or page holds at `now` (ADR 016): strictly between its two moments. */
function holds(column: 'card' | 'detail', now: Date | Placeholder): SQL {
  const [from, until] =
    column === 'card'
      ? [productViews.cardFreshFrom, productViews.cardFreshUntil]
      : [productViews.detailFreshFrom, productViews.detailFreshUntil];
  return sql`(${from} < ${now} and ${until} > ${now})`;
}

/** What a list reads of each product: the product with its relations, or its kept card (`product_views`). */
type ListRead = 'products' | 'cards';

/**
 * The kept card of each product of the enclosing query (joined with `product_views`): its id and
 * generation, and the card while it holds at `now` (null when it has to be built again).
 */
export function keptCard(now: Date | Placeholder): SQL {
  return sql`${productViews.productId} as id, ${productViews.generation}::text as generation,
    case when ${holds('card', now)} then ${productViews.card} end as card`;
}

const readOf: Record<ListRead, (now: Date | Placeholder) => SQL> = {
  products: (now) => sql`${productJson(now)} as product`,
  cards: keptCard,
};

/**
 * The prepared statement of a list of this shape (which filters, which order): the list's total
 * and the page's products in order, each as `read` says (one row with the total alone when the
 * page is past the end). A category's page is read from `category_listings` and its total from
 * `category_counts`, so neither grows with the category.
 */
function listStatement(query: ProductListQuery, read: ListRead): ListStatement {
  const filters = (['category', 'type', 'label', 'onSale', 'giftPacking'] as const).map((key) =>
    query[key] === undefined || query[key] === '' ? '-' : String(query[key]),
  );
  const shape = `${read}_${query.sort}:${filters.map((value, i) => (i >= 3 ? value : value === '-' ? '-' : '+')).join('')}`;
  let statement = LIST_STATEMENTS.get(shape);
  if (statement) return statement;
  const values = listPlaceholders;
  const source = sourceOf(query);
  const order = listOrder(query.sort, source, values.now);
  const direction = (descending: boolean) => (descending ? sql` desc` : sql``);
  const pageOrder = sql.join(
    order.map(({ key, descending }) => sql`${key}${direction(descending)}`),
    sql`, `,
  );
  const keys = sql.join(
    order.map(({ key }, i) => sql`${key} as ${sql.identifier(`key_${i}`)}`),
    sql`, `,
  );
  const outerOrder = sql.join(
    order.map(({ descending }, i) => sql`page.${sql.identifier(`key_${i}`)}${direction(descending)}`),
    sql`, `,
  );
  statement = preparedStatement(
    `products_list_${shape}`,
    sql`
      select counted.total, page.id as page_id, ${readOf[read](values.now)}
      from (select ${listTotal(query, values)} as total) counted
      left join (
        select ${source.productId} as id, ${keys} from ${source}
        where ${listConditions(query, values)}
        order by ${pageOrder} limit ${unplanned(values.limit)} offset ${unplanned(values.offset)}
      ) page on true
      ${read === 'cards' ? sql`left join ${productViews} on ${productViews.productId} = page.id` : sql`left join ${products} on ${products.productId} = page.id`}
      order by ${outerOrder}`,
  );
  LIST_STATEMENTS.set(shape, statement);
  return statement;
}

/**
 * A published product's page: the product, its components, related products (in stock, from its
 * first category in menu order) and its rating; each product with its relations as JSON.
 */
const productPage = preparedStatement<{ kind: number; quantity: number; product: unknown; rating: unknown }>(
  'product_page',
  sql`
    with found as (
      select product_id from products where slug = ${sql.placeholder('slug')} and published
    ),
    members as (
      select found.product_id as id, 0 as kind, 0 as ord, 0 as quantity from found
      union all
      select pc.component_id, 1, pc.position, pc.quantity
      from product_components pc join found on pc.bundle_id = found.product_id
      union all
      (select r.product_id, 2, r.position, 0
       from found
       join product_categories x on x.category_id = (
         select pc.category_id from product_categories pc join categories c on c.category_id = pc.category_id
         where pc.product_id = found.product_id order by c.position limit 1)
       join products r on r.product_id = x.product_id
       where r.product_id <> found.product_id and r.published and r.stock_on_hand > 0
       order by r.position limit ${RELATED_PRODUCTS})
    )
    select members.kind, members.quantity, ${productJson(sql.placeholder('now'))} as product,
      case when members.kind = 0 then (
        select json_build_object('average', avg(reviews.score), 'count', count(*)) from reviews
        where reviews.product_id = members.id and reviews.published) end as rating
    from members join ${products} on ${products.productId} = members.id
    order by members.kind, members.ord`,
);

/** The published products among `ids` (a uuid[] expression). */
const publishedAmong = (ids: SQL) => sql`${products.productId} = any(${ids}) and ${products.published}`;

/**
 * The published products among `ids` (a uuid[] expression) as one JSON array of `productJson`'s
 * objects, for a statement that reads them with other things (read by `fromProductsJson`).
 */
export function publishedProductsJson(ids: SQL, now: Placeholder): SQL {
  return sql`(select coalesce(json_agg(${productJson(now)}), '[]'::json) from ${products}
    where ${publishedAmong(ids)})`;
}

/** Products read from `publishedProductsJson`'s array. */
export const fromProductsJson = (json: unknown): ProductWithRelations[] =>
  fromJson<unknown[]>(json).map(fromProductJson);

/** Published products among `ids`, each with its relations (`byIds`). */
const byIdsStatement = preparedStatement<{ products: unknown }>(
  'products_by_ids',
  sql`select ${publishedProductsJson(sql`${sql.placeholder('ids')}::uuid[]`, sql.placeholder('now'))} as products`,
);

/** A kept answer: the product, the generation it was read at, and the answer while it holds. */
export interface KeptView {
  id: string;
  generation: string;
  /** The answer, or null when it has expired or was never built. */
  body: string | null;
}

/** A published product's kept page, by slug. */
const pageView = preparedStatement<KeptView>(
  'product_page_view',
  sql`select ${products.productId} as id, ${productViews.generation}::text as generation,
      case when ${holds('detail', sql.placeholder('now'))} then ${productViews.detail} end as body
    from ${products} join ${productViews} on ${productViews.productId} = ${products.productId}
    where ${products.slug} = ${sql.placeholder('slug')} and ${products.published}`,
);

/** An answer to keep: built from what the product's row said at `generation`, true until `freshUntil`. */
export interface ViewToKeep {
  id: string;
  generation: string;
  body: string;
  /** It holds strictly between these (ISO times, or '-infinity' / 'infinity' when nothing known changes it). */
  freshFrom: string;
  freshUntil: string;
}

/** Kept only where no write has expired the row since it was read (its generation is unchanged). */
function keepViews(column: 'card' | 'detail', views: ViewToKeep[]): SQL {
  const rows = views.map((view) => ({
    id: view.id,
    generation: view.generation,
    body: view.body,
    fresh_from: view.freshFrom,
    fresh_until: view.freshUntil,
  }));
  return sql`update ${productViews} set ${sql.raw(column)} = kept.body,
      ${sql.raw(`${column}_fresh_from`)} = kept.fresh_from, ${sql.raw(`${column}_fresh_until`)} = kept.fresh_until
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as kept(id uuid, generation bigint, body text, fresh_from timestamptz, fresh_until timestamptz)
    where ${productViews.productId} = kept.id and ${productViews.generation} = kept.generation`;
}

export function createProductRepository(db: Database) {
  return {
    /** Published products matching the filters, one page of them and the total. */
    async list(query: ProductListQuery): Promise<{ items: ProductWithRelations[]; total: number }> {
      const rows = await listStatement(query, 'products')(db, { ...query });
      const items = rows.filter((row) => row.page_id !== null).map((row) => fromProductJson(row.product));
      return { items, total: rows[0]?.total ?? 0 };
    },

    /** The same page as `list`, each product as its kept card (null where it has to be built again). */
    async listCards(query: ProductListQuery): Promise<{ items: KeptView[]; total: number }> {
      const rows = await listStatement(query, 'cards')(db, { ...query });
      const items = rows
        .filter((row) => row.page_id !== null)
        .map((row) => ({ id: row.id!, generation: row.generation!, body: row.card ?? null }));
      return { items, total: rows[0]?.total ?? 0 };
    },

    /** A published product's kept page (its body null when it has to be built again), or undefined. */
    async pageView(slug: string, now: Date): Promise<KeptView | undefined> {
      const [view] = await pageView(db, { slug, now });
      return view;
    },

    /** Keeps built cards or pages (ADR 016); a row written to since it was read keeps its expiry. */
    async keepViews(column: 'card' | 'detail', views: ViewToKeep[]): Promise<void> {
      if (views.length > 0) await db.execute(keepViews(column, views));
    },

    /** Published products whose card or page has expired at `now`, a few at a time. */
    async expiredViews(
      now: Date,
      limit: number,
    ): Promise<{ id: string; slug: string; generation: string; card: boolean; detail: boolean }[]> {
      const result = (await db.execute(sql`
        select ${products.productId} as id, ${products.slug} as slug, ${productViews.generation}::text as generation,
          not ${holds('card', now)} as card, not ${holds('detail', now)} as detail
        from ${productViews} join ${products} on ${products.productId} = ${productViews.productId}
        where ${products.published} and not (${holds('card', now)} and ${holds('detail', now)})
        limit ${limit}`)) as unknown as {
        rows: { id: string; slug: string; generation: string; card: boolean; detail: boolean }[];
      };
      return result.rows;
    },

    /** Every kept answer expires (the API started: its code may answer differently now). */
    async expireAllViews(): Promise<void> {
      await db.execute(sql`update ${productViews} set card_fresh_until = '-infinity',
        detail_fresh_until = '-infinity', generation = generation + 1`);
    },

    /**
     * A published product with its components, related products (in stock, from its first category
     * in menu order) and rating, or undefined: one statement, each product with its relations as JSON.
     */
    async bySlug(slug: string, now: Date): Promise<ProductDetail | undefined> {
      const [own, ...rest] = await productPage(db, { slug, now });
      if (!own || own.kind !== 0) return undefined;
      return {
        ...fromProductJson(own.product),
        components: rest
          .filter((row) => row.kind === 1)
          .map((row) => ({ product: fromProductJson(row.product), quantity: row.quantity })),
        related: rest.filter((row) => row.kind === 2).map((row) => fromProductJson(row.product)),
        rating: toRating(own.rating),
      };
    },

    /**
     * Published products by id, in the order asked (for home sections, hotspots, carts and orders),
     * without their search columns (as `list` gives them).
     */
    async byIds(ids: string[], now: Date): Promise<ProductWithRelations[]> {
      if (ids.length === 0) return [];
      const [row] = await byIdsStatement(db, { ids, now });
      const byId = new Map(fromProductsJson(row!.products).map((p) => [p.productId, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Categories in menu order, with how many published products each has (kept by a trigger). */
    async categories(): Promise<(CategoryRow & { productCount: number })[]> {
      const rows = await db
        .select({ category: categories, productCount: categoryCounts.published })
        .from(categories)
        .leftJoin(categoryCounts, eq(categoryCounts.categoryId, categories.categoryId))
        .orderBy(asc(categories.position));
      return rows.map((row) => ({ ...row.category, productCount: row.productCount ?? 0 }));
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
