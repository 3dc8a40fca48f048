import { z } from 'zod';

const pln = z.number().describe('PLN, gross, at most 2 decimals');

export const productCategory = z.object({
  category_id: z.uuid(),
  slug: z.string(),
  name: z.string(),
});

export const productSummary = z
  .object({
    product_id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    name_span: z.string().describe('HTML subtitle'),
    description: z.string(),
    label: z.string().nullable(),
    prices: z.object({
      PLN: z.object({
        non_sale_price: pln,
        sale_price: pln.nullable(),
        sale_price_start: z.iso.datetime().nullable(),
        sale_price_end: z.iso.datetime().nullable(),
      }),
    }),
    sale: z.boolean().describe('On sale now, by server time'),
    unit_price: pln.describe('What one piece costs now'),
    previous_unit_price: pln.nullable().describe('The regular price while on sale'),
    taxRate: z.number().int(),
    categories: z.array(productCategory),
  })
  .meta({ id: 'ProductSummary' });

export const productListQuery = z.object({
  category: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const productListResponse = z.object({
  items: z.array(productSummary),
});

export type ProductSummary = z.infer<typeof productSummary>;
