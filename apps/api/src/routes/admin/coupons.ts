import {
  adminCoupon,
  adminCouponCreate,
  adminCouponIdParams,
  adminCouponList,
  adminCouponQuery,
  adminCouponUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createCoupon, toAdminCoupon, updateCoupon } from '../../admin/coupons.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { promotionsChanged } from './shop-changed.ts';

/**
 * Coupons in the back office (managers and owners, the `promotions` area):
 * finding them by code or state with how often they were used, creating them,
 * changing any of their terms, switching them off. Carts take the change at once.
 */
const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const promotionStaff = staffOnly(app, 'promotions');

  app.get(
    '/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Coupons, the newest first, by part of the code or by state, with their uses',
        querystring: adminCouponQuery,
        response: { 200: adminCouponList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: promotionStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.couponsAdmin.page({ ...request.query, now: app.now() });
      return { data: rows.map(toAdminCoupon), total };
    },
  );

  app.get(
    '/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A coupon with its uses: orders in all and distinct customers',
        params: adminCouponIdParams,
        response: { 200: adminCoupon, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.couponsAdmin.byId(request.params.id);
      return row ? toAdminCoupon(row) : reply.sendError('coupon.not.found');
    },
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a coupon; its code is kept upper-cased, and a code already taken is coupon.code.taken',
        body: adminCouponCreate,
        response: { 201: adminCoupon, ...changeRefusals },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => createCoupon(r, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      promotionsChanged(app);
      return reply.code(201).send(toAdminCoupon(result.value));
    },
  );

  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a coupon’s terms over the version read; active false switches it off',
        params: adminCouponIdParams,
        body: adminCouponUpdate,
        response: { 200: adminCoupon, ...changeRefusals },
      },
      preHandler: promotionStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => updateCoupon(r, request.params.id, request.body, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      promotionsChanged(app);
      return toAdminCoupon(result.value);
    },
  );
};

export default adminCouponRoutes;
