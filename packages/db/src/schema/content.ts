import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { tsvector } from './column-types.ts';
import { mediaAssets } from './media.ts';

/** A blog post; `body` is markdown. */
export const posts = pgTable(
  'posts',
  {
    postId: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    /** Tags as written ("Pielęgnacja"); their URL form comes from core's tagSlug. */
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredImageId: uuid().references(() => mediaAssets.mediaId, { onDelete: 'set null' }),
    featuredImageTitle: text().notNull().default(''),
    excerpt: text().notNull().default(''),
    body: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    featured: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
    /** Maintained by a trigger, as for products. */
    searchName: text().notNull().default(''),
    searchDocument: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    index().on(t.published, t.publishedAt),
    index('posts_tags_idx').using('gin', t.tags),
    index('posts_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('posts_search_document_idx').using('gin', t.searchDocument),
  ],
);

/** A markdown page (regulations, info pages) with its page metadata. */
export const pages = pgTable('pages', {
  pageId: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  body: text().notNull(),
  metaTitle: text(),
  metaDescription: text().notNull().default(''),
  /** Absolute or root-relative canonical URL; a trailing slash is forced when served. */
  canonical: text(),
  robotsIndex: boolean().notNull().default(true),
  robotsFollow: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const testimonials = pgTable('testimonials', {
  testimonialId: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  text: text().notNull(),
  position: integer().notNull().default(0),
});

/** The navbar's manual promotion: while active it replaces the automatic promotion bar. */
export const navbarPromotions = pgTable(
  'navbar_promotions',
  {
    navbarPromotionId: uuid().primaryKey().defaultRandom(),
    /** HTML, sanitised when rendered. */
    content: text().notNull(),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('navbar_promotions_window', sql`${t.dateFrom} < ${t.dateTo}`)],
);

export const COMPANY_ROLES = ['CURRENT_SELLER', 'PAST_SELLER', 'PICKUP'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The seller's legal entities (current and past) and the pickup address. */
export const companies = pgTable('companies', {
  companyId: uuid().primaryKey().defaultRandom(),
  role: text().$type<CompanyRole>().notNull(),
  name: text().notNull(),
  address: text().notNull(),
  zip: text().notNull(),
  city: text().notNull(),
  vatNo: text(),
  mail: text(),
  phone: text(),
  /** Opening hours and notes for the pickup point. */
  notes: text().notNull().default(''),
  validFrom: timestamp({ withTimezone: true }),
  validTo: timestamp({ withTimezone: true }),
});

/**
 * Structured content blocks edited as a whole (home hero, brand story, social
 * feed, hotspot banner, product of the month, social links). `data` is
 * validated by the API's schema for its key.
 */
export const contentBlocks = pgTable('content_blocks', {
  key: text().primaryKey(),
  data: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
