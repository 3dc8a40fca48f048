import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { useTestApp } from './helper.ts';

const app = useTestApp({
  extend: (instance) => {
    instance.get('/api/test/boom', () => {
      throw new Error('secret internal detail');
    });
    instance.post(
      '/api/test/echo',
      { schema: { body: z.object({ quantity: z.number().int().min(1) }) } },
      (request) => request.body,
    );
  },
});

describe('error model', () => {
  it('answers malformed JSON with 400 request.invalid and a Polish message', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity": 1',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorMsgCode).toBe('request.invalid');
    expect(body.message).toMatch(/\p{L}/u);
    expect(response.headers['session-id']).toBeTruthy();
  });

  it('names the failing fields when the body breaks the schema', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/test/echo', payload: { quantity: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorMsgCode: 'request.invalid',
      params: { fields: [{ field: 'body.quantity' }] },
    });
  });

  it('answers an unknown route with 404 not.found', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/nie-ma-takiej-trasy' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorMsgCode: 'not.found' });
  });

  it('hides the details of an unexpected failure behind 500 unknown.error', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorMsgCode: 'unknown.error', message: expect.any(String) });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unsupported content type with a 4xx, never a 500', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'quantity=1',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errorMsgCode).toBe('request.invalid');
  });

  it('answers a body over the limit with 413 request.too.large', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ quantity: 1, padding: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMsgCode).toBe('request.too.large');
  });

  it('answers a path segment longer than any slug with 404 not.found', async () => {
    const response = await app().inject({ method: 'GET', url: `/api/products/${'ż'.repeat(300)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMsgCode).toBe('not.found');
  });

  it('refuses a NUL character anywhere in the request before it reaches the database', async () => {
    const inPath = await app().inject({ method: 'GET', url: '/api/pages/%00' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toMatchObject({
      errorMsgCode: 'request.invalid',
      params: { fields: [{ field: 'params.slug' }] },
    });
    const inQuery = await app().inject({ method: 'GET', url: '/api/search?q=krem%00' });
    expect(inQuery.json()).toMatchObject({ params: { fields: [{ field: 'querystring.q' }] } });
    const inBody = await app().inject({
      method: 'POST',
      url: '/api/carts',
      payload: { billing: { city: 'Kraków\u0000' } },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toMatchObject({ params: { fields: [{ field: 'body.billing.city' }] } });
  });
});
