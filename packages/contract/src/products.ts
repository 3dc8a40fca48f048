import { LIST_MAX_LIMIT, LIST_MAX_OFFSET } from '@manufaktura/core';
import { z } from 'zod';

import { imageSchema } from './image.ts';

/** The orders a product list can be sorted in (`?sort=`). */
export const PRODUCT_SORTS = ['position', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const pln = z.number().describe('PLN, gross, at most 2 decimals');

export const categoryRef = z.object({ category_id: z.uuid(), slug: z.string(), name: z.string() });

export const productSummary = z
  .object({
    product_id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    name_span: z.string().describe('HTML subtitle'),
    type: z.enum(['PRODUCT', 'BUNDLE', 'GIFT_CARD']),
    label: z.string().nullable().describe('NEW, BESTSELLER or another text'),
    badges: z.array(z.string()).describe('Badges to show: "NOWOŚĆ!", "BESTSELLER", "PROMOCJA"…'),
    prices: z.object({
      PLN: z.object({
        non_sale_price: pln,
        sale_price: pln.nullable(),
        sale_price_start: z.iso.datetime().nullable(),
        sale_price_end: z.iso.datetime().nullable(),
      }),
    }),
    sale: z.boolean().describe('On sale now, by server time (strictly inside the window)'),
    unit_price: pln.describe('What one piece costs now'),
    previous_unit_price: pln.nullable().describe('The regular price while on sale'),
    least_price: pln.nullable().describe('Lowest price in the 30 days before the reduction (Omnibus), while on sale'),
    image: imageSchema.nullable(),
    capacity: z.number().int().nullable(),
    capacity_unit: z.enum(['g', 'ml']).nullable(),
    giftPacking: z.boolean().describe('Sold only on the cart page'),
    available: z.boolean(),
    taxRate: z.number().int(),
    categories: z.array(categoryRef),
  })
  .meta({ id: 'ProductSummary' });

export const productDetail = productSummary
  .extend({
    baselinker_id: z.string().nullable(),
    ean: z.string().nullable(),
    description: z.string().describe('Markdown'),
    details: z.string().describe('Markdown'),
    images: z.array(imageSchema),
    custom_attributes: z.object({
      capacity: z.number().int().nullable(),
      giftPacking: z.boolean(),
      dlaczego_dziala: z.string(),
      sklad: z.string(),
    }),
    bundleDiscountPercentage: z.number().describe('Fraction off each component, 0.15 = 15%'),
    components: z.array(
      z.object({
        product: productSummary,
        quantity: z.number().int(),
        unit_price: pln.describe('The component inside this bundle: unit price × (1 − bundleDiscountPercentage)'),
      }),
    ),
    breadcrumbs: z.array(z.object({ name: z.string(), path: z.string() })),
    related: z.array(productSummary),
    rating: z.object({ average: z.number(), count: z.number().int() }).nullable().describe('From the shop’s reviews'),
  })
  .meta({ id: 'ProductDetail' });

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const productListQuery = z.object({
  category: z.string().min(1).max(200).optional().describe('Category slug'),
  type: z.enum(['PRODUCT', 'BUNDLE', 'GIFT_CARD']).optional(),
  label: z.string().min(1).max(50).optional(),
  on_sale: booleanQuery,
  gift_packing: booleanQuery.describe('Gift packing, sold on the cart page'),
  sort: z.enum(PRODUCT_SORTS).default('position'),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(24),
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
});

export const productListResponse = z.object({
  items: z.array(productSummary),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const slugParams = z.object({ slug: z.string().min(1).max(200) });

export const categoryList = z.object({
  items: z.array(
    z
      .object({
        category_id: z.uuid(),
        slug: z.string(),
        name: z.string(),
        description: z.string(),
        position: z.number().int(),
        inMenu: z.boolean(),
        product_count: z.number().int(),
      })
      .meta({ id: 'Category' }),
  ),
});

export type ProductSummary = z.infer<typeof productSummary>;
export type ProductDetail = z.infer<typeof productDetail>;

export type ProductListResponse = z.infer<typeof productListResponse>;
export type CategoryList = z.infer<typeof categoryList>;
