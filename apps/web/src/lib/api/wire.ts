import 'server-only';
import { z } from 'zod';

/**
 * The parts of the shop API's JSON the storefront reads (apps/api/src/schemas).
 * zod drops every field not listed, so the pages only ever see mapped UI types.
 */
export const wireImage = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  placeholderColor: z.string(),
  srcset: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }),
});

export const wireProduct = z.object({
  product_id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_span: z.string(),
  type: z.string().default('PRODUCT'),
  label: z.string().nullable(),
  prices: z.object({
    PLN: z.object({
      non_sale_price: z.number(),
      sale_price: z.number().nullable(),
      sale_price_start: z.string().nullable(),
      sale_price_end: z.string().nullable(),
    }),
  }),
  sale: z.boolean(),
  unit_price: z.number(),
  previous_unit_price: z.number().nullable(),
  badges: z.array(z.string()),
  image: wireImage.nullable(),
  giftPacking: z.boolean().default(false),
  available: z.boolean().default(true),
});

export const wireProductDetail = wireProduct.extend({
  description: z.string(),
  images: z.array(wireImage),
});

const wireCompany = z.object({
  name: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  vatNo: z.string().nullable(),
  mail: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string(),
});

export const wireLayout = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), inMenu: z.boolean() })),
  navbarPromotion: z.object({ content: z.string(), dateFrom: z.number(), dateTo: z.number() }).nullable(),
  promotions: z.array(
    z.object({
      ID: z.string(),
      name: z.string(),
      discountType: z.string(),
      backgroundColor: z.string(),
      textColor: z.string(),
      overrideText: z.string().nullable(),
    }),
  ),
  company: wireCompany.nullable(),
  socialLinks: z.array(
    z.object({ network: z.enum(['facebook', 'instagram', 'youtube', 'tiktok']), url: z.url(), label: z.string() }),
  ),
});

export const wirePost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  tags: z.array(z.object({ name: z.string(), slug: z.string() })),
  featuredImage: z.object({ title: z.string(), image: wireImage.nullable() }),
  excerpt: z.object({ excerpt: z.string() }),
  publishedAt: z.string(),
});

export const wireHome = z.object({
  hero: z.object({ mobile: wireImage.nullable(), desktop: wireImage.nullable() }),
  productOfTheMonth: wireProduct.extend({ description: z.string() }).nullable(),
  categoryCarousels: z.array(
    z.object({ category: z.object({ slug: z.string(), name: z.string() }), products: z.array(wireProduct) }),
  ),
  hotspotBanner: z.object({
    title: z.string(),
    image: wireImage.nullable(),
    hotspots: z.array(z.object({ x: z.number(), y: z.number(), product: wireProduct })),
  }),
  brandStory: z.object({
    title: z.string(),
    subtitle: z.string(),
    cards: z.array(z.object({ title: z.string(), text: z.string(), image: wireImage.nullable() })),
  }),
  posts: z.array(wirePost),
  testimonials: z.array(z.object({ id: z.string(), name: z.string(), text: z.string() })),
  socialFeed: z.object({ handle: z.string(), url: z.url(), photos: z.array(wireImage) }),
});

export type WireProduct = z.infer<typeof wireProduct>;
export type WireProductDetail = z.infer<typeof wireProductDetail>;
export type WireLayout = z.infer<typeof wireLayout>;
export type WireHome = z.infer<typeof wireHome>;
export type WirePost = z.infer<typeof wirePost>;
