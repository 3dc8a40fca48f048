import { adminSubscriberFilter, adminSubscriberList, adminSubscriberQuery, errorResponse } from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { exportSubscribers, toAdminSubscriber } from '../../admin/newsletter.ts';
import { staffOnly } from './guard.ts';

/**
 * The newsletter's addresses (managers and owners, the `customers` area): the
 * list, and a CSV export with the proof of each consent for Polish Excel.
 */
const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const customersStaff = staffOnly(app, 'customers');

  app.get(
    '/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter addresses, the latest changed first: subscribed, pending or unsubscribed',
        querystring: adminSubscriberQuery,
        response: { 200: adminSubscriberList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
      preHandler: customersStaff,
    },
    async (request) => {
      const { status, q, limit, offset } = request.query;
      const { rows, total } = await app.repositories.newsletter.page({
        ...(status ? { status } : {}),
        ...(q ? { q } : {}),
        limit,
        offset,
      });
      return { data: rows.map(toAdminSubscriber), total };
    },
  );

  app.get(
    '/newsletter/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The addresses with the proof of their consent as CSV (UTF-8 with BOM, `;`), for Excel; audited',
        querystring: adminSubscriberFilter,
        response: {
          200: z.instanceof(Buffer).describe('text/csv'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
      preHandler: customersStaff,
    },
    async (request, reply) => {
      const now = app.now();
      const { status, q } = request.query;
      const filter = { ...(status ? { status } : {}), ...(q ? { q } : {}) };
      const csv = await app.transaction((r) => exportSubscribers(r, filter, { actor: request.staff!, now }));
      const name = `newsletter-${status ?? 'wszystkie'}-${now.toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  );
};

export default adminNewsletterRoutes;
