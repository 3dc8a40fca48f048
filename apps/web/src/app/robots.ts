import type { MetadataRoute } from 'next';

import { serverEnv } from '../env.ts';

/** robots.txt: everything public may be crawled; carts, checkout, accounts and the API may not. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = serverEnv();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/admin/', '/cart', '/checkout', '/account', '/login', '/logout'],
      },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
