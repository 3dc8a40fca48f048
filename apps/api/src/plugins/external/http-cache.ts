import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { etagOf } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds a public answer may be reused. Such answers get Cache-Control
     * and an ETag, and a matching If-None-Match gets 304.
     */
    publicCacheSeconds?: number;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Whether the answer goes out as `Cache-Control: public` (nothing in it may belong to one visitor). */
export function isPublicAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config.publicCacheSeconds !== undefined && request.method === 'GET' && reply.statusCode === 200
  );
}

/** Conditional GETs and Cache-Control for the public catalog and content. */
export default fp(
  async function httpCache(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      const maxAge = request.routeOptions.config.publicCacheSeconds;
      if (maxAge === undefined || !isPublicAnswer(request, reply)) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

      // Encoded once: the same bytes are hashed and sent (a string would be encoded for each).
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const etag = request.cachedEtag ?? etagOf(body);
      reply.header('ETag', etag);
      reply.header('Cache-Control', `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`);
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
      return body;
    });
  },
  { name: 'http-cache', dependencies: ['response-cache'] },
);
