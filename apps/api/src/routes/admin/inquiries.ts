import {
  adminInquiry,
  adminInquiryIdParams,
  adminInquiryList,
  adminInquiryQuery,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { markInquiryReplied, toAdminInquiry, toAdminInquirySummary } from '../../admin/inquiries.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';

/**
 * Messages from the contact and B2B forms (managers and owners, the
 * `customers` area): the list, one message, and marking it answered (who and
 * when). The answer itself goes from the shop's mailbox.
 */
const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const customersStaff = staffOnly(app, 'customers');

  app.get(
    '/inquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact and B2B messages, newest first: by kind, answered or not, or by name, e-mail or company',
        querystring: adminInquiryQuery,
        response: { 200: adminInquiryList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: customersStaff,
    },
    async (request) => {
      const { kind, status, q, ...paging } = request.query;
      const { rows, total } = await app.repositories.inquiries.page({
        ...(kind ? { kind } : {}),
        ...(status ? { status } : {}),
        ...(q ? { q } : {}),
        ...paging,
      });
      return { data: rows.map(toAdminInquirySummary), total };
    },
  );

  app.get(
    '/inquiries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A message with everything its sender gave',
        params: adminInquiryIdParams,
        response: { 200: adminInquiry, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: customersStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.inquiries.byId(request.params.id);
      return row ? toAdminInquiry(row) : reply.sendError('inquiry.not.found');
    },
  );

  app.post(
    '/inquiries/:id/replied',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marks the message answered by the signed-in member, now (once)',
        params: adminInquiryIdParams,
        response: { 200: adminInquiry, ...changeRefusals },
      },
      preHandler: customersStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => markInquiryReplied(r, request.params.id, ctx)));
      return result.ok ? toAdminInquiry(result.value) : reply.sendError(result.code, result.params);
    },
  );
};

export default adminInquiryRoutes;
