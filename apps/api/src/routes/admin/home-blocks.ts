import {
  adminHomeBlock,
  adminHomeBlockIdParams,
  adminHomeBlockList,
  adminHomeBlockUpdate,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { homeBlock, homeBlocks, updateHomeBlock } from '../../admin/home-blocks.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { homeChanged, layoutChanged } from './shop-changed.ts';

/**
 * The home page's sections in the back office (managers and owners, the
 * `content` area): the hero, the product of the month, the hotspot banner,
 * the brand story, the social feed, and the social links every page's footer
 * shows. Each is changed as a whole; the storefront shows it at once.
 */
const adminHomeBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const contentStaff = staffOnly(app, 'content');

  app.get(
    '/home-blocks',
    {
      schema: {
        tags: ['admin'],
        summary: 'The home page’s sections, in the page’s order',
        response: { 200: adminHomeBlockList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: contentStaff,
    },
    async () => {
      const data = await homeBlocks(app.repositories);
      return { data, total: data.length };
    },
  );

  app.get(
    '/home-blocks/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A section of the home page',
        params: adminHomeBlockIdParams,
        response: { 200: adminHomeBlock, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const block = await homeBlock(app.repositories, request.params.id);
      return block ?? reply.sendError('home.block.not.found');
    },
  );

  app.patch(
    '/home-blocks/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replaces a section of the home page: its data in the shape homeBlockData gives its id',
        params: adminHomeBlockIdParams,
        body: adminHomeBlockUpdate,
        response: { 200: adminHomeBlock, ...changeRefusals },
      },
      preHandler: contentStaff,
    },
    async (request, reply) => {
      const ctx = { actor: request.staff!, now: app.now() };
      const { id } = request.params;
      const result = await refusable(() => app.transaction((r) => updateHomeBlock(r, id, request.body, ctx)));
      if (!result.ok) return reply.sendError(result.code, result.params);
      if (id === 'social-links') layoutChanged(app);
      else homeChanged(app);
      return result.value;
    },
  );
};

export default adminHomeBlockRoutes;
