import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { asc, count, desc, eq, ilike, inArray, max, ne, sql } from 'drizzle-orm';

import type { MediaRow, PageRow, PostRow } from './content.ts';
import { containsPattern } from './like.ts';
import { withTotal } from './paging.ts';

const { contentBlocks, mediaAssets, pages, posts, products, testimonials } = schema;

export type TestimonialRow = typeof testimonials.$inferSelect;

/** A post with its featured picture, as the back office shows it. */
export type AdminPostRow = PostRow & { image: MediaRow | undefined };

/** What the back office writes of a post, its picture (an uploaded one, by id) included. */
export type PostValues = Pick<
  PostRow,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'body'
  | 'tags'
  | 'published'
  | 'publishedAt'
  | 'featured'
  | 'featuredImageId'
  | 'featuredImageTitle'
>;

/** What the back office may change of a page: its address stays, as the storefront routes it. */
export type PageValues = Pick<
  PageRow,
  'title' | 'body' | 'metaTitle' | 'metaDescription' | 'canonical' | 'robotsIndex' | 'robotsFollow'
>;

export type TestimonialValues = Pick<TestimonialRow, 'name' | 'text' | 'position'>;

/** The blog, the info pages, the testimonials and the home page's blocks as the staff keep them. */
export function createContentAdminRepository(db: Database) {
  async function withImages(rows: PostRow[]): Promise<AdminPostRow[]> {
    const ids = rows.flatMap((row) => row.featuredImageId ?? []);
    const media = ids.length ? await db.select().from(mediaAssets).where(inArray(mediaAssets.mediaId, ids)) : [];
    return rows.map((row) => ({ ...row, image: media.find((m) => m.mediaId === row.featuredImageId) }));
  }

  async function postBy(where: ReturnType<typeof eq>, lock = false): Promise<AdminPostRow | undefined> {
    const query = db.select().from(posts).where(where);
    const [row] = await withImages(lock ? await query.for('update') : await query);
    return row;
  }

  return {
    /** A page of the posts, drafts and scheduled ones too, the latest first; `q` narrows by title. */
    async postPage(filter: { q?: string | undefined; limit: number; offset: number }) {
      const where = filter.q ? ilike(posts.title, containsPattern(filter.q)) : undefined;
      const { rows, total } = await withTotal(
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(desc(posts.publishedAt), asc(posts.postId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(posts).where(where),
      );
      return { rows: await withImages(rows), total };
    },

    postById: (postId: string) => postBy(eq(posts.postId, postId)),

    lockPost: (postId: string) => postBy(eq(posts.postId, postId), true),

    /**
     * What the blog's addresses (/blog/{slug}) are taken by, but for the post
     * `exceptPostId`: the other posts' slugs and every post's tags, as written.
     */
    async blogAddresses(exceptPostId?: string): Promise<{ postSlugs: string[]; tags: string[] }> {
      const others = exceptPostId === undefined ? undefined : ne(posts.postId, exceptPostId);
      const tag = sql<string>`unnest(${posts.tags})`;
      const [slugRows, tagRows] = await Promise.all([
        db.select({ slug: posts.slug }).from(posts).where(others),
        db.selectDistinct({ tag }).from(posts).where(others),
      ]);
      return { postSlugs: slugRows.map((row) => row.slug), tags: tagRows.map((row) => row.tag) };
    },

    async insertPost(values: PostValues): Promise<AdminPostRow> {
      const [row] = await db.insert(posts).values(values).returning();
      return (await withImages([row!]))[0]!;
    },

    async updatePost(postId: string, values: PostValues): Promise<AdminPostRow> {
      await db.update(posts).set(values).where(eq(posts.postId, postId));
      return (await postBy(eq(posts.postId, postId)))!;
    },

    /** Every page, in the order of their addresses (there are a few dozen at most). */
    async pagePage(filter: { limit: number; offset: number }) {
      return withTotal(
        db.select().from(pages).orderBy(asc(pages.slug)).limit(filter.limit).offset(filter.offset),
        db.select({ n: count() }).from(pages),
      );
    },

    async pageById(pageId: string): Promise<PageRow | undefined> {
      const [row] = await db.select().from(pages).where(eq(pages.pageId, pageId));
      return row;
    },

    async lockPage(pageId: string): Promise<PageRow | undefined> {
      const [row] = await db.select().from(pages).where(eq(pages.pageId, pageId)).for('update');
      return row;
    },

    async updatePage(pageId: string, values: PageValues, now: Date): Promise<PageRow> {
      const [row] = await db
        .update(pages)
        .set({ ...values, updatedAt: now })
        .where(eq(pages.pageId, pageId))
        .returning();
      return row!;
    },

    /** The testimonials in the slider's order. */
    async testimonialPage(filter: { limit: number; offset: number }) {
      return withTotal(
        db
          .select()
          .from(testimonials)
          .orderBy(asc(testimonials.position), asc(testimonials.testimonialId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(testimonials),
      );
    },

    async testimonialById(testimonialId: string): Promise<TestimonialRow | undefined> {
      const [row] = await db.select().from(testimonials).where(eq(testimonials.testimonialId, testimonialId));
      return row;
    },

    async lockTestimonial(testimonialId: string): Promise<TestimonialRow | undefined> {
      const [row] = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.testimonialId, testimonialId))
        .for('update');
      return row;
    },

    /** The place after the last testimonial's. */
    async nextTestimonialPosition(): Promise<number> {
      const [row] = await db.select({ last: max(testimonials.position) }).from(testimonials);
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insertTestimonial(values: TestimonialValues): Promise<TestimonialRow> {
      const [row] = await db.insert(testimonials).values(values).returning();
      return row!;
    },

    async updateTestimonial(testimonialId: string, values: TestimonialValues): Promise<TestimonialRow> {
      const [row] = await db
        .update(testimonials)
        .set(values)
        .where(eq(testimonials.testimonialId, testimonialId))
        .returning();
      return row!;
    },

    async deleteTestimonial(testimonialId: string): Promise<void> {
      await db.delete(testimonials).where(eq(testimonials.testimonialId, testimonialId));
    },

    /** Every content block: their data as stored and when they last changed. */
    async blocks() {
      return db.select().from(contentBlocks);
    },

    /** A content block, locked until the transaction ends: two changes to its sections never undo each other. */
    async lockBlock(key: string) {
      const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, key)).for('update');
      return row;
    },

    /** Sets pictures' texts for the blind: a picture's own, so it changes wherever it is shown. */
    async setMediaAlts(alts: ReadonlyMap<string, string>): Promise<void> {
      for (const [mediaId, alt] of alts) {
        await db.update(mediaAssets).set({ alt }).where(eq(mediaAssets.mediaId, mediaId));
      }
    },

    async saveBlock(key: string, data: unknown, now: Date) {
      const [row] = await db
        .insert(contentBlocks)
        .values({ key, data, updatedAt: now })
        .onConflictDoUpdate({ target: contentBlocks.key, set: { data, updatedAt: now } })
        .returning();
      return row!;
    },

    /** Which of `ids` are products of the shop. */
    async knownProductIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: products.productId })
        .from(products)
        .where(inArray(products.productId, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** The pictures among `ids`, by id. */
    async mediaByIds(ids: readonly string[]): Promise<Map<string, MediaRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(mediaAssets)
        .where(inArray(mediaAssets.mediaId, [...ids]));
      return new Map(rows.map((row) => [row.mediaId, row]));
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
