import { LIST_MAX_LIMIT } from '@manufaktura/core';
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';

import { withTrailingSlash } from '../components/seo/json-ld.tsx';
import { serverEnv } from '../env.ts';
import { getBundles, getCategories, getPosts, getProductList, getTags } from '../lib/api/server.ts';
import { CONTENT_PAGES as PAGES } from '../lib/content-pages.ts';
import { productPath } from '../lib/product-path.ts';

/** sitemap.xml: the shop, categories, products, the finder with its routines, the blog with tags and posts, the info pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const { siteUrl } = serverEnv();
  const url = (path: string) => (path === '/' ? `${siteUrl}/` : withTrailingSlash(siteUrl, path));
  const [categories, tags, posts, bundles] = await Promise.all([getCategories(), getTags(), getPosts(), getBundles()]);
  const products = [];
  for (let offset = 0; ; offset += LIST_MAX_LIMIT) {
    const page = await getProductList({ limit: LIST_MAX_LIMIT, offset });
    products.push(...page.items);
    if (page.items.length === 0 || offset + page.items.length >= page.total) break;
  }
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    { url: url('/sklep'), changeFrequency: 'daily', priority: 0.9 },
    ...categories.map((category) => ({ url: url(`/sklep/${category.slug}`), priority: 0.8 })),
    ...products.map((product) => ({ url: url(productPath(product)), priority: 0.7 })),
    { url: url('/dopasuj-kosmetyk'), changeFrequency: 'weekly' as const, priority: 0.7 },
    ...bundles.map((bundle) => ({ url: url(`/dopasuj-kosmetyk/${bundle.slug}`), priority: 0.6 })),
    { url: url('/blog'), changeFrequency: 'weekly' as const, priority: 0.6 },
    ...tags.map((tag) => ({ url: url(`/blog/${tag.slug}`), priority: 0.4 })),
    ...(posts?.items ?? []).map((post) => ({
      url: url(`/blog/${post.slug}`),
      lastModified: post.publishedAt,
      priority: 0.5,
    })),
    ...PAGES.map((slug) => ({ url: url(`/${slug}`), priority: 0.3 })),
  ];
}
