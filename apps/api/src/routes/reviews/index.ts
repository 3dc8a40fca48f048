import { errorResponse, review, reviewPage, reviewPageQuery, reviewParams, slugParams } from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { toReview } from '../../wire/reviews.ts';

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { publicCacheSeconds: CATALOG_CACHE_SECONDS };

  app.get(
    '/products/:slug/reviews',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'A product’s reviews, newest first, with the average score',
        params: slugParams,
        querystring: reviewPageQuery,
        response: { 200: reviewPage, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const product = await app.repositories.products.bySlug(request.params.slug, app.now());
      if (!product) return reply.sendError('product.not.found', { slug: request.params.slug });
      const { limit, offset } = request.query;
      const { rating } = product;
      const rows = await app.repositories.reviews.page(product.productId, limit, offset);
      return { items: rows.map(toReview), rating, total: rating?.count ?? 0, limit, offset };
    },
  );

  app.get(
    '/reviews/:id',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'One review (the product page shows it above the others with ?review_id=)',
        params: reviewParams,
        response: { 200: review, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repositories.reviews.byId(request.params.id);
      return row ? toReview(row) : reply.sendError('review.not.found', { id: request.params.id });
    },
  );
};

export default reviewRoutes;
