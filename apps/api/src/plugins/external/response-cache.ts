import { hash } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  /** UTF-8 already: encoding a cached string again for every answer was most of an answer's cost. */
  payload: Buffer;
  etag: string;
  contentType: string;
  expiresAt: number;
  /** What the entry counts against the byte budget: its key and its payload. */
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers kept in memory; `clear()` after the catalog or content changes. */
    responseCache: { clear(): void; size(): number; bytes(): number };
  }
  interface FastifyRequest {
    /** Set when the answer came from the response cache. */
    cachedEtag?: string;
    /** The answer's key in the response cache, once the request has been validated. */
    responseCacheKey?: string;
  }
}

/** 32 MB of answers at most: an instance's memory stays bounded whatever addresses are asked for. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

export interface ResponseCacheOptions {
  /** How long a public answer is reused, in seconds; 0 turns the cache off. */
  ttlSeconds: number;
  /** Most bytes of answers kept; the least recently used go first. */
  maxBytes?: number;
}

export function etagOf(payload: string | Buffer): string {
  return `"${hash('sha1', payload, 'base64url')}"`;
}

/** JSON with object keys sorted, so `?a=1&b=2` and `?b=2&a=1` are one answer. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The route and what its schema let through: validated params and query,
 * defaults filled in and unknown parameters dropped, so junk in the address
 * never makes a new entry. A route without a query schema reads no query.
 */
function keyOf(request: FastifyRequest): string {
  const query = request.routeOptions.schema?.querystring ? canonical(request.query) : '';
  return `${request.routeOptions.url}\n${canonical(request.params)}\n${query}`;
}

/**
 * Keeps the public GET answers (routes with `config.publicCacheSeconds`) in
 * memory for a few seconds, so a busy catalog page costs one query per
 * window instead of one per visitor. Short enough that sale windows opening
 * and closing by the clock show within seconds; every instance keeps its own.
 * Looked up after validation (an invalid request is a 400, never cached), and
 * bounded in bytes with the least recently used answers evicted first.
 */
export default fp(
  async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
    const ttlMs = options.ttlSeconds * 1000;
    const maxBytes = options.maxBytes ?? DEFAULT_RESPONSE_CACHE_BYTES;
    /** In use order: the first entry is the least recently used. */
    const entries = new Map<string, Entry>();
    let totalBytes = 0;
    const remove = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      totalBytes -= entry.bytes;
    };
    app.decorate('responseCache', {
      clear: () => {
        entries.clear();
        totalBytes = 0;
      },
      size: () => entries.size,
      bytes: () => totalBytes,
    });
    if (ttlMs <= 0) return;

    const cacheable = (request: FastifyRequest) =>
      request.method === 'GET' && request.routeOptions.config.publicCacheSeconds !== undefined;

    app.addHook('preHandler', async (request, reply) => {
      if (!cacheable(request)) return;
      const key = keyOf(request);
      request.responseCacheKey = key;
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.expiresAt <= Date.now()) {
        remove(key);
        return;
      }
      // Used again: it moves to the end of the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      request.cachedEtag = entry.etag;
      return reply.code(200).header('content-type', entry.contentType).send(entry.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.responseCacheKey;
      if (
        key === undefined ||
        request.cachedEtag !== undefined ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      ) {
        return payload;
      }
      const body = Buffer.from(payload);
      const etag = etagOf(body);
      request.cachedEtag = etag;
      const bytes = body.length + Buffer.byteLength(key);
      if (bytes > maxBytes) return body;
      remove(key);
      while (totalBytes + bytes > maxBytes) remove(entries.keys().next().value!);
      entries.set(key, {
        payload: body,
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expiresAt: Date.now() + ttlMs,
        bytes,
      });
      totalBytes += bytes;
      return body;
    });
  },
  { name: 'response-cache' },
);
