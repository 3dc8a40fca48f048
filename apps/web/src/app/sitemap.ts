import type { MetadataRoute } from 'next';
import { connection } from 'next/server';

import { withTrailingSlash } from '../components/seo/json-ld.tsx';
import { serverEnv } from '../env.ts';
import { getCategories, getPosts, getProductList, getTags } from '../lib/api/server.ts';
import { CONTENT_PAGES as PAGES } from '../lib/content-pages.ts';

/** sitemap.xml: the shop, categories, products, the blog with tags and posts, the info pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const { siteUrl } = serverEnv();
  const url = (path: string) => (path === '/' ? `${siteUrl}/` : withTrailingSlash(siteUrl, path));
  const [categories, tags, posts] = await Promise.all([getCategories(), getTags(), getPosts()]);
  const products = [];
  for (let offset = 0; ; offset += 100) {
    const page = await getProductList({ limit: 100, offset });
    products.push(...page.items);
    if (page.items.length === 0 || offset + page.items.length >= page.total) break;
  }
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    { url: url('/sklep'), changeFrequency: 'daily', priority: 0.9 },
    ...categories.map((category) => ({ url: url(`/sklep/${category.slug}`), priority: 0.8 })),
    ...products.map((product) => ({ url: url(`/sklep/${product.slug}`), priority: 0.7 })),
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
