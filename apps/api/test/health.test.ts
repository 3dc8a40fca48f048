import { describe, expect, it } from 'vitest';

import { createTestApp, useTestApp } from './helper.ts';

const app = useTestApp();

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 service.unavailable when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().errorMsgCode).toBe('service.unavailable');
    broken.database.close = async () => {};
    await broken.close();
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the routes', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/products']));
  });

  it('serves a reference page at /api/docs', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('keeps the reference page off when API_DOCS is off, and the document on', async () => {
    const production = await createTestApp({ apiDocs: false });
    try {
      const page = await production.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(404);
      expect(page.json().errorMsgCode).toBeDefined();
      expect((await production.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
