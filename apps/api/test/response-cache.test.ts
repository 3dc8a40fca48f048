import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

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
    expect(cached.headers['session-id']).toBeTruthy();
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
});
