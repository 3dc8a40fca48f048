import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  /** UTF-8 already: encoding a cached string again for every answer was most of an answer's cost. */
  payload: Buffer;
  etag: string;
  contentType: string;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers kept in memory; `clear()` after the catalog or content changes. */
    responseCache: { clear(): void; size(): number };
  }
  interface FastifyRequest {
    /** Set when the answer came from the response cache. */
    cachedEtag?: string;
  }
}

export interface ResponseCacheOptions {
  /** How long a public answer is reused, in seconds; 0 turns the cache off. */
  ttlSeconds: number;
  /** Most answers kept; the oldest go first. */
  maxEntries?: number;
}

export function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/**
 * Keeps the public GET answers (routes with `config.publicCacheSeconds`) in
 * memory for a few seconds, so a busy catalog page costs one query per
 * window instead of one per visitor. Short enough that sale windows opening
 * and closing by the clock show within seconds; every instance keeps its own.
 */
export default fp(
  async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
    const ttlMs = options.ttlSeconds * 1000;
    const maxEntries = options.maxEntries ?? 2000;
    const entries = new Map<string, Entry>();
    app.decorate('responseCache', { clear: () => entries.clear(), size: () => entries.size });
    if (ttlMs <= 0) return;

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.routeOptions.config.publicCacheSeconds === undefined) return;
      const entry = entries.get(request.url);
      if (!entry) return;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(request.url);
        return;
      }
      request.cachedEtag = entry.etag;
      return reply.code(200).header('content-type', entry.contentType).send(entry.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.cachedEtag !== undefined ||
        request.method !== 'GET' ||
        reply.statusCode !== 200 ||
        request.routeOptions.config.publicCacheSeconds === undefined ||
        typeof payload !== 'string'
      ) {
        return payload;
      }
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const body = Buffer.from(payload);
      const etag = etagOf(body);
      request.cachedEtag = etag;
      entries.set(request.url, {
        payload: body,
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expiresAt: Date.now() + ttlMs,
      });
      return body;
    });
  },
  { name: 'response-cache' },
);
