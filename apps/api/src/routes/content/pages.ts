import { errorResponse, page, slugParams } from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { toPage } from '../../wire/content.ts';

const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    {
      config: { publicCacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ['content'],
        summary: 'A markdown page (regulations, info pages) with its metadata',
        params: slugParams,
        response: { 200: page, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repositories.content.pageBySlug(request.params.slug);
      return row ? toPage(row) : reply.sendError('page.not.found', { slug: request.params.slug });
    },
  );
};

export default pageRoutes;
