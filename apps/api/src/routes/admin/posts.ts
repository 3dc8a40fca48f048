import {
  adminContentIdParams,
  adminPost,
  adminPostCreate,
  adminPostList,
  adminPostQuery,
  adminPostUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createPost, toAdminPost, updatePost } from '../../admin/posts.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { postChanged } from './shop-changed.ts';

/**
 * The blog in the back office (managers and owners, the `content` area):
 * writing a post, changing its texts, address, tags or date, publishing it or
 * taking it off. The storefront shows the change at once.
 */
const adminPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const contentStaff = staffOnly(app, 'content');

  app.get(
    '/posts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Blog posts, drafts and scheduled ones too, the latest first',
        querystring: adminPostQuery,
        response: { 200: adminPostList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request) => {
      const { rows, total } = await app.repositories.contentAdmin.postPage(request.query);
      const now = app.now();
      return { data: rows.map((row) => toAdminPost(row, now)), total };
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A blog post with its markdown',
        params: adminContentIdParams,
        response: { 200: adminPost, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const row = await app.repositories.contentAdmin.postById(request.params.id);
      return row ? toAdminPost(row, app.now()) : reply.sendError('post.not.found');
    },
  );

  app.post(
    '/posts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Writes a post (a draft unless published); its slug is made from the title when not given',
        body: adminPostCreate,
        response: { 201: adminPost, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => createPost(r, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      postChanged(app, result.value.slug);
      return reply.code(201).send(toAdminPost(result.value, ctx.now));
    },
  );

  app.patch(
    '/posts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a post; published: false takes it off the blog at once',
        params: adminContentIdParams,
        body: adminPostUpdate,
        response: { 200: adminPost, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const result = await refusable(() => app.transaction((r) => updatePost(r, request.params.id, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      const { before, after } = result.value;
      postChanged(app, after.slug, before.slug);
      return toAdminPost(after, ctx.now);
    },
  );
};

export default adminPostRoutes;
