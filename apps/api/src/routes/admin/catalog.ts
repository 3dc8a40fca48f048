import {
  adminProductDetail,
  adminProductIdParams,
  adminProductList,
  adminProductQuery,
  adminProductUpdate,
  adminStockMovement,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { moveStock, toAdminProduct, toAdminProductDetail, updateProductPrices } from '../../admin/catalog.ts';
import { refusable } from '../../refusal.ts';
import { staffOnly } from './guard.ts';
import { productChanged } from './shop-changed.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Movements shown with a product: the newest first. */
const MOVEMENTS_SHOWN = 30;

/**
 * The catalogue in the back office (managers and owners): products with their
 * prices, sale windows and stock; changing the prices (the price history
 * follows) and recording stock movements. The shop's public answers are
 * dropped from the API's cache at once, so the storefront reads the change.
 */
const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogStaff = staffOnly(app, 'catalog');
  const context = (request: FastifyRequest) => ({
    actor: request.staff!,
    now: app.now(),
    publicUrl: app.orderSettings.publicUrl,
  });

  async function detail(productId: string) {
    const row = await app.repositories.catalogAdmin.byId(productId);
    if (!row) return undefined;
    return toAdminProductDetail(
      row,
      await app.repositories.catalogAdmin.movements(productId, MOVEMENTS_SHOWN),
      app.now(),
    );
  }

  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Products with their prices, sale windows and stock, in the shop’s order',
        querystring: adminProductQuery,
        response: { 200: adminProductList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: catalogStaff,
    },
    async (request) => {
      const { q, limit, offset } = request.query;
      const { rows, total } = await app.repositories.catalogAdmin.page({ ...(q ? { q } : {}), limit, offset });
      const now = app.now();
      return { data: rows.map((row) => toAdminProduct(row, now)), total };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A product with its latest stock movements',
        params: adminProductIdParams,
        response: { 200: adminProductDetail, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => (await detail(request.params.id)) ?? reply.sendError('product.not.found'),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes the regular price, the sale price and window, or whether the product is on sale',
        params: adminProductIdParams,
        body: adminProductUpdate,
        response: { 200: adminProductDetail, ...errors },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => {
      const result = await refusable(() =>
        app.transaction((r) => updateProductPrices(r, request.params.id, request.body, context(request))),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      productChanged(app, result.value.slug);
      return (await detail(request.params.id))!;
    },
  );

  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Records a delivery, a withdrawal or a move of the product’s stock',
        params: adminProductIdParams,
        body: adminStockMovement,
        response: { 200: adminProductDetail, ...errors },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => {
      const result = await refusable(() =>
        app.transaction((r) => moveStock(r, request.params.id, request.body, context(request))),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      productChanged(app, result.value.slug);
      return (await detail(request.params.id))!;
    },
  );
};

export default adminCatalogRoutes;
