import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from './helper.ts';

let dir: string;
let app: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'manufaktura-admin-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-Ab12.js'), 'console.log("panel")');
  app = await createTestApp({ backOfficeDir: dir });
  unbuilt = await createTestApp({ backOfficeDir: join(dir, 'nie-ma') });
});

afterAll(async () => {
  await Promise.all([app.close(), unbuilt.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe('the back office’s pages at /admin', () => {
  it('serves its page uncached and its hashed assets for a year', async () => {
    expect((await app.inject('/admin')).statusCode).toBe(200);
    const page = await app.inject('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');

    const asset = await app.inject('/admin/assets/index-Ab12.js');
    expect(asset.body).toBe('console.log("panel")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves nothing outside its folder and no file it does not know', async () => {
    for (const path of [
      '/admin/assets/..%2findex.html',
      '/admin/assets/..%2f..%2fpackage.json',
      '/admin/assets/brak.js',
      '/admin/assets/index.html',
      '/admin/assets/.env',
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().errorMsgCode).toBe('not.found');
    }
  });

  it('says in Polish how to build it when it is not built', async () => {
    const page = await unbuilt.inject('/admin/');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Panel sklepu nie został jeszcze zbudowany');
  });
});
