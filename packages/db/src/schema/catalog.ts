import type { StockMovementReason, StockMovementType } from '@manufaktura/core';
import { STOCK_MOVEMENT_TYPES } from '@manufaktura/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { tsvector } from './column-types.ts';
import { mediaAssets } from './media.ts';

/** A shop category, listed in the sidebar by `position`. */
export const categories = pgTable('categories', {
  categoryId: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  position: integer().notNull().default(0),
  /** Shown in the desktop menu (the spec's "one store category"). */
  inMenu: boolean().notNull().default(false),
});

export const PRODUCT_TYPES = ['PRODUCT', 'BUNDLE', 'GIFT_CARD'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * A product as the storefront sells it. Prices are gross, in integer grosze;
 * the sale window is open only strictly between its start and end. Every
 * change of the price in force is also written to `price_history` (Omnibus).
 */
export const products = pgTable(
  'products',
  {
    productId: uuid().primaryKey().defaultRandom(),
    baselinkerId: text(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** HTML subtitle, written by the shop's staff. */
    nameSpan: text().notNull().default(''),
    ean: text(),
    description: text().notNull().default(''),
    details: text().notNull().default(''),
    /** NEW, BESTSELLER or any other text shown as a badge. */
    label: text(),
    /** Free-form tags (skin type, ingredient) for search and the finder. */
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: text().$type<ProductType>().notNull().default('PRODUCT'),
    nonSalePrice: integer().notNull(),
    salePrice: integer(),
    salePriceStart: timestamp({ withTimezone: true }),
    salePriceEnd: timestamp({ withTimezone: true }),
    taxRate: integer().notNull().default(23),
    /** custom_attributes.capacity: a number whose unit follows from the product (g, ml or none). */
    capacity: integer(),
    /** custom_attributes.giftPacking: sold only from the cart page. */
    giftPacking: boolean().notNull().default(false),
    /** custom_attributes.dlaczego_dziala ("jak działa" tab), markdown. */
    dlaczegoDziala: text().notNull().default(''),
    /** custom_attributes.sklad ("skład" tab), the INCI list. */
    sklad: text().notNull().default(''),
    /** For bundles: each component costs unit price × (1 − this / 100). */
    bundleDiscountPercentage: integer().notNull().default(0),
    /** On hand, kept equal to the sum of stock movements by a trigger; never below zero. */
    stockOnHand: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    /** Position in the shop's default order. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased, accent-free name for trigram matching; maintained by a trigger. */
    searchName: text().notNull().default(''),
    /** Weighted full-text document (name A, tags B, description C); maintained by a trigger. */
    searchDocument: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    check('products_non_sale_price_positive', sql`${t.nonSalePrice} >= 0`),
    check('products_sale_price_positive', sql`${t.salePrice} is null or ${t.salePrice} >= 0`),
    check('products_type_known', sql`${t.type} in ('PRODUCT', 'BUNDLE', 'GIFT_CARD')`),
    check('products_stock_not_negative', sql`${t.stockOnHand} >= 0`),
    check(
      'products_bundle_discount_range',
      sql`${t.bundleDiscountPercentage} >= 0 and ${t.bundleDiscountPercentage} <= 100`,
    ),
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('products_search_document_idx').using('gin', t.searchDocument),
    index('products_published_position_idx').on(t.published, t.position),
    index('products_tags_idx').using('gin', t.tags),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index().on(t.categoryId, t.position)],
);

/**
 * Each category link with what a listing filters and orders its products by, copied from the
 * product by triggers (migration 0026): a category's page is a range of an index here, in the
 * order the listing asks, instead of every product of the category read and sorted.
 */
export const categoryListings = pgTable(
  'category_listings',
  {
    productId: uuid().notNull(),
    categoryId: uuid().notNull(),
    published: boolean().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    name: text().notNull(),
    type: text().$type<ProductType>().notNull(),
    label: text(),
    giftPacking: boolean().notNull(),
    nonSalePrice: integer().notNull(),
    salePrice: integer(),
    salePriceStart: timestamp({ withTimezone: true }),
    salePriceEnd: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    foreignKey({
      name: 'category_listings_link_fk',
      columns: [t.productId, t.categoryId],
      foreignColumns: [productCategories.productId, productCategories.categoryId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('category_listings_position_idx').on(t.categoryId, t.published, t.position, t.productId),
    index('category_listings_newest_idx').on(
      t.categoryId,
      t.published,
      t.createdAt.desc().nullsFirst(),
      t.position,
      t.productId,
    ),
    index('category_listings_name_idx').on(t.categoryId, t.published, t.name, t.position, t.productId),
  ],
);

/** How many published products each category has, kept by a trigger on `category_listings`. */
export const categoryCounts = pgTable('category_counts', {
  categoryId: uuid()
    .primaryKey()
    .references(() => categories.categoryId, { onDelete: 'cascade' }),
  published: integer().notNull().default(0),
});

/**
 * What search reads of a product, kept beside it by a trigger: a search matches and ranks a few
 * hundred narrow rows here instead of the products' wide ones (descriptions, texts).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.productId, { onDelete: 'cascade' }),
    published: boolean().notNull(),
    position: integer().notNull(),
    searchName: text().notNull(),
    searchDocument: tsvector().notNull(),
  },
  (t) => [index('product_search_document_idx').using('gin', t.searchDocument).with({ fastupdate: false })],
);

/**
 * What the API answers for a product, kept ready (ADR 016): its card as every listing shows it and
 * its page, each JSON text with the moments it holds between (a sale window opening or closing).
 * Triggers on everything an answer shows expire the rows it touches and bump `generation`, so an
 * answer built from data a write has since changed is never stored as fresh.
 */
export const productViews = pgTable('product_views', {
  productId: uuid()
    .primaryKey()
    .references(() => products.productId, { onDelete: 'cascade' }),
  generation: bigint({ mode: 'number' }).notNull().default(0),
  card: text(),
  /** The card holds for the shop's clock strictly between these two moments. */
  cardFreshFrom: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`'-infinity'`),
  cardFreshUntil: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`'-infinity'`),
  detail: text(),
  detailFreshFrom: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`'-infinity'`),
  detailFreshUntil: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`'-infinity'`),
});

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => mediaAssets.mediaId, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);

