import type { StockMovementReason, StockMovementType } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { recordPriceSchedule, schema } from '@manufaktura/db';
import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';

import { containsPattern } from './like.ts';

const {
  categories,
  mediaAssets,
  priceHistory,
  productCategories,
  productComponents,
  productImages,
  products,
  stockMovements,
} = schema;

export type ProductRow = typeof products.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type MediaRow = typeof mediaAssets.$inferSelect;
export type PriceHistoryRow = typeof priceHistory.$inferSelect;

/** The columns of a product the back office writes (its stock only ever moves by movements). */
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'productId' | 'stockOnHand' | 'createdAt' | 'updatedAt' | 'searchName' | 'searchDocument' | 'baselinkerId'
>;

/** What a product is linked to: its categories, its gallery in order, a bundle's components. */
export interface ProductLinks {
  categoryIds: string[];
  images: { mediaId: string; alt: string }[];
  components: { productId: string; quantity: number }[];
}

/** The catalogue as the staff keep it: products' prices, sale windows, presence and stock movements. */
export function createCatalogAdminRepository(db: Database) {
  return {
    async page(filter: { q?: string; limit: number; offset: number }) {
      const pattern = filter.q ? containsPattern(filter.q) : undefined;
      const where = pattern ? or(ilike(products.name, pattern), ilike(products.slug, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.position), asc(products.name))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many of `ids` are products of the shop. */
    async productsFound(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(products).where(inArray(products.productId, ids));
      return row?.n ?? 0;
    },

    /** The shop's categories in the sidebar's order. */
    async categories() {
      return db
        .select({ id: categories.categoryId, slug: categories.slug, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name));
    },

    /** Whether another product than `exceptId` has this slug. */
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.productId })
        .from(products)
        .where(exceptId ? and(eq(products.slug, slug), ne(products.productId, exceptId)) : eq(products.slug, slug));
      return row !== undefined;
    },

    /** Which of `ids` exist, among the categories, the pictures, or the products that are bundles. */
    async found(ids: { categoryIds: string[]; mediaIds: string[]; productIds: string[] }) {
      const none = Promise.resolve([] as { id: string; type?: string }[]);
      const [categoryRows, mediaRows, productRows] = await Promise.all([
        ids.categoryIds.length
          ? db
              .select({ id: categories.categoryId })
              .from(categories)
              .where(inArray(categories.categoryId, ids.categoryIds))
          : none,
        ids.mediaIds.length
          ? db.select({ id: mediaAssets.mediaId }).from(mediaAssets).where(inArray(mediaAssets.mediaId, ids.mediaIds))
          : none,
        ids.productIds.length
          ? db
              .select({ id: products.productId, type: products.type })
              .from(products)
              .where(inArray(products.productId, ids.productIds))
          : none,
      ]);
      return {
        categories: new Set(categoryRows.map((row) => row.id)),
        media: new Set(mediaRows.map((row) => row.id)),
        products: new Set(productRows.map((row) => row.id)),
        bundles: new Set(productRows.filter((row) => row.type === 'BUNDLE').map((row) => row.id)),
      };
    },

    /** Whether some bundle holds this product. */
    async inBundles(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: productComponents.bundleId })
        .from(productComponents)
        .where(eq(productComponents.componentId, productId))
        .limit(1);
      return row !== undefined;
    },

    /** Adds a product with its price schedule in the history from `now`. */
    async create(values: ProductValues, now: Date): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      await recordPriceSchedule(db, row!.productId, row!, now);
      return row!;
    },

    /** Changes a product's columns; a new price schedule goes into the price history from `now`. */
    async update(productId: string, values: Partial<ProductValues>, scheduleChanged: boolean, now: Date) {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: now })
        .where(eq(products.productId, productId))
        .returning();
      if (scheduleChanged) await recordPriceSchedule(db, productId, row!, now);
      return row!;
    },

    async links(productId: string): Promise<ProductLinks & { media: MediaRow[]; categorySlugs: string[] }> {
      const [categoryRows, imageRows, componentRows] = await Promise.all([
        db
          .select({ id: productCategories.categoryId, slug: categories.slug })
          .from(productCategories)
          .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
          .where(eq(productCategories.productId, productId))
          .orderBy(asc(productCategories.position)),
        db
          .select({ media: mediaAssets })
          .from(productImages)
          .innerJoin(mediaAssets, eq(mediaAssets.mediaId, productImages.mediaId))
          .where(eq(productImages.productId, productId))
          .orderBy(asc(productImages.position)),
        db
          .select({ productId: productComponents.componentId, quantity: productComponents.quantity })
          .from(productComponents)
          .where(eq(productComponents.bundleId, productId))
          .orderBy(asc(productComponents.position)),
      ]);
      const media = imageRows.map((row) => row.media);
      return {
        categoryIds: categoryRows.map((row) => row.id),
        categorySlugs: categoryRows.map((row) => row.slug),
        images: media.map((row) => ({ mediaId: row.mediaId, alt: row.alt })),
        media,
        components: componentRows,
      };
    },

    /**
     * Replaces the links given (categories, gallery, components) in the order given; a picture's
     * alt text is the picture's own, so it changes wherever it is shown.
     */
    async setLinks(productId: string, links: Partial<ProductLinks>): Promise<void> {
      if (links.categoryIds) {
        await db.delete(productCategories).where(eq(productCategories.productId, productId));
        if (links.categoryIds.length > 0) {
          await db
            .insert(productCategories)
            .values(links.categoryIds.map((categoryId, position) => ({ productId, categoryId, position })));
        }
      }
      if (links.images) {
        await db.delete(productImages).where(eq(productImages.productId, productId));
        for (const [position, { mediaId, alt }] of links.images.entries()) {
          await db.insert(productImages).values({ productId, mediaId, position });
          await db.update(mediaAssets).set({ alt }).where(eq(mediaAssets.mediaId, mediaId));
        }
      }
      if (links.components) {
        await db.delete(productComponents).where(eq(productComponents.bundleId, productId));
        if (links.components.length > 0) {
          await db.insert(productComponents).values(
            links.components.map(({ productId: componentId, quantity }, position) => ({
              bundleId: productId,
              componentId,
              quantity,
              position,
            })),
          );
        }
      }
    },

    /** Records an uploaded picture whose original is stored under `key`. */
    async addMedia(values: { key: string; width: number; height: number; placeholderColor: string }, now: Date) {
      const [row] = await db
        .insert(mediaAssets)
        .values({ ...values, createdAt: now })
        .returning();
      return row!;
    },

    async byId(productId: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.productId, productId));
      return row;
    },

    async lock(productId: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.productId, productId)).for('update');
      return row;
    },

    /**
     * Records a stock movement (a trigger adds it to the stock on hand). False when it
     * would take the stock below zero: the database refuses it, and nothing is written.
     */
    async move(
      productId: string,
      movement: { type: StockMovementType; quantity: number; reason: StockMovementReason | null; note: string },
      now: Date,
    ): Promise<boolean> {
      const [product] = await db
        .select({ stock: products.stockOnHand })
        .from(products)
        .where(eq(products.productId, productId))
        .for('update');
      if (!product || product.stock + movement.quantity < 0) return false;
      await db.insert(stockMovements).values({ productId, ...movement, createdAt: now });
      return true;
    },

    /** The product's whole price history, oldest first (the Omnibus price reads back 30 days before a sale). */
    async priceHistory(productId: string): Promise<PriceHistoryRow[]> {
      return db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.productId, productId))
        .orderBy(asc(priceHistory.validFrom));
    },

    async movements(productId: string, limit: number): Promise<StockMovementRow[]> {
      return db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.productId, productId)))
        .orderBy(desc(stockMovements.createdAt))
        .limit(limit);
    },
  };
}
