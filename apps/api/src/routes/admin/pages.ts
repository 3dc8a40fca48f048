import {
  adminContentIdParams,
  adminPage,
  adminPageList,
  adminPageQuery,
  adminPageUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toAdminPage, updatePage } from '../../admin/pages.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { pageChanged } from './shop-changed.ts';

/**
 * The info and regulation pages in the back office (managers and owners, the
 * `content` area): their markdown and metadata. Their addresses are the
 * storefront's routes, so pages are changed, never added or moved.
 */
const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const contentStaff = staffOnly(app, 'content');

  app.get(
    '/pages',
    {
      schema: {
        tags: ['admin'],
        summary: 'The info and regulation pages, by address',
        querystring: adminPageQuery,
        response: { 200: adminPageList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.contentAdmin.pagePage(request.query);
      return { data: rows.map(toAdminPage), total };
    },
  );

  app.get(
    '/pages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A page with its markdown and metadata',
        params: adminContentIdParams,
        response: { 200: adminPage, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.contentAdmin.pageById(request.params.id);
      return row ? toAdminPage(row) : reply.sendError('page.not.found');
    },
  );

  app.patch(
    '/pages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a page’s title, markdown, meta title and description, canonical URL or robots',
        params: adminContentIdParams,
        body: adminPageUpdate,
        response: { 200: adminPage, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => updatePage(r, request.params.id, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      pageChanged(app, result.value.slug);
      return toAdminPage(result.value);
    },
  );
};

export default adminPageRoutes;
