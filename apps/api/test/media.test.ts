import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { imageSchema } from '@manufaktura/contract';
import { imageSrcset } from '@manufaktura/core';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEDIA_CACHE_CONTROL } from '../src/media/constants.ts';
import { findOriginal, saveOriginal } from '../src/media/storage.ts';
import { imageVariants } from '../src/media/urls.ts';
import errors from '../src/plugins/app/errors.ts';
import media from '../src/plugins/app/media.ts';
import mediaRoutes from '../src/routes/media/index.ts';

const CREAM = 'products/krem-nawilzajacy-1';
const SMALL = 'blog/maly-obrazek';
const TINY = 'blog/ikonka';

function svgPicture(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#e9dcc9"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#7a8f6a"/>
</svg>`;
}

async function pngPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c9a27e' } })
    .png()
    .toBuffer();
}

let mediaDir: string;
let app: FastifyInstance;

/** The API's error model, the media plugin and the route, without a database. */
async function createMediaApp(dir: string): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 } });
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  await instance.register(errors);
  await instance.register(media, { mediaDir: dir });
  await instance.register(mediaRoutes);
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'manufaktura-media-'));
  await saveOriginal(mediaDir, CREAM, svgPicture(1200, 900), 'svg');
  await saveOriginal(mediaDir, SMALL, await pngPicture(500, 250), 'png');
  await saveOriginal(mediaDir, TINY, await pngPicture(200, 100), 'png');
  app = await createMediaApp(mediaDir);
});

afterAll(async () => {
  await app?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /media/*', () => {
  it('makes an AVIF variant at the asked width, keeping the aspect', async () => {
    const response = await get(`/media/${CREAM}-640.avif`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('heif');
    expect(metadata.compression).toBe('av1');
    expect([metadata.width, metadata.height]).toEqual([640, 480]);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('makes a WebP variant', async () => {
    const response = await get(`/media/${CREAM}-480.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 480, 360]);
  });

  it('makes a progressive JPEG variant from a PNG original', async () => {
    const response = await get(`/media/${SMALL}-480.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 480, 240]);
    expect(metadata.isProgressive).toBe(true);
  });

  it('marks a variant as cacheable for a year and immutable', async () => {
    const response = await get(`/media/${CREAM}-320.jpg`);
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.etag).toMatch(/^".+"$/);
  });

  it('serves the second request from the file on disk, with the same ETag', async () => {
    const first = await get(`/media/${CREAM}-960.webp`);
    expect(first.statusCode).toBe(200);
    const file = join(mediaDir, 'variants', `${CREAM}-960.webp`);
    const before = await stat(file);
    const second = await get(`/media/${CREAM}-960.webp`);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('answers 304 without a body when If-None-Match names the ETag', async () => {
    const first = await get(`/media/${CREAM}-320.webp`);
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await get(`/media/${CREAM}-320.webp`, { 'if-none-match': header });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    }
    const stale = await get(`/media/${CREAM}-320.webp`, { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  it('shares one encode between concurrent first requests and writes one file', async () => {
    const url = `/media/${CREAM}-960.avif`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    const files = await readdir(join(mediaDir, 'variants', 'products'));
    expect(files.filter((name) => name.startsWith('krem-nawilzajacy-1-960.avif'))).toEqual([
      'krem-nawilzajacy-1-960.avif',
    ]);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('serves an original narrower than the smallest width at its own size', async () => {
    const response = await get(`/media/${TINY}-320.jpg`);
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 100]);
  });

  it.each([
    ['a width that is not offered', `/media/${CREAM}-500.jpg`],
    ['a width above the original', `/media/${CREAM}-1920.avif`],
    ['a width above a small original', `/media/${SMALL}-640.webp`],
    ['a width above a tiny original', `/media/${TINY}-480.webp`],
    ['an unknown key', '/media/products/nie-ma-takiego-320.jpg'],
    ['a path without a width', `/media/${CREAM}.jpg`],
    ['an extension that is not a variant', `/media/${CREAM}-320.png`],
    ['the jpeg format spelled as an extension', `/media/${CREAM}-320.jpeg`],
    ['an original requested directly', `/media/originals/${CREAM}.svg`],
    ['a parent-directory step', `/media/../originals/${CREAM}-320.jpg`],
    ['an encoded parent-directory step', `/media/products/..%2F..%2Foriginals%2F${CREAM}-320.jpg`],
    ['an encoded dot segment', '/media/%2e%2e/%2e%2e/etc/passwd-320.jpg'],
    ['an upper-case key', '/media/Products/Krem-320.jpg'],
    ['a key with a double slash', '/media/products//krem-nawilzajacy-1-320.jpg'],
    ['the bare prefix', '/media/'],
  ])('answers 404 not.found for %s', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorMsgCode: 'not.found', message: expect.any(String) });
  });
});

describe('saveOriginal', () => {
  it('replaces the original and drops the variants made from the old one', async () => {
    const key = 'banners/zima';
    await saveOriginal(mediaDir, key, await pngPicture(800, 400), 'png');
    expect((await get(`/media/${key}-640.jpg`)).statusCode).toBe(200);
    await saveOriginal(mediaDir, key, svgPicture(1000, 1000), 'svg');
    expect(await findOriginal(mediaDir, key)).toMatchObject({ ext: 'svg' });
    const response = await get(`/media/${key}-640.jpg`);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 640]);
  });

  it('refuses a key that could leave the media folder', async () => {
    await expect(saveOriginal(mediaDir, '../escape', 'x', 'svg')).rejects.toThrow(/invalid media key/);
    await expect(saveOriginal(mediaDir, 'products/../../escape', 'x', 'svg')).rejects.toThrow(/invalid media key/);
  });
});

describe('findOriginal', () => {
  it('returns undefined for a malformed or unknown key', async () => {
    expect(await findOriginal(mediaDir, '../originals/products')).toBeUndefined();
    expect(await findOriginal(mediaDir, 'products/nic')).toBeUndefined();
    expect(await findOriginal(mediaDir, CREAM)).toMatchObject({ ext: 'svg' });
  });
});

describe('imageVariants', () => {
  const asset = { key: CREAM, width: 1200, height: 900, alt: 'Krem w słoiku', placeholderColor: '#eadfd2' };

  it("offers only the widths the original can give, from which every format's srcset is written", () => {
    const image = imageVariants(asset);
    expect(image).toMatchObject({ path: `/media/${CREAM}`, widths: [320, 480, 640, 960] });
    expect(imageSrcset(image, 'avif')).toBe(
      `/media/${CREAM}-320.avif 320w, /media/${CREAM}-480.avif 480w, /media/${CREAM}-640.avif 640w, /media/${CREAM}-960.avif 960w`,
    );
    expect(imageSrcset(image, 'webp')).toContain(`/media/${CREAM}-960.webp 960w`);
    expect(imageSrcset(image, 'jpeg')).toContain(`/media/${CREAM}-320.jpg 320w`);
    expect(imageSrcset(image, 'jpeg')).not.toContain('1280');
  });

  it('points url at the JPEG of the widest variant up to 960', () => {
    expect(imageVariants(asset).url).toBe(`/media/${CREAM}-960.jpg`);
    expect(imageVariants({ ...asset, width: 3000 }).url).toBe(`/media/${CREAM}-960.jpg`);
    expect(imageVariants({ ...asset, width: 3000 }).widths).toEqual([320, 480, 640, 960, 1280, 1920]);
    expect(imageVariants({ ...asset, width: 700 }).url).toBe(`/media/${CREAM}-640.jpg`);
    expect(imageSrcset(imageVariants({ ...asset, width: 150 }), 'avif')).toBe(`/media/${CREAM}-320.avif 320w`);
  });

  it('carries the alt text, intrinsic size and placeholder, and fits imageSchema', () => {
    const image = imageVariants(asset, 'https://sklep.example');
    expect(image).toMatchObject({ alt: asset.alt, width: 1200, height: 900, placeholderColor: '#eadfd2' });
    expect(image.url).toBe(`https://sklep.example/media/${CREAM}-960.jpg`);
    expect(image.path).toBe(`https://sklep.example/media/${CREAM}`);
    expect(imageSchema.parse(image)).toEqual(image);
  });
});
