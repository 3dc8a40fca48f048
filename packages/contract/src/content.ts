import { z } from 'zod';

import { imageSchema } from './image.ts';
import { productSummary } from './products.ts';

export const postSummary = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    tags: z.array(z.object({ name: z.string(), slug: z.string() })),
    featuredImage: z.object({ title: z.string(), image: imageSchema.nullable() }),
    excerpt: z.object({ excerpt: z.string() }),
    publishedAt: z.iso.datetime(),
    featured: z.boolean(),
  })
  .meta({ id: 'PostSummary' });

export const post = postSummary.extend({ postBody: z.string().describe('Markdown') }).meta({ id: 'Post' });

export const postListQuery = z.object({
  tag: z.string().min(1).max(100).optional().describe('Tag slug, e.g. "pielegnacja"'),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const postList = z.object({
  items: z.array(postSummary),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  tag: z.object({ name: z.string(), slug: z.string() }).nullable(),
});

export const tagList = z.object({
  items: z.array(z.object({ name: z.string(), slug: z.string(), post_count: z.number().int() })),
});

export const page = z
  .object({
    slug: z.string(),
    title: z.string(),
    body: z.string().describe('Markdown'),
    meta: z.object({
      title: z.string(),
      description: z.string(),
      canonical: z.string().nullable().describe('With a trailing slash'),
      robots: z.object({ index: z.boolean(), follow: z.boolean() }),
    }),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Page' });

export const bundle = z
  .object({
    slug: z.string(),
    tag: z.string(),
    name: z.string(),
    description: z.string(),
    image: imageSchema.nullable(),
    products: z.array(productSummary),
  })
  .meta({ id: 'Bundle' });

export const bundleList = z.object({ items: z.array(bundle) });

export const promotion = z
  .object({
    ID: z.uuid(),
    name: z.string(),
    description: z.string(),
    discountType: z.enum(['FIXED', 'PERCENTAGE', 'FIXED_PRODUCT', 'PERCENTAGE_PRODUCT', 'FREE_SHIPPING']),
    value: z.number().describe('PLN for FIXED kinds, percent for PERCENTAGE kinds'),
    restrictions: z.object({
      min_cart_value: z.number().nullable().describe('PLN'),
      products: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
    backgroundColor: z.string(),
    textColor: z.string(),
    overrideText: z.string().nullable(),
  })
  .meta({ id: 'Promotion' });

export const company = z.object({
  name: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  vatNo: z.string().nullable(),
  mail: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string(),
});

const socialLink = z.object({
  network: z.enum(['facebook', 'instagram', 'youtube', 'tiktok']),
  url: z.url(),
  label: z.string(),
});

export const layout = z
  .object({
    categories: z.array(z.object({ slug: z.string(), name: z.string(), inMenu: z.boolean() })),
    navbarPromotion: z
      .object({ content: z.string(), dateFrom: z.number().describe('ms'), dateTo: z.number().describe('ms') })
      .nullable(),
    promotions: z.array(promotion),
    company: company.nullable(),
    pastSellers: z.array(company.extend({ validTo: z.iso.datetime().nullable() })),
    pickup: company.nullable(),
    socialLinks: z.array(socialLink),
  })
  .meta({ id: 'Layout' });

export const testimonial = z.object({ id: z.uuid(), name: z.string(), text: z.string() });

export const home = z
  .object({
    hero: z.object({ mobile: imageSchema.nullable(), desktop: imageSchema.nullable() }),
    productOfTheMonth: productSummary.extend({ description: z.string() }).nullable(),
    categoryCarousels: z.array(
      z.object({ category: z.object({ slug: z.string(), name: z.string() }), products: z.array(productSummary) }),
    ),
    hotspotBanner: z.object({
      title: z.string(),
      image: imageSchema.nullable(),
      hotspots: z.array(z.object({ x: z.number(), y: z.number(), product: productSummary })),
    }),
    brandStory: z.object({
      title: z.string(),
      subtitle: z.string(),
      cards: z.array(z.object({ title: z.string(), text: z.string(), image: imageSchema.nullable() })),
    }),
    posts: z.array(postSummary),
    testimonials: z.array(testimonial),
    socialFeed: z.object({ handle: z.string(), url: z.url(), photos: z.array(imageSchema) }),
  })
  .meta({ id: 'Home' });

/** What the seed and the back office store under the "home" content block. */
export const storedHome = z.object({
  hero: z.object({
    mobileImageId: z.uuid().nullable().describe('Null: the desktop picture serves phones too'),
    desktopImageId: z.uuid().nullable().describe('Null: the mobile picture serves wide screens too'),
  }),
  productOfTheMonthId: z.uuid(),
  hotspotBanner: z.object({
    title: z.string(),
    imageId: z.uuid(),
    hotspots: z
      .array(z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100), productId: z.uuid() }))
      .max(5),
  }),
  brandStory: z.object({
    title: z.string(),
    subtitle: z.string(),
    cards: z.array(
      z.object({ title: z.string(), text: z.string(), imageId: z.uuid().nullable().describe('Null: a card of text') }),
    ),
  }),
  socialFeed: z.object({ handle: z.string(), url: z.url(), photoIds: z.array(z.uuid()) }),
});

export const storedSocialLinks = z.array(socialLink);

export const searchQuery = z.object({ q: z.string().max(200) });

export const searchResults = z
  .object({
    q: z.string(),
    products: z.array(productSummary),
    posts: z.array(postSummary),
  })
  .meta({ id: 'SearchResults' });

export type PostSummary = z.infer<typeof postSummary>;
export type Post = z.infer<typeof post>;
export type PostList = z.infer<typeof postList>;
export type TagList = z.infer<typeof tagList>;
export type Page = z.infer<typeof page>;
export type Bundle = z.infer<typeof bundle>;
export type BundleList = z.infer<typeof bundleList>;
export type Layout = z.infer<typeof layout>;
export type Home = z.infer<typeof home>;
export type SearchResults = z.infer<typeof searchResults>;
