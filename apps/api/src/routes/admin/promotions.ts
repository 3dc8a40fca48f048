import {
  adminPromotion,
  adminPromotionCreate,
  adminPromotionIdParams,
  adminPromotionList,
  adminPromotionQuery,
  adminPromotionUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createPromotion, toAdminPromotion, updatePromotion } from '../../admin/promotions.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { promotionsChanged } from './shop-changed.ts';

/**
 * Automatic promotions in the back office (managers and owners, the
 * `promotions` area): finding them by name or state, creating them, changing
 * any of their terms, switching them off. Carts apply the change and the
 * storefront's top bar shows it at once.
 */
const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const promotionStaff = staffOnly(app, 'promotions');

  app.get(
    '/promotions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Automatic promotions in the top bar’s order, by part of the name or by state',
        querystring: adminPromotionQuery,
        response: { 200: adminPromotionList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: promotionStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.promotionsAdmin.page({ ...request.query, now: app.now() });
      const now = app.now();
      return { data: rows.map((row) => toAdminPromotion(row, now)), total };
    },
  );

  app.get(
    '/promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'An automatic promotion',
        params: adminPromotionIdParams,
        response: { 200: adminPromotion, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.promotionsAdmin.byId(request.params.id);
      return row ? toAdminPromotion(row, app.now()) : reply.sendError('promotion.not.found');
    },
  );

  app.post(
    '/promotions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates an automatic promotion: its discount, condition, window and colours',
        body: adminPromotionCreate,
        response: { 201: adminPromotion, ...changeRefusals },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => createPromotion(r, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      promotionsChanged(app);
      return reply.code(201).send(toAdminPromotion(result.value, ctx.now));
    },
  );

  app.patch(
    '/promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a promotion’s terms over the version read; active false switches it off',
        params: adminPromotionIdParams,
        body: adminPromotionUpdate,
        response: { 200: adminPromotion, ...changeRefusals },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => updatePromotion(r, request.params.id, request.body, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      promotionsChanged(app);
      return toAdminPromotion(result.value, ctx.now);
    },
  );
};

export default adminPromotionRoutes;
