import { adminEmail, adminEmailIdParams, adminEmailList, adminEmailQuery, errorResponse } from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { resendEmail, toAdminEmail } from '../../admin/outbox.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';

/**
 * The shop's outgoing e-mails (managers and owners, the `customers` area):
 * the list by state, and sending a failed one again.
 */
const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const customersStaff = staffOnly(app, 'customers');

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mails, newest first: failed, waiting or sent, or by part of the recipient (no bodies)',
        querystring: adminEmailQuery,
        response: { 200: adminEmailList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: customersStaff,
    },
    async (request) => {
      const { status, q, limit, offset } = request.query;
      const { rows, total } = await app.repositories.outbox.page({
        ...(status ? { status } : {}),
        ...(q ? { q } : {}),
        limit,
        offset,
      });
      return { data: rows.map(toAdminEmail), total };
    },
  );

  app.get(
    '/outbox/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One e-mail: to whom, what about, how sending went',
        params: adminEmailIdParams,
        response: { 200: adminEmail, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: customersStaff,
    },
    async (request, reply) => {
      const email = await app.repositories.outbox.byId(request.params.id);
      return email ? toAdminEmail(email) : reply.sendError('outbox.email.not.found');
    },
  );

  app.post(
    '/outbox/:id/resend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Puts a failed e-mail back to be sent now, its retries counted anew',
        params: adminEmailIdParams,
        response: { 200: adminEmail, ...changeRefusals },
      },
      preHandler: customersStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => resendEmail(r, request.params.id, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      app.outbox.kick();
      return toAdminEmail(result.value);
    },
  );
};

export default adminOutboxRoutes;
