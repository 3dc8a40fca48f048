import {
  adminReview,
  adminReviewIdParams,
  adminReviewList,
  adminReviewModeration,
  adminReviewQuery,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { moderateReview, toAdminReview } from '../../admin/reviews.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { productChanged } from './shop-changed.ts';

/**
 * Moderating shoppers' reviews (managers and owners, the `content` area): the
 * list by state, and publishing or hiding one. The product's page, its
 * rating and the lists showing it change at once.
 */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const contentStaff = staffOnly(app, 'content');

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews, newest first: waiting for a decision, published or hidden',
        querystring: adminReviewQuery,
        response: { 200: adminReviewList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request) => {
      const { status, limit, offset } = request.query;
      const { rows, total } = await app.repositories.reviewsAdmin.page({
        ...(status ? { status } : {}),
        limit,
        offset,
      });
      return { data: rows.map(toAdminReview), total };
    },
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A review with the product it is about',
        params: adminReviewIdParams,
        response: { 200: adminReview, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.reviewsAdmin.byId(request.params.id);
      return row ? toAdminReview(row) : reply.sendError('review.not.found');
    },
  );

  app.post(
    '/reviews/:id/moderation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publishes a review (shown and counted in the rating) or hides it',
        params: adminReviewIdParams,
        body: adminReviewModeration,
        response: { 200: adminReview, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => moderateReview(r, request.params.id, request.body.published, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      productChanged(app, result.value.productSlug);
      return toAdminReview(result.value);
    },
  );
};

export default adminReviewRoutes;
