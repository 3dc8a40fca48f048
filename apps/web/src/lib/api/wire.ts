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
  least_price: z.number().nullable().default(null),
  capacity: z.number().nullable().default(null),
  capacity_unit: z.enum(['g', 'ml']).nullable().default(null),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })).default([]),
});

export const wireProductDetail = wireProduct.extend({
  description: z.string(),
  images: z.array(wireImage),
  details: z.string().default(''),
  ean: z.string().nullable().default(null),
  custom_attributes: z
    .object({ dlaczego_dziala: z.string().default(''), sklad: z.string().default('') })
    .default({ dlaczego_dziala: '', sklad: '' }),
  bundleDiscountPercentage: z.number().default(0),
  components: z.array(z.object({ product: wireProduct, quantity: z.number(), unit_price: z.number() })).default([]),
  breadcrumbs: z.array(z.object({ name: z.string(), path: z.string() })).default([]),
  related: z.array(wireProduct).default([]),
});

export const wireProductList = z.object({
  items: z.array(wireProduct),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export const wireCategories = z.object({
  items: z.array(z.object({ slug: z.string(), name: z.string(), description: z.string(), product_count: z.number() })),
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

export const wirePostFull = wirePost.extend({ postBody: z.string() });

export const wirePostList = z.object({
  items: z.array(wirePost.extend({ featured: z.boolean().default(false) })),
  total: z.number(),
  tag: z.object({ name: z.string(), slug: z.string() }).nullable().default(null),
});

export const wireTags = z.object({
  items: z.array(z.object({ name: z.string(), slug: z.string(), post_count: z.number() })),
});

export const wirePage = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  meta: z.object({
    title: z.string(),
    description: z.string(),
    canonical: z.string().nullable(),
    robots: z.object({ index: z.boolean(), follow: z.boolean() }),
  }),
});

export const wireSearch = z.object({ q: z.string(), products: z.array(wireProduct), posts: z.array(wirePost) });

export const wireReview = z.object({
  id: z.string(),
  product_id: z.string(),
  reviewer_display_name: z.string(),
  title: z.string(),
  content: z.string(),
  score: z.number(),
  created_at: z.string(),
  verified: z.boolean(),
});

export const wireReviewPage = z.object({
  items: z.array(wireReview),
  rating: z.object({ average: z.number(), count: z.number() }).nullable(),
  total: z.number(),
});

export const wireBundle = z.object({
  slug: z.string(),
  tag: z.string(),
  name: z.string(),
  description: z.string(),
  image: wireImage.nullable(),
  products: z.array(wireProduct),
});

export const wireBundleList = z.object({ items: z.array(wireBundle) });

export const wireShippingMethod = z.object({
  method_id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  cash_on_delivery: z.boolean(),
  requires_locker: z.boolean(),
});

export const wireShippingMethods = z.object({ items: z.array(wireShippingMethod) });

export const wirePaymentMethods = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      needs_cash_on_delivery_shipping: z.boolean(),
    }),
  ),
});

export const wireOrder = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  payment_method: z.string(),
  created_at: z.string(),
  email: z.string(),
  items: z.array(
    z.object({
      product_id: z.string(),
      slug: z.string(),
      name: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
      discount_total: z.number(),
      total: z.number(),
    }),
  ),
  items_total: z.number(),
  discount_total: z.number(),
  shipment_total: z.number(),
  tax_total: z.number(),
  grand_total: z.number(),
  coupon_code: z.string().nullable(),
  shipping_method: z.object({
    method_id: z.string(),
    name: z.string(),
    price: z.number(),
    cash_on_delivery: z.boolean(),
    attributes: z.record(z.string(), z.string()),
  }),
  billing: z.record(z.string(), z.string().nullable()),
  shipping: z.record(z.string(), z.string()).nullable(),
});

export type WireOrder = z.infer<typeof wireOrder>;
export type WireProduct = z.infer<typeof wireProduct>;
export type WireShippingMethod = z.infer<typeof wireShippingMethod>;
export type WireBundle = z.infer<typeof wireBundle>;
export type WireProductDetail = z.infer<typeof wireProductDetail>;
export type WireLayout = z.infer<typeof wireLayout>;
export type WireHome = z.infer<typeof wireHome>;
export type WirePost = z.infer<typeof wirePost>;
export type WirePage = z.infer<typeof wirePage>;
