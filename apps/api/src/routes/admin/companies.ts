import {
  adminCompany,
  adminCompanyIdParams,
  adminCompanyList,
  adminCompanyQuery,
  adminCompanyUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toAdminCompany, updateCompany } from '../../admin/companies.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { layoutChanged } from './shop-changed.ts';

/**
 * The shop's company data in the back office (managers and owners, the
 * `content` area): the sellers and the pickup point the storefront's footer
 * and information pages show.
 */
const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const contentStaff = staffOnly(app, 'content');

  app.get(
    '/companies',
    {
      schema: {
        tags: ['admin'],
        summary: 'The current seller, the past ones and the pickup point',
        querystring: adminCompanyQuery,
        response: { 200: adminCompanyList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.companiesAdmin.page(request.query);
      return { data: rows.map(toAdminCompany), total };
    },
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A company’s data',
        params: adminCompanyIdParams,
        response: { 200: adminCompany, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.companiesAdmin.byId(request.params.id);
      return row ? toAdminCompany(row) : reply.sendError('company.not.found');
    },
  );

  app.patch(
    '/companies/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a company’s name, address, NIP or contact details',
        params: adminCompanyIdParams,
        body: adminCompanyUpdate,
        response: { 200: adminCompany, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() =>
        app.transaction((r) => updateCompany(r, request.params.id, request.body, ctx)),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      layoutChanged(app);
      return toAdminCompany(result.value);
    },
  );
};

export default adminCompanyRoutes;
