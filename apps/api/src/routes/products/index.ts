import {
  categoryList,
  errorResponse,
  productDetail,
  productListQuery,
  productListResponse,
  slugParams,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { toProductDetail, toProductSummary } from '../../wire/products.ts';

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
    async (request) => {
      const { category, type, label, on_sale, gift_packing, sort, limit, offset } = request.query;
      const now = app.now();
      const { items, total } = await app.repositories.products.list({
        category,
        type,
        label,
        onSale: on_sale,
        giftPacking: gift_packing,
        sort,
        limit,
        offset,
        now,
      });
      return { items: items.map((item) => toProductSummary(item, now)), total, limit, offset };
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
      const now = app.now();
      const product = await app.repositories.products.bySlug(request.params.slug, now);
      if (!product) return reply.sendError('product.not.found', { slug: request.params.slug });
      return toProductDetail(product, now, product.rating);
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
