import 'server-only';
import { z } from 'zod';

import { serverEnv } from '../../env.ts';
import { toHome, toLayout, toProductCard } from './mappers.ts';
import type { HomeData, LayoutData, ProductCard } from './types.ts';
import { wireHome, wireLayout, wireProduct, wireProductDetail } from './wire.ts';
import type { WireProductDetail } from './wire.ts';

/** Default lifetime of catalog data in the storefront's cache (spec: 5 minutes). */
const CATALOG_REVALIDATE_S = 300;

class ApiStatusError extends Error {
  readonly status: number;

  constructor(status: number, path: string) {
    super(`Shop API answered ${status} for ${path}`);
    this.status = status;
  }
}

async function getJson(path: string, tags: string[]): Promise<unknown> {
  const response = await fetch(new URL(path, serverEnv().apiOrigin), {
    headers: { accept: 'application/json' },
    next: { revalidate: CATALOG_REVALIDATE_S, tags },
  });
  if (!response.ok) throw new ApiStatusError(response.status, path);
  return response.json();
}

/** Published products for listings, cached and tagged for revalidation by the back office. */
export async function getProducts(options: { category?: string; limit?: number } = {}): Promise<ProductCard[]> {
  const query = new URLSearchParams({ limit: String(options.limit ?? 12) });
  if (options.category) query.set('category', options.category);
  const body = z.object({ items: z.array(wireProduct) }).parse(await getJson(`/api/products?${query}`, ['products']));
  return body.items.map(toProductCard);
}

/** The frame's data: menu categories, promotions, company data, social links. */
export async function getLayout(): Promise<LayoutData> {
  return toLayout(wireLayout.parse(await getJson('/api/layout', ['layout', 'categories', 'promotions'])));
}

/** One product page's data; null when the product is gone (the home page then shows what it has). */
async function getProductDetail(slug: string): Promise<WireProductDetail | null> {
  try {
    const body = await getJson(`/api/products/${encodeURIComponent(slug)}`, ['products', `product:${slug}`]);
    return wireProductDetail.parse(body);
  } catch (error) {
    if (error instanceof ApiStatusError && error.status === 404) return null;
    throw error;
  }
}

/** Every section of the home page; featured products come with their full description. */
export async function getHome(): Promise<HomeData> {
  const home = wireHome.parse(await getJson('/api/home', ['home', 'products', 'posts']));
  const slugs = new Set(home.hotspotBanner.hotspots.map((hotspot) => hotspot.product.slug));
  if (home.productOfTheMonth) slugs.add(home.productOfTheMonth.slug);
  const details = await Promise.all([...slugs].map(async (slug) => [slug, await getProductDetail(slug)] as const));
  return toHome(home, new Map(details.filter((entry): entry is [string, WireProductDetail] => entry[1] !== null)));
}

/** The frame's data, or null when the API is down: the frame then renders without it. */
export async function getLayoutOrNull(): Promise<LayoutData | null> {
  try {
    return await getLayout();
  } catch (error) {
    console.error('Layout data could not be loaded', error);
    return null;
  }
}
