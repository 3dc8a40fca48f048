import { errorResponse, postSummary, searchQuery, searchResults } from '@manufaktura/contract';
import { checkSearchQuery } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { cardsOf } from '../../catalog/product-views.ts';
import { CATALOG_CACHE_SECONDS, SEARCH_POST_RESULTS, SEARCH_PRODUCT_RESULTS } from '../../constants.ts';
import { answerStringifier } from '../../serialization.ts';
import { toPostSummary } from '../../wire/content.ts';
import { sendJsonText } from '../json-text.ts';

/** Products come as their kept cards (ADR 016); posts are written around them by the contract. */
const writePosts = answerStringifier(z.array(postSummary));

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
      const cards = await cardsOf(app.repositories, found.products, now);
      const answer = `{"q":${JSON.stringify(check.query)},"products":[${cards.join(',')}],"posts":${writePosts(found.posts.map(toPostSummary))}}`;
      return sendJsonText(reply, answer);
    },
  );
};

export default searchRoutes;
