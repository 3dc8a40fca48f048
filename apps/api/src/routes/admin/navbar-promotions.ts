import {
  adminNavbarPromotion,
  adminNavbarPromotionCreate,
  adminNavbarPromotionIdParams,
  adminNavbarPromotionList,
  adminNavbarPromotionQuery,
  adminNavbarPromotionUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createNavbarPromotion, toAdminNavbarPromotion, updateNavbarPromotion } from '../../admin/navbar-promotions.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { layoutChanged } from './shop-changed.ts';

/**
 * The top bar's manual promotion in the back office (managers and owners, the
 * `promotions` area): planning one, changing its text or dates, switching it
 * off. Every page of the storefront shows the change at once.
 */
const adminNavbarPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const promotionStaff = staffOnly(app, 'promotions');

  app.get(
    '/navbar-promotions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Top-bar promotions, the latest to start first, with the one in force marked',
        querystring: adminNavbarPromotionQuery,
        response: { 200: adminNavbarPromotionList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: promotionStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.navbarAdmin.page(request.query);
      const now = app.now();
      return { data: rows.map((row) => toAdminNavbarPromotion(row, now)), total };
    },
  );

  app.get(
    '/navbar-promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A top-bar promotion',
        params: adminNavbarPromotionIdParams,
        response: { 200: adminNavbarPromotion, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.navbarAdmin.byId(request.params.id);
      return row ? toAdminNavbarPromotion(row, app.now()) : reply.sendError('navbar.promotion.not.found');
    },
  );

  app.post(
    '/navbar-promotions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Plans a top-bar promotion: its text and the window it is in force',
        body: adminNavbarPromotionCreate,
        response: { 201: adminNavbarPromotion, ...changeRefusals },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => createNavbarPromotion(r, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      layoutChanged(app);
      return reply.code(201).send(toAdminNavbarPromotion(result.value, ctx.now));
    },
  );

  app.patch(
    '/navbar-promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a top-bar promotion’s text or dates; its end set to now switches it off',
        params: adminNavbarPromotionIdParams,
        body: adminNavbarPromotionUpdate,
        response: { 200: adminNavbarPromotion, ...changeRefusals },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => updateNavbarPromotion(r, request.params.id, request.body, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      layoutChanged(app);
      return toAdminNavbarPromotion(result.value, ctx.now);
    },
  );
};

export default adminNavbarPromotionRoutes;
