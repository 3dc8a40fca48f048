import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An image the shop shows. The original lives in DATA_DIR/media/originals;
 * resized AVIF/WebP/JPEG variants are made from it on first request and
 * served under /media with immutable caching.
 */
export const mediaAssets = pgTable('media_assets', {
  mediaId: uuid().primaryKey().defaultRandom(),
  /** Path-safe name, e.g. "products/krem-nawilzajacy-1"; variants are "<key>-<width>.<ext>". */
  key: text().notNull().unique(),
  alt: text().notNull().default(''),
  /** Intrinsic size of the original, so pages reserve the space (no layout shift). */
  width: integer().notNull(),
  height: integer().notNull(),
  /** A colour to paint while the image loads. */
  placeholderColor: text().notNull().default('#f1e7dc'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
