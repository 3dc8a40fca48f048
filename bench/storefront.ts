import { gzipSync } from 'node:zlib';

import type { Scenario } from './load.ts';
import { expect } from './load.ts';

export interface PageUrls {
  home: string;
  category: string;
  product: string;
  post: string;
  cart: string;
}

/** Paths of the storefront's pages the benchmarks visit, picked from the API's data. */
export async function storefrontPaths(api: string): Promise<PageUrls> {
  const get = async <T>(path: string) => (await (await fetch(`${api}${path}`)).json()) as T;
  const categories = await get<{ items: { slug: string; product_count: number }[] }>('/api/categories');
  const category = categories.items.find((c) => c.product_count > 0)!.slug;
  const products = await get<{ items: { slug: string }[] }>(`/api/products?category=${category}&limit=1`);
  const posts = await get<{ items: { slug: string }[] }>('/api/posts?limit=1');
  return {
    home: '/',
    category: `/sklep/${category}`,
    product: `/sklep/${products.items[0]!.slug}`,
    post: `/blog/${posts.items[0]!.slug}`,
    cart: '/cart',
  };
}

/** A storefront page under load; the check wants a 200 with the page's heading in the HTML. */
export function pageScenario(name: string, web: string, path: string): Scenario {
  return {
    name,
    check: async () => {
      const response = await fetch(`${web}${path}`, { redirect: 'manual' });
      const html = await response.text();
      expect(response.status === 200, `${path} answered ${response.status}`);
      expect(/<h1[\s>]/.test(html), `${path} has no <h1>`);
    },
    steps: () => () => ({ path, headers: { 'accept-encoding': 'gzip' } }),
  };
}

export interface PageWeight {
  path: string;
  status: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The scripts the page loads at once (nomodule fallbacks excluded), gzip-compressed. */
  firstLoadJsGzipBytes: number;
  scripts: number;
}

/** Measures a page as a browser first loads it: its HTML, and every script it names, gzip-compressed. */
export async function pageWeight(web: string, path: string): Promise<PageWeight> {
  const response = await fetch(`${web}${path}`);
  const html = await response.text();
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !/\snomodule\b/i.test(tag)) sources.add(src.replaceAll('&amp;', '&'));
  }
  let js = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, web))).arrayBuffer());
    js += gzipSync(body).length;
  }
  return {
    path,
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    firstLoadJsGzipBytes: js,
    scripts: sources.size,
  };
}
