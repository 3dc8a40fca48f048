import {
  adminShippingMethod,
  adminShippingMethodIdParams,
  adminShippingMethodList,
  adminShippingMethodQuery,
  adminShippingMethodUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toAdminShippingMethod, updateShippingMethod } from '../../admin/shipping.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { shippingChanged } from './shop-changed.ts';

/**
 * Shipping methods in the back office: their names, prices, order and whether
 * checkout offers them. What the shop charges is the catalogue's area
 * (managers and owners); the packers' `shipping` area is sending orders.
 */
const adminShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogStaff = staffOnly(app, 'catalog');

  app.get(
    '/shipping-methods',
    {
      schema: {
        tags: ['admin'],
        summary: 'Shipping methods in checkout’s order, those not offered too',
        querystring: adminShippingMethodQuery,
        response: { 200: adminShippingMethodList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: catalogStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.shippingAdmin.page(request.query);
      return { data: rows.map(toAdminShippingMethod), total };
    },
  );

  app.get(
    '/shipping-methods/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A shipping method',
        params: adminShippingMethodIdParams,
        response: { 200: adminShippingMethod, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.shippingAdmin.byId(request.params.id);
      return row ? toAdminShippingMethod(row) : reply.sendError('shipping.method.not.found');
    },
  );

  app.patch(
    '/shipping-methods/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a shipping method’s name, description, price, place or whether checkout offers it',
        params: adminShippingMethodIdParams,
        body: adminShippingMethodUpdate,
        response: { 200: adminShippingMethod, ...changeRefusals },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => updateShippingMethod(r, request.params.id, request.body, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      shippingChanged(app);
      return toAdminShippingMethod(result.value);
    },
  );
};

export default adminShippingRoutes;
