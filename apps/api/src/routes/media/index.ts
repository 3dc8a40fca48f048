import { errorResponse } from '@manufaktura/contract';
import { FORMAT_CONTENT_TYPES } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { MEDIA_CACHE_CONTROL } from '../../media/constants.ts';
import { getVariant, parseVariantPath, readVariant } from '../../media/variants.ts';

/** True when an If-None-Match header names this ETag (or is `*`); weak forms match too. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/**
 * Image variants at `/media/<key>-<width>.<avif|webp|jpg>`, registered at the
 * root (not under /api). Made on first request, then served from disk with
 * immutable caching. Anything that is not a variant of a stored original is 404.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('mediaDir')) throw new Error('media routes need the media plugin (app.mediaDir)');

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'An image variant, e.g. /media/products/krem-nawilzajacy-1-640.avif',
        params: z.object({ '*': z.string() }),
        response: {
          200: z.instanceof(Buffer).describe('The image, typed by its extension'),
          304: z.undefined().describe('Not modified (If-None-Match)'),
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const wanted = parseVariantPath(request.params['*']);
      const variant = wanted && (await getVariant(app.mediaDir, wanted));
      if (!wanted || !variant) return reply.sendError('not.found');

      reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', variant.etag);
      if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
      // Variants are small: a buffer gives an exact Content-Length and no half-sent answer.
      const data = await readVariant(variant);
      if (!data) return reply.sendError('not.found');
      return reply.type(FORMAT_CONTENT_TYPES[wanted.format]).header('Content-Length', data.length).send(data);
    },
  );
};

export default mediaRoutes;
