import { errorResponse, searchQuery, searchResults } from '@manufaktura/contract';
import { checkSearchQuery } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS, SEARCH_POST_RESULTS, SEARCH_PRODUCT_RESULTS } from '../../constants.ts';
import { toPostSummary } from '../../wire/content.ts';
import { toProductSummary } from '../../wire/products.ts';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { publicCacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ['catalog'],
        summary: 'Products and blog posts matching a query (accents, prefixes and typos forgiven)',
        querystring: searchQuery,
        response: { 200: searchResults, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const check = checkSearchQuery(request.query.q);
      if (check.kind !== 'search') return reply.sendError('search.query.too.short', { q: request.query.q });
      const now = app.now();
      const found = await app.repositories.search.find(
        check.query,
        { products: SEARCH_PRODUCT_RESULTS, posts: SEARCH_POST_RESULTS },
        now,
      );
      const posts = await app.repositories.content.postsByIds(found.postIds);
      return {
        q: check.query,
        products: found.products.map((p) => toProductSummary(p, now)),
        posts: posts.map(toPostSummary),
      };
    },
  );
};

export default searchRoutes;
