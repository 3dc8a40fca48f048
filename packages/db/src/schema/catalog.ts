import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A shop category, listed in the sidebar by `position`. */
export const categories = pgTable('categories', {
  categoryId: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  position: integer().notNull().default(0),
});

/**
 * A product as the storefront sells it. Prices are gross, in integer grosze;
 * the sale window is open only strictly between its start and end.
 */
export const products = pgTable(
  'products',
  {
    productId: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    nameSpan: text().notNull().default(''),
    description: text().notNull().default(''),
    label: text(),
    nonSalePrice: integer().notNull(),
    salePrice: integer(),
    salePriceStart: timestamp({ withTimezone: true }),
    salePriceEnd: timestamp({ withTimezone: true }),
    taxRate: integer().notNull().default(23),
    published: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_non_sale_price_positive', sql`${t.nonSalePrice} >= 0`),
    check('products_sale_price_positive', sql`${t.salePrice} is null or ${t.salePrice} >= 0`),
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
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);