/** What a BUNDLE product is made of. */
export const productComponents = pgTable(
  'product_components',
  {
    bundleId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    componentId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'restrict' }),
    quantity: integer().notNull().default(1),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.componentId] }),
    check('product_components_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * Append-only history of the gross price in force, for the Omnibus notice:
 * a row per period, `validTo` null while it is still in force.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    priceHistoryId: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    price: integer().notNull(),
    isPromo: boolean().notNull().default(false),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.productId, t.validFrom), check('price_history_price_positive', sql`${t.price} >= 0`)],
);

export type { StockMovementReason, StockMovementType } from '@manufaktura/core';
export { STOCK_MOVEMENT_REASONS, STOCK_MOVEMENT_TYPES } from '@manufaktura/core';

/**
 * Every change of stock. `quantity` is signed (+ in, − out); a trigger adds it
 * to `products.stock_on_hand`, whose check constraint refuses to go below zero,
 * so no movement (and no sale) can oversell.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    stockMovementId: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'restrict' }),
    type: text().$type<StockMovementType>().notNull(),
    reason: text().$type<StockMovementReason>(),
    quantity: integer().notNull(),
    /** The order a SALE or shipment belongs to. */
    reference: text(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.productId, t.createdAt),
    check('stock_movements_quantity_not_zero', sql`${t.quantity} <> 0`),
    check(
      'stock_movements_type_known',
      sql.raw(`type in (${STOCK_MOVEMENT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
);

/** A "dopasuj kosmetyk" set: products that go together for one need. */
export const bundles = pgTable('bundles', {
  bundleId: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  tag: text().notNull(),
  name: text().notNull(),
  description: text().notNull().default(''),
  imageId: uuid().references(() => mediaAssets.mediaId, { onDelete: 'set null' }),
  position: integer().notNull().default(0),
});

export const bundleProducts = pgTable(
  'bundle_products',
  {
    bundleId: uuid()
      .notNull()
      .references(() => bundles.bundleId, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
);

/**
 * Every word of the product and post names, accent-free and lower case, kept
 * by triggers (migration 0009): a typo in a search is corrected to the
 * nearest of them through the trigram index instead of comparing the query
 * with every name.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  // The similarity look-up (`%`) of a misspelt word: about 5× faster through GiST than GIN at
  // 5,000 products (bench/RESULTS.md).
  index('search_words_trgm_gist_idx').using('gist', sql`${t.word} gist_trgm_ops`),
  // The prefix test (does a word begin with it?): the first word at or after it in byte order,
  // whatever the database's collation (migration 0028).
  index('search_words_bytes_idx').on(sql`(${t.word} collate "C")`),
]);

/**
 * A one-word search's ranking kept ready: for each dictionary word, every published product whose
 * search text has a word beginning with it, with the text rank that word gives it
 * (`shop_search_rank(search_document, word)`), its position and its name. A search
 * for a dictionary word reads its best hundred from the index instead of ranking every match. Kept by
 * triggers on `product_search` and `search_words` (migration 0033).
 */
export const searchRankings = pgTable(
  'search_rankings',
  {
    word: text().notNull(),
    productId: uuid()
      .notNull()
      .references(() => productSearch.productId, { onDelete: 'cascade' }),
    textRank: real().notNull(),
    position: integer().notNull(),
    /** The product's `search_name`, which the best hundred are compared by: a search reads the index alone. */
    searchName: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.productId] }),
    index('search_rankings_best_idx').on(t.word, t.textRank.desc(), t.position, t.productId, t.searchName),
    index('search_rankings_product_idx').on(t.productId),
  ],
);
