import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { products } from './catalog.ts';

export const DISCOUNT_TYPES = ['FIXED', 'PERCENTAGE', 'FIXED_PRODUCT', 'PERCENTAGE_PRODUCT', 'FREE_SHIPPING'] as const;
export type DiscountTypeValue = (typeof DISCOUNT_TYPES)[number];

/**
 * An automatic promotion: applies by itself when its condition holds
 * (minimum cart value or one of the listed products). Shown in the top bar.
 */
export const promotions = pgTable(
  'promotions',
  {
    promotionId: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    discountType: text().$type<DiscountTypeValue>().notNull(),
    /** Grosze for FIXED kinds, percent for PERCENTAGE kinds, ignored for FREE_SHIPPING. */
    value: integer().notNull().default(0),
    minCartValue: integer(),
    backgroundColor: text().notNull().default('#b8855d'),
    textColor: text().notNull().default('#ffffff'),
    overrideText: text(),
    active: boolean().notNull().default(true),
    dateFrom: timestamp({ withTimezone: true }),
    dateTo: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
  },
  (t) => [
    check(
      'promotions_discount_type_known',
      sql`${t.discountType} in ('FIXED', 'PERCENTAGE', 'FIXED_PRODUCT', 'PERCENTAGE_PRODUCT', 'FREE_SHIPPING')`,
    ),
    check('promotions_value_not_negative', sql`${t.value} >= 0`),
  ],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid()
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
);
