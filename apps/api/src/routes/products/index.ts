import {
  categoryList,
  errorResponse,
  productDetail,
  productListQuery,
  productListResponse,
  slugParams,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { productListAnswer, productPageAnswer } from '../../catalog/product-views.ts';
import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { sendJsonText } from '../json-text.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { publicCacheSeconds: CATALOG_CACHE_SECONDS };

  app.get(
    '/products',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Published products: filter, sort, page',
        querystring: productListQuery,
        response: { 200: productListResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { category, type, label, on_sale, gift_packing, sort, limit, offset } = request.query;
      const answer = await productListAnswer(app.repositories, {
        category,
        type,
        label,
        onSale: on_sale,
        giftPacking: gift_packing,
        sort,
        limit,
        offset,
        now: app.now(),
      });
      return sendJsonText(reply, answer);
    },
  );

  app.get(
    '/products/:slug',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'One product with its gallery, texts, components and related products',
        params: slugParams,
        response: { 200: productDetail, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const answer = await productPageAnswer(app.repositories, request.params.slug, app.now());
      if (answer === undefined) return reply.sendError('product.not.found', { slug: request.params.slug });
      return sendJsonText(reply, answer);
    },
  );

  app.get(
    '/categories',
    {
      config,
      schema: { tags: ['catalog'], summary: 'Categories in menu order', response: { 200: categoryList } },
    },
    async () => {
      const rows = await app.repositories.products.categories();
      return {
        items: rows.map((row) => ({
          category_id: row.categoryId,
          slug: row.slug,
          name: row.name,
          description: row.description,
          position: row.position,
          inMenu: row.inMenu,
          product_count: row.productCount,
        })),
      };
    },
  );
};

export default productRoutes;
