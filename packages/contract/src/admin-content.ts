import { BANNER_MAX_HOTSPOTS, POST_SLUG_MAX_LENGTH, POST_TAG_MAX_LENGTH, POST_TAGS_MAX } from '@manufaktura/core';
import { z } from 'zod';

import { adminList, adminMoment, adminPaging } from './admin.ts';
import { storedHome, storedSocialLinks } from './content.ts';

/**
 * The shop's content as the staff keep it (the `content` area): blog posts
 * (`/api/admin/posts`), info and regulation pages (`/api/admin/pages`),
 * customers' testimonials (`/api/admin/testimonials`) and the sections of the
 * home page (`/api/admin/home-blocks`). Markdown is stored as written; the
 * storefront renders it (raw HTML dropped, unsafe links kept as text).
 */

const version = z.string().describe('Send it back with a change: a stale one is admin.version.conflict');
const line = (max: number) => z.string().trim().min(1).max(max);
const markdown = z.string().max(100_000).describe('Markdown');

export const adminContentIdParams = z.strictObject({ id: z.uuid() });

export const adminPostQuery = z.strictObject({
  ...adminPaging(25),
  q: z.string().trim().max(100).optional().describe('Part of the title, whatever the case'),
});

export const adminPost = z
  .object({
    id: z.uuid(),
    slug: z.string().describe('Its address: /blog/{slug}'),
    title: z.string(),
    excerpt: z.string(),
    body: markdown,
    tags: z.array(z.string()),
    published: z.boolean(),
    published_at: z.string().describe('Shown from this moment on, when published'),
    featured: z.boolean().describe('Listed first on the home page'),
    featured_image: z
      .object({
        id: z.uuid().nullable().describe('The uploaded picture (POST /api/admin/media); null: none'),
        title: z.string().describe('Its text for the blind on the blog (when empty, the picture’s own)'),
        url: z.string().nullable().describe('A 320 px WebP variant, for previews'),
      })
      .describe('The picture the blog and the home page show with the post'),
    visible_now: z.boolean().describe('Published and its moment has come: the storefront shows it'),
    version,
  })
  .meta({ id: 'AdminPost' });

export const adminPostList = adminList(adminPost, 'AdminPostList');

const postFields = {
  title: line(200),
  slug: z
    .string()
    .max(POST_SLUG_MAX_LENGTH)
    .describe('Made by slugify: "Olej Różany" becomes "olej-rozany"; post.slug.invalid when nothing is left'),
  excerpt: z.string().trim().max(1000),
  body: markdown,
  tags: z
    .array(z.string().trim().min(1).max(POST_TAG_MAX_LENGTH))
    .max(POST_TAGS_MAX)
    .describe('As written ("Pielęgnacja"); each is listed at /blog/{tag slug}'),
  published: z.boolean(),
  published_at: adminMoment.describe('A later moment schedules the post'),
  featured: z.boolean(),
  featured_image_id: z
    .uuid()
    .nullable()
    .describe('A picture uploaded with POST /api/admin/media (post.image.unknown otherwise); null: none'),
  featured_image_title: z.string().trim().max(300).describe('The picture’s text for the blind'),
};

export const adminPostCreate = z
  .strictObject({
    ...postFields,
    slug: postFields.slug.optional().describe('Made from the title when left out'),
    excerpt: postFields.excerpt.default(''),
    tags: postFields.tags.default([]),
    published: postFields.published.default(false).describe('A new post is a draft unless asked'),
    published_at: postFields.published_at.optional().describe('Now when left out'),
    featured: postFields.featured.default(false),
    featured_image_id: postFields.featured_image_id.default(null),
    featured_image_title: postFields.featured_image_title.default(''),
  })
  .meta({ id: 'AdminPostCreate' });

export const adminPostUpdate = z
  .strictObject({ version, ...z.object(postFields).partial().shape })
  .meta({ id: 'AdminPostUpdate' });

export const adminPageQuery = z.strictObject({ ...adminPaging(50) });

export const adminPage = z
  .object({
    id: z.uuid(),
    slug: z.string().describe('Its address: /{slug}; fixed, as the storefront routes it'),
    title: z.string(),
    body: markdown,
    meta_title: z.string().nullable().describe('The title when null'),
    meta_description: z.string(),
    canonical: z.string().nullable().describe('"/regulamin" or https://…; a trailing slash is added when served'),
    robots_index: z.boolean(),
    robots_follow: z.boolean(),
    updated_at: z.string(),
    version,
  })
  .meta({ id: 'AdminPage' });

export const adminPageList = adminList(adminPage, 'AdminPageList');

export const adminPageUpdate = z
  .strictObject({
    version,
    title: line(200).optional(),
    body: markdown.optional(),
    meta_title: z.string().trim().max(200).nullable().optional().describe('Empty or null: the title'),
    meta_description: z.string().trim().max(500).optional(),
    canonical: z.string().trim().max(500).nullable().optional().describe('page.canonical.invalid when malformed'),
    robots_index: z.boolean().optional(),
    robots_follow: z.boolean().optional(),
  })
  .meta({ id: 'AdminPageUpdate' });

export const adminTestimonialQuery = z.strictObject({ ...adminPaging(50) });

