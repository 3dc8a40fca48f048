import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import responseCache from '../src/plugins/external/response-cache.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const app = useTestApp({
  seed: tinyShop([tinyProduct({ slug: 'krem', name: 'Krem' })]),
  responseCacheSeconds: 60,
});

describe('response cache', () => {
  it('serves a public answer from memory until it is cleared', async () => {
    const first = await app().inject({ method: 'GET', url: '/api/products/krem' });
    await app().db.update(schema.products).set({ name: 'Krem nowy' }).where(eq(schema.products.slug, 'krem'));

    const cached = await app().inject({ method: 'GET', url: '/api/products/krem' });
    expect(cached.json().name).toBe('Krem');
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(cached.headers['session-id']).toBeUndefined();
    const revalidated = await app().inject({
      method: 'GET',
      url: '/api/products/krem',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    app().responseCache.clear();
    expect((await app().inject({ method: 'GET', url: '/api/products/krem' })).json().name).toBe('Krem nowy');
  });

  it('never keeps answers that depend on the session', async () => {
    const a = await app().inject({ method: 'GET', url: '/api/carts' });
    const b = await app().inject({ method: 'GET', url: '/api/carts' });
    expect(a.headers['session-id']).not.toBe(b.headers['session-id']);
    expect(a.headers['cache-control']).toBe('no-store');
  });

  it('keys an answer on its validated query: junk parameters, order and defaults make no new entry', async () => {
    app().responseCache.clear();
    const first = await app().inject({ method: 'GET', url: '/api/products?limit=24&sort=position' });
    expect(first.statusCode).toBe(200);
    expect(app().responseCache.size()).toBe(1);
    for (let i = 0; i < 30; i += 1) {
      const junk = await app().inject({
        method: 'GET',
        url: `/api/products?junk${i}=${i}&sort=position&utm_source=x${i}`,
      });
      expect(junk.statusCode).toBe(200);
      expect(junk.headers.etag).toBe(first.headers.etag);
    }
    await app().inject({ method: 'GET', url: '/api/products' });
    await app().inject({ method: 'GET', url: '/api/products?offset=0&limit=24' });
    await app().inject({ method: 'GET', url: '/api/layout?cache-buster=1' });
    await app().inject({ method: 'GET', url: '/api/layout?cache-buster=2' });
    expect(app().responseCache.size()).toBe(2);

    const invalid = await app().inject({ method: 'GET', url: '/api/products?limit=100000' });
    expect(invalid.statusCode).toBe(400);
    expect(app().responseCache.size()).toBe(2);
    await app().inject({ method: 'GET', url: '/api/products?limit=5' });
    expect(app().responseCache.size()).toBe(3);
  });
});

describe('response cache bound', () => {
  async function appWithCache(maxBytes: number) {
    const small = Fastify().withTypeProvider<ZodTypeProvider>();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    await small.register(responseCache, { ttlSeconds: 60, maxBytes });
    let served = 0;
    small.get(
      '/kb/:n',
      { config: { publicCacheSeconds: 60 }, schema: { params: z.object({ n: z.coerce.number().int() }) } },
      async (request) => {
        served += 1;
        return { n: request.params.n, filler: 'x'.repeat(1000) };
      },
    );
    await small.ready();
    return { small, served: () => served };
  }

  it('keeps at most its byte budget, evicting the least recently used answer first', async () => {
    const { small, served } = await appWithCache(4500);
    const get = (n: number) => small.inject({ method: 'GET', url: `/kb/${n}` });
    for (const n of [1, 2, 3, 4]) await get(n);
    expect(small.responseCache.size()).toBe(4);
    expect(small.responseCache.bytes()).toBeLessThanOrEqual(4500);

    await get(1); // used again: now the most recently used
    expect(served()).toBe(4);
    await get(5); // over budget: 2, the least recently used, goes
    expect(small.responseCache.size()).toBe(4);
    expect(small.responseCache.bytes()).toBeLessThanOrEqual(4500);
    await get(1);
    expect(served()).toBe(5);
    await get(2);
    expect(served()).toBe(6);

    for (let n = 10; n < 100; n += 1) await get(n);
    expect(small.responseCache.bytes()).toBeLessThanOrEqual(4500);
    expect(small.responseCache.size()).toBe(4);
    await small.close();
  });

  it('does not keep an answer larger than the whole budget', async () => {
    const { small } = await appWithCache(500);
    await small.inject({ method: 'GET', url: '/kb/1' });
    expect(small.responseCache.size()).toBe(0);
    expect(small.responseCache.bytes()).toBe(0);
    await small.close();
  });
});
