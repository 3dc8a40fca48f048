import {
  adminContentIdParams,
  adminTestimonial,
  adminTestimonialCreate,
  adminTestimonialDelete,
  adminTestimonialList,
  adminTestimonialQuery,
  adminTestimonialUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createTestimonial,
  deleteTestimonial,
  toAdminTestimonial,
  updateTestimonial,
} from '../../admin/testimonials.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { homeChanged } from './shop-changed.ts';

/**
 * The customers' testimonials of the home page's slider in the back office
 * (managers and owners, the `content` area): adding, changing, putting in
 * order and deleting them. The home page shows the change at once.
 */
const adminTestimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const contentStaff = staffOnly(app, 'content');

  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['admin'],
        summary: 'The testimonials, in the slider’s order',
        querystring: adminTestimonialQuery,
        response: { 200: adminTestimonialList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.contentAdmin.testimonialPage(request.query);
      return { data: rows.map(toAdminTestimonial), total };
    },
  );

  app.get(
    '/testimonials/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A testimonial',
        params: adminContentIdParams,
        response: { 200: adminTestimonial, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.contentAdmin.testimonialById(request.params.id);
      return row ? toAdminTestimonial(row) : reply.sendError('testimonial.not.found');
    },
  );

  app.post(
    '/testimonials',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a testimonial to the slider, last unless given a position',
        body: adminTestimonialCreate,
        response: { 201: adminTestimonial, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => createTestimonial(r, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      homeChanged(app);
      return reply.code(201).send(toAdminTestimonial(result.value));
    },
  );

  app.patch(
    '/testimonials/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a testimonial’s author, text or position in the slider',
        params: adminContentIdParams,
        body: adminTestimonialUpdate,
        response: { 200: adminTestimonial, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => updateTestimonial(r, request.params.id, request.body, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      homeChanged(app);
      return toAdminTestimonial(result.value);
    },
  );

  app.delete(
    '/testimonials/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a testimonial; its audit row keeps what it said',
        params: adminContentIdParams,
        body: adminTestimonialDelete,
        response: { 204: z.null().describe('No content'), ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => deleteTestimonial(r, request.params.id, request.body.version, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      homeChanged(app);
      return reply.code(204).send(null);
    },
  );
};

export default adminTestimonialRoutes;
