import { MAX_LINE_QUANTITY } from '@manufaktura/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { accounts } from './accounts.ts';
import { products } from './catalog.ts';
import type { DiscountTypeValue } from './promotions.ts';
import { DISCOUNT_TYPES } from './promotions.ts';
import { sessions } from './sessions.ts';

/** How parcels travel: courier, InPost locker, pickup, courier with cash on delivery. */
export const shippingMethods = pgTable('shipping_methods', {
  methodId: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** Gross, grosze. */
  price: integer().notNull(),
  taxRate: integer().notNull().default(23),
  cashOnDelivery: boolean().notNull().default(false),
  /** The shopper picks a parcel locker (its code goes in the attributes). */
  requiresLocker: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

/** A code a shopper types; stored upper-cased, compared upper-cased. */
export const coupons = pgTable(
  'coupons',
  {
    couponId: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    name: text().notNull(),
    discountType: text().$type<DiscountTypeValue>().notNull(),
    /** Grosze for FIXED kinds, percent for PERCENTAGE kinds, 0 for FREE_SHIPPING. */
    value: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    dateFrom: timestamp({ withTimezone: true }),
    dateTo: timestamp({ withTimezone: true }),
    minCartValue: integer(),
    maxRedemptions: integer(),
    maxRedemptionsPerUser: integer(),
    /** When set, only this customer (by e-mail) may use the code. */
    allowedEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_code_upper_case', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 64`),
    check(
      'coupons_discount_type_known',
      sql.raw(`discount_type in (${DISCOUNT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check('coupons_value_not_negative', sql`${t.value} >= 0`),
  ],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: uuid()
      .notNull()
      .references(() => coupons.couponId, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.productId] })],
);

/** A use of a coupon by a placed order; counts against the redemption limits. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponRedemptionId: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.couponId, { onDelete: 'cascade' }),
    email: text().notNull(),
    orderRef: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.couponId, t.email)],
);

export const CART_STATUSES = ['OPEN', 'ORDERED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/**
 * A shopper's cart: a guest's belongs to the session, a signed-in shopper's
 * to the account (one open cart per account, shared by every device signed
 * in). The unique keys make concurrent first requests end in one cart.
 * `version` goes up with every change.
 */
export const carts = pgTable(
  'carts',
  {
    cartId: uuid().primaryKey().defaultRandom(),
    sessionTokenHash: text()
      .unique()
      .references(() => sessions.tokenHash, { onDelete: 'set null' }),
    accountId: uuid().references(() => accounts.accountId, { onDelete: 'cascade' }),
    status: text().$type<CartStatus>().notNull().default('OPEN'),
    version: integer().notNull().default(0),
    couponCode: text(),
    shippingMethodId: text().references(() => shippingMethods.methodId, { onDelete: 'set null' }),
    shippingAttributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    email: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    account: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    billing: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    shipping: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    comments: text().notNull().default(''),
    /** SHA-256 of the recovery token a shopper can use to get this cart back. */
    recoveryTokenHash: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('carts_status_known', sql`${t.status} in ('OPEN', 'ORDERED')`),
    uniqueIndex('carts_open_account_unique')
      .on(t.accountId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/** Most of one product a cart can hold (packages/core), kept by the database too. */
export { MAX_LINE_QUANTITY };

export const cartLines = pgTable(
  'cart_lines',
  {
    lineId: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => carts.cartId, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    options: jsonb().$type<unknown[]>().notNull().default([]),
    subProductsReplacementForced: boolean().notNull().default(false),
    /** Lines keep the order they were added in. */
    position: integer().notNull().default(0),
  },
  (t) => [
    unique('cart_lines_cart_product_unique').on(t.cartId, t.productId),
    check('cart_lines_quantity_range', sql.raw(`quantity between 1 and ${MAX_LINE_QUANTITY}`)),
  ],
);

/**
 * A newsletter address with the consent it rests on (double opt-in): a
 * request leaves it pending and e-mails a signed confirmation link; only a
 * confirmed address (`subscribed`) receives the newsletter.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text().primaryKey(),
  /** Confirmed through the e-mailed link and not withdrawn since: the address receives the newsletter. */
  subscribed: boolean().notNull().default(false),
  /** When the latest consent was given (the request), with its proof below. */
  consentAt: timestamp({ withTimezone: true }).notNull(),
  /** Where the address was given (footer form, checkout, account). */
  source: text().notNull(),
  /** The client address the consent came from. */
  consentIp: text(),
  /** The version of the consent wording and newsletter terms the shopper agreed to. */
  consentTextVersion: text(),
  /** Set while a consent waits for its confirmation link to be used. */
  pendingSince: timestamp({ withTimezone: true }),
  confirmedAt: timestamp({ withTimezone: true }),
  /** The last confirmation e-mail and the last unsubscribe-link e-mail: each at most once a day. */
  confirmationSentAt: timestamp({ withTimezone: true }),
  unsubscribeLinkSentAt: timestamp({ withTimezone: true }),
  /** Signed (with the app's secret) into the confirmation and unsubscribe links. */
  linkKey: uuid().notNull().unique().defaultRandom(),
  /** SHA-256 of the session that confirmed the address: the one shopper it belongs to until accounts exist. */
  ownerSessionHash: text(),
  /** SHA-256 of the token in an unsubscribe link sent before links were signed; those links keep working. */
  unsubscribeTokenHash: text().unique(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
