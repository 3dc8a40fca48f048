import 'server-only';

import type { ProductDetail as ApiProductDetail, ProductSort } from '@manufaktura/contract';
import * as contract from '@manufaktura/contract';
import { z } from 'zod';

import { CATALOG_REVALIDATE_SECONDS, CONTENT_REVALIDATE_SECONDS } from '../../constants.ts';
import { serverEnv } from '../../env.ts';
import {
  toContentPage,
  toHome,
  toLayout,
  toMatchBundle,
  toOrder,
  toPostCard,
  toProductCard,
  toProductDetail,
  toShippingMethod,
} from './mappers.ts';
import type {
  CategoryInfo,
  ContentPage,
  HomeData,
  LayoutData,
  MatchBundle,
  Order,
  PaymentMethod,
  Post,
  PostCard,
  ProductCard,
  ProductDetail,
  ProductPage,
  Review,
  ReviewPage,
  SearchResults,
  ShippingMethod,
} from './types.ts';

class ApiStatusError extends Error {
  readonly status: number;

  constructor(status: number, path: string) {
    super(`Shop API answered ${status} for ${path}`);
    this.status = status;
  }
}

/**
 * A public read, kept in Next.js's data cache under its tags (ADR 014: the revalidation route expires
 * them) for the catalog's lifetime, or the content's when `revalidate` says so.
 */
async function getJson(path: string, tags: string[], revalidate = CATALOG_REVALIDATE_SECONDS): Promise<unknown> {
  const response = await fetch(new URL(path, serverEnv().apiOrigin), {
    headers: { accept: 'application/json' },
    next: { revalidate, tags },
  });
  if (!response.ok) throw new ApiStatusError(response.status, path);
  return response.json();
}

/** Published products for listings, cached and tagged for revalidation by the back office. */
export async function getProducts(
  options: { category?: string; limit?: number; giftPacking?: boolean } = {},
): Promise<ProductCard[]> {
  const query = new URLSearchParams({ limit: String(options.limit ?? 12) });
  if (options.category) query.set('category', options.category);
  if (options.giftPacking !== undefined) query.set('gift_packing', String(options.giftPacking));
  const body = z
    .object({ items: z.array(contract.productSummary) })
    .parse(await getJson(`/api/products?${query}`, ['products']));
  return body.items.map(toProductCard);
}

/** How parcels travel, cheapest first (prices in grosze). */
export async function getShippingMethods(): Promise<ShippingMethod[]> {
  const body = contract.shippingMethodList.parse(await getJson('/api/shipping-methods', ['shipping-methods']));
  return body.items.map(toShippingMethod).sort((a, b) => a.price - b.price);
}

/**
 * An order for the guest holding its link token (amounts in grosze); null when the id or token is
 * wrong. Never cached: the answer belongs to one shopper.
 */