export const adminTestimonial = z
  .object({
    id: z.uuid(),
    name: z.string(),
    text: z.string(),
    position: z.number().int().describe('The home page’s slider shows them in this order'),
    version,
  })
  .meta({ id: 'AdminTestimonial' });

export const adminTestimonialList = adminList(adminTestimonial, 'AdminTestimonialList');

const testimonialFields = {
  name: line(100),
  text: line(1000),
  position: z.number().int().min(0).max(10_000),
};

export const adminTestimonialCreate = z
  .strictObject({
    ...testimonialFields,
    position: testimonialFields.position.optional().describe('Last when left out'),
  })
  .meta({ id: 'AdminTestimonialCreate' });

export const adminTestimonialUpdate = z
  .strictObject({ version, ...z.object(testimonialFields).partial().shape })
  .meta({ id: 'AdminTestimonialUpdate' });

export const adminTestimonialDelete = z.strictObject({ version }).meta({ id: 'AdminTestimonialDelete' });

/**
 * The home page's sections the staff edit, each stored in the `content_blocks`
 * table: the first five inside its `home` block, the social links in their own.
 */
export const HOME_BLOCK_IDS = [
  'hero',
  'product-of-the-month',
  'hotspot-banner',
  'brand-story',
  'social-feed',
  'social-links',
] as const;
export type HomeBlockId = (typeof HOME_BLOCK_IDS)[number];

const { hero, productOfTheMonthId, hotspotBanner, brandStory, socialFeed } = storedHome.shape;
const brandStoryCard = brandStory.shape.cards.element;
const hotspot = hotspotBanner.shape.hotspots.element;

/**
 * What each section holds, as `/api/home` reads it from the `home` block
 * (`storedHome`) and `/api/layout` the social links, with limits for the
 * staff's texts. Pictures are media ids, uploaded with POST /api/admin/media;
 * the hero's and the brand story's may be null (the storefront shows none),
 * the banner's may not (its hotspots stand on it).
 */
export const homeBlockData = {
  hero: hero.strict(),
  'product-of-the-month': z.strictObject({ productOfTheMonthId }),
  'hotspot-banner': hotspotBanner
    .extend({
      title: z.string().trim().max(200),
      hotspots: z.array(hotspot.strict()).max(BANNER_MAX_HOTSPOTS),
    })
    .strict(),
  'brand-story': brandStory
    .extend({
      title: line(100),
      subtitle: z.string().trim().max(200),
      cards: z.array(brandStoryCard.extend({ title: line(100), text: line(1000) }).strict()).max(8),
    })
    .strict(),
  'social-feed': socialFeed
    .extend({
      handle: line(100),
      url: z.url({ protocol: /^https?$/ }).max(500),
      photoIds: socialFeed.shape.photoIds.max(20),
    })
    .strict(),
  'social-links': z.strictObject({
    links: z
      .array(
        storedSocialLinks.element.extend({ url: z.url({ protocol: /^https?$/ }).max(500), label: line(100) }).strict(),
      )
      .max(8),
  }),
} satisfies Record<HomeBlockId, z.ZodType>;

export const adminHomeBlockIdParams = z.strictObject({ id: z.enum(HOME_BLOCK_IDS) });

export const adminHomeBlock = z
  .object({
    id: z.enum(HOME_BLOCK_IDS),
    data: z
      .record(z.string(), z.unknown())
      .describe(
        'The section’s data, in the shape homeBlockData gives its id (as stored, even if older limits let it be longer)',
      ),
    images: z
      .record(z.string(), z.object({ url: z.string(), alt: z.string() }))
      .describe('Each picture the section names, by media id: a 320 px preview and its text for the blind'),
    updated_at: z.string(),
    version,
  })
  .meta({ id: 'AdminHomeBlock' });

export const adminHomeBlockList = adminList(adminHomeBlock, 'AdminHomeBlockList');

export const adminHomeBlockUpdate = z
  .strictObject({
    version,
    data: z.record(z.string(), z.unknown()).describe('The whole section, in the shape homeBlockData gives its id'),
    image_alts: z
      .record(z.uuid(), z.string().trim().max(300))
      .optional()
      .describe(
        'Texts for the blind of the section’s pictures, by media id (others are left as they are): a picture’s own, so it changes wherever it is shown',
      ),
  })
  .meta({ id: 'AdminHomeBlockUpdate' });

export type AdminPost = z.infer<typeof adminPost>;
export type AdminPostCreate = z.infer<typeof adminPostCreate>;
export type AdminPostUpdate = z.infer<typeof adminPostUpdate>;
export type AdminPage = z.infer<typeof adminPage>;
export type AdminPageUpdate = z.infer<typeof adminPageUpdate>;
export type AdminTestimonial = z.infer<typeof adminTestimonial>;
export type AdminTestimonialCreate = z.infer<typeof adminTestimonialCreate>;
export type AdminTestimonialUpdate = z.infer<typeof adminTestimonialUpdate>;
export type HomeBlockData = { [K in HomeBlockId]: z.infer<(typeof homeBlockData)[K]> };
export type AdminHomeBlock = z.infer<typeof adminHomeBlock>;
export type AdminHomeBlockUpdate = z.infer<typeof adminHomeBlockUpdate>;
