import 'server-only';
import { fromPln } from '@manufaktura/core';
import { z } from 'zod';

import { serverEnv } from '../../env.ts';
import type { ProductCard } from './types.ts';

/** Default lifetime of catalog data in the storefront's cache (spec: 5 minutes). */
const CATALOG_REVALIDATE_S = 300;

const wireImage = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  placeholderColor: z.string(),
  srcset: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }),
});

const wireProduct = z.object({
  product_id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_span: z.string(),
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
});

function toProductCard(product: z.infer<typeof wireProduct>): ProductCard {
  const { PLN } = product.prices;
  return {
    id: product.product_id,
    slug: product.slug,
    name: product.name,
    nameSpan: product.name_span,
    label: product.label,
    price: fromPln(product.unit_price),
    previousPrice: product.previous_unit_price === null ? null : fromPln(product.previous_unit_price),
    onSale: product.sale,
    image: product.image,
    badges: product.badges,
    salePrice: PLN.sale_price === null ? null : fromPln(PLN.sale_price),
    saleStart: PLN.sale_price_start,
    saleEnd: PLN.sale_price_end,
  };
}

async function getJson(path: string, tags: string[]): Promise<unknown> {
  const response = await fetch(new URL(path, serverEnv().apiOrigin), {
    headers: { accept: 'application/json' },
    next: { revalidate: CATALOG_REVALIDATE_S, tags },
  });
  if (!response.ok) throw new Error(`Shop API answered ${response.status} for ${path}`);
  return response.json();
}

/** Published products for listings, cached and tagged for revalidation by the back office. */
export async function getProducts(options: { category?: string; limit?: number } = {}): Promise<ProductCard[]> {
  const query = new URLSearchParams({ limit: String(options.limit ?? 12) });
  if (options.category) query.set('category', options.category);
  const body = z.object({ items: z.array(wireProduct) }).parse(await getJson(`/api/products?${query}`, ['products']));
  return body.items.map(toProductCard);
}
