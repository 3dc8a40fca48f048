import { errorResponse, post, postList, postListQuery, slugParams, tagList } from '@manufaktura/contract';
import { tagSlug } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { toPost, toPostSummary, toTag } from '../../wire/content.ts';

const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { publicCacheSeconds: CATALOG_CACHE_SECONDS };

  app.get(
    '/posts',
    {
      config,
      schema: {
        tags: ['blog'],
        summary: 'Blog posts, newest first, optionally of one tag',
        querystring: postListQuery,
        response: { 200: postList, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { tag: slug, limit, offset } = request.query;
      const now = app.now();
      let tag: string | undefined;
      if (slug !== undefined) {
        tag = (await app.repositories.content.tags(now)).find((t) => tagSlug(t.tag) === slug)?.tag;
        if (tag === undefined) return reply.sendError('not.found', { tag: slug });
      }
      const { items, total } = await app.repositories.content.posts({ tag, limit, offset, now });
      return { items: items.map(toPostSummary), total, limit, offset, tag: tag === undefined ? null : toTag(tag) };
    },
  );

  app.get(
    '/posts/:slug',
    {
      config,
      schema: {
        tags: ['blog'],
        summary: 'One blog post with its markdown body',
        params: slugParams,
        response: { 200: post, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repositories.content.postBySlug(request.params.slug, app.now());
      return row ? toPost(row) : reply.sendError('post.not.found', { slug: request.params.slug });
    },
  );

  app.get(
    '/tags',
    { config, schema: { tags: ['blog'], summary: 'Tags of the blog with post counts', response: { 200: tagList } } },
    async () => ({
      items: (await app.repositories.content.tags(app.now())).map((t) => ({
        ...toTag(t.tag),
        post_count: t.postCount,
      })),
    }),
  );
};

export default postRoutes;