export async function getOrder(id: string, token: string): Promise<Order | null> {
  const path = `/api/orders/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  const response = await fetch(new URL(path, serverEnv().apiOrigin), {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new ApiStatusError(response.status, path);
  return toOrder(contract.order.parse(await response.json()));
}

/** How a shopper can pay; each may need a delivery that collects the payment. */
export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  const body = contract.paymentMethodList.parse(await getJson('/api/payment-methods', ['payment-methods']));
  return body.items.map((method) => ({
    id: method.id,
    name: method.name,
    description: method.description,
    paidOnDelivery: method.paid_on_delivery,
  }));
}

/** The frame's data: menu categories, promotions, company data, social links. */
export async function getLayout(): Promise<LayoutData> {
  return toLayout(contract.layout.parse(await getJson('/api/layout', ['layout', 'categories', 'promotions'])));
}

/** One product page's data; null when the product is gone (the home page then shows what it has). */
async function getProductDetail(slug: string): Promise<ApiProductDetail | null> {
  try {
    const body = await getJson(`/api/products/${encodeURIComponent(slug)}`, ['products', `product:${slug}`]);
    return contract.productDetail.parse(body);
  } catch (error) {
    if (error instanceof ApiStatusError && error.status === 404) return null;
    throw error;
  }
}

/** Every section of the home page; featured products come with their full description. */
export async function getHome(): Promise<HomeData> {
  const home = contract.home.parse(await getJson('/api/home', ['home', 'products', 'posts']));
  const slugs = new Set(home.hotspotBanner.hotspots.map((hotspot) => hotspot.product.slug));
  if (home.productOfTheMonth) slugs.add(home.productOfTheMonth.slug);
  const details = await Promise.all([...slugs].map(async (slug) => [slug, await getProductDetail(slug)] as const));
  return toHome(home, new Map(details.filter((entry): entry is [string, ApiProductDetail] => entry[1] !== null)));
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

/**
 * null on a 404, or on a 400 for an address the API will not read (a NUL in a slug): the caller
 * answers with notFound().
 */
async function getOrNull<T>(
  path: string,
  tags: string[],
  parse: (body: unknown) => T,
  revalidate = CATALOG_REVALIDATE_SECONDS,
): Promise<T | null> {
  try {
    return parse(await getJson(path, tags, revalidate));
  } catch (error) {
    if (error instanceof ApiStatusError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** One page of a listing with the total, for the shop and category pages. */
export async function getProductList(options: {
  category?: string;
  /** PRODUCT, BUNDLE or GIFT_CARD. */
  type?: string;
  sort?: ProductSort;
  limit: number;
  offset: number;
}): Promise<ProductPage> {
  const query = new URLSearchParams({
    sort: options.sort ?? 'position',
    limit: String(options.limit),
    offset: String(options.offset),
  });
  if (options.category) query.set('category', options.category);
  if (options.type) query.set('type', options.type);
  const tags = options.category ? ['products', `category:${options.category}`] : ['products'];
  const body = contract.productListResponse.parse(await getJson(`/api/products?${query}`, tags));
  return { items: body.items.map(toProductCard), total: body.total, limit: body.limit, offset: body.offset };
}

/** The product page's data, or null for an unknown slug. */
export async function getProduct(slug: string): Promise<ProductDetail | null> {
  return getOrNull(`/api/products/${encodeURIComponent(slug)}`, ['products', `product:${slug}`], (body) =>
    toProductDetail(contract.productDetail.parse(body)),
  );
}

/** Categories in menu order, with their descriptions and product counts. */
export async function getCategories(): Promise<CategoryInfo[]> {
  const body = contract.categoryList.parse(await getJson('/api/categories', ['categories']));
  return body.items.map((item) => ({
    slug: item.slug,
    name: item.name,
    description: item.description,
    productCount: item.product_count,
  }));
}

/** Products and posts matching a query of 3+ characters. */
export async function searchShop(q: string): Promise<SearchResults> {
  const body = contract.searchResults.parse(
    await getJson(`/api/search?${new URLSearchParams({ q })}`, ['products', 'posts']),
  );
  return { q: body.q, products: body.products.map(toProductCard), posts: body.posts.map(toPostCard) };
}

/** Blog posts, newest first, optionally of one tag; null for an unknown tag. */
export async function getPosts(options: { tag?: string; limit?: number } = {}): Promise<{
  items: (PostCard & { featured: boolean })[];
  total: number;
  tag: { name: string; slug: string } | null;
} | null> {
  const query = new URLSearchParams({ limit: String(options.limit ?? 50) });
  if (options.tag) query.set('tag', options.tag);
  return getOrNull(
    `/api/posts?${query}`,
    ['posts'],
    (raw) => {
      const body = contract.postList.parse(raw);
      return {
        items: body.items.map((item) => ({ ...toPostCard(item), featured: item.featured })),
        total: body.total,
        tag: body.tag,
      };
    },
    CONTENT_REVALIDATE_SECONDS,
  );
}

/** Blog tags with their post counts. */
export async function getTags(): Promise<{ name: string; slug: string; postCount: number }[]> {
  const body = contract.tagList.parse(await getJson('/api/tags', ['posts'], CONTENT_REVALIDATE_SECONDS));
  return body.items.map((tag) => ({ name: tag.name, slug: tag.slug, postCount: tag.post_count }));
}

/** One blog post, or null. */
export async function getPost(slug: string): Promise<Post | null> {
  return getOrNull(
    `/api/posts/${encodeURIComponent(slug)}`,
    ['posts', `post:${slug}`],
    (raw) => {
      const body = contract.post.parse(raw);
      return { ...toPostCard(body), body: body.postBody };
    },
    CONTENT_REVALIDATE_SECONDS,
  );
}

/** One markdown page (regulations, about, contact…), or null. */
export async function getPage(slug: string): Promise<ContentPage | null> {
  return getOrNull(
    `/api/pages/${encodeURIComponent(slug)}`,
    ['pages', `page:${slug}`],
    (raw) => toContentPage(contract.page.parse(raw)),
    CONTENT_REVALIDATE_SECONDS,
  );
}

function toReview(review: contract.Review): Review {
  return {
    id: review.id,
    productId: review.product_id,
    name: review.reviewer_display_name,
    title: review.title,
    content: review.content,
    score: review.score,
    createdAt: review.created_at,
    verified: review.verified,
  };
}

/** A product's reviews, newest first, with the average; null when there is no such product. */
export async function getReviews(slug: string, options: { limit: number; offset: number }): Promise<ReviewPage | null> {
  const query = new URLSearchParams({ limit: String(options.limit), offset: String(options.offset) });
  return getOrNull(
    `/api/products/${encodeURIComponent(slug)}/reviews?${query}`,
    ['reviews', `reviews:${slug}`],
    (raw) => {
      const body = contract.reviewPage.parse(raw);
      return { items: body.items.map(toReview), rating: body.rating, total: body.total };
    },
  );
}

/** One review for ?review_id=, or null when the id is unknown or malformed. */
export async function getReview(id: string): Promise<Review | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return getOrNull(`/api/reviews/${id}`, ['reviews'], (raw) => toReview(contract.review.parse(raw)));
}

/** The "dopasuj kosmetyk" sets, each with its products, in the shop's order. */
export async function getBundles(): Promise<MatchBundle[]> {
  const body = contract.bundleList.parse(await getJson('/api/bundles', ['bundles', 'products']));
  return body.items.map(toMatchBundle);
}

/** One "dopasuj kosmetyk" set, or null for an unknown slug. */
export async function getBundle(slug: string): Promise<MatchBundle | null> {
  return getOrNull(`/api/bundles/${encodeURIComponent(slug)}`, ['bundles', 'products'], (raw) =>
    toMatchBundle(contract.bundle.parse(raw)),
  );
}
