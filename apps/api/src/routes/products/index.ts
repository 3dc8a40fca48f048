import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponse } from '../../schemas/errors.ts';
import { productListQuery, productListResponse } from '../../schemas/products.ts';
import { toProductSummary } from './to-product-summary.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Published products, optionally of one category',
        querystring: productListQuery,
        response: { 200: productListResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { category, limit, offset } = request.query;
      const rows = await app.productRepository.list({ categorySlug: category, limit, offset });
      const now = new Date();
      return { items: rows.map((row) => toProductSummary(row, now)) };
    },
  );
};

export default productRoutes;
