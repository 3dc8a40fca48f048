import { errorResponse, home } from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { homePage } from '../../content/home.ts';

const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      config: { publicCacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ['content'],
        summary: 'Every section of the home page in one answer',
        response: { 200: home, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const result = await homePage(app.repositories, app.now());
      if (result.ok) return result.home;
      request.log.error({ issues: result.issues }, 'home content block is missing or malformed');
      return reply.sendError('service.unavailable');
    },
  );
};

export default homeRoutes;
