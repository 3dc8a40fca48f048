import { readFile, stat } from 'node:fs/promises';

import type { MediaFormat } from '@manufaktura/core';
import { FORMAT_EXTENSIONS, MEDIA_FORMATS } from '@manufaktura/core';
import type { Sharp } from 'sharp';
import sharp from 'sharp';

import type { MediaWidth } from './constants.ts';
import { availableWidths, isMediaKey, isMediaWidth } from './constants.ts';
import { findOriginal, variantPath, writeFileAtomic } from './storage.ts';

// One libvips thread per image and no operation cache: the server has two cores
// and little memory, and each variant is made once, then served from disk.
sharp.concurrency(1);
sharp.cache(false);

/** At most this many variants are encoded at once; further requests wait their turn. */
const MAX_PARALLEL_ENCODES = 2;
/** Refuse originals that would take too much memory to decode (about 50 megapixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface VariantRequest {
  key: string;
  width: MediaWidth;
  format: MediaFormat;
}

export interface VariantFile {
  path: string;
  size: number;
  /** Strong validator from the file's size and modification time. */
  etag: string;
}

const FORMAT_BY_EXTENSION = new Map<string, MediaFormat>(
  MEDIA_FORMATS.map((format) => [FORMAT_EXTENSIONS[format], format]),
);

/** `products/krem-1-640.avif` → key, width and format; undefined for anything else. */
export function parseVariantPath(path: string): VariantRequest | undefined {
  const match = /^(.+)-(\d{1,5})\.([a-z]+)$/.exec(path);
  if (!match) return undefined;
  const [, key, widthText, extension] = match;
  const width = Number(widthText);
  const format = FORMAT_BY_EXTENSION.get(extension!);
  if (!key || !isMediaKey(key) || !isMediaWidth(width) || !format) return undefined;
  return { key, width, format };
}

function encode(pipeline: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 78 });
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true });
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs one decode or encode when a slot is free: at most MAX_PARALLEL_ENCODES at once. */
export async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

async function existingFile(path: string): Promise<VariantFile | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return { path, size: info.size, etag: `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"` };
  } catch {
    return undefined;
  }
}

async function generate(mediaDir: string, request: VariantRequest, path: string): Promise<VariantFile | undefined> {
  const original = await findOriginal(mediaDir, request.key);
  if (!original) return undefined;
  return withEncodeSlot(async () => {
    const source = () => sharp(original.path, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
    const { autoOrient } = await source().metadata();
    if (!availableWidths(autoOrient.width).includes(request.width)) return undefined;
    const pipeline = source().resize({ width: request.width, withoutEnlargement: true });
    const data = await encode(pipeline, request.format).toBuffer();
    await writeFileAtomic(path, data);
    return existingFile(path);
  });
}

/** Variants being made right now, by path: concurrent first requests share one encode. */
const inFlight = new Map<string, Promise<VariantFile | undefined>>();

/**
 * The variant's file, made from the original on first request and kept on
 * disk after. Undefined when there is no such original or it is narrower than
 * the width asked for.
 */
export async function getVariant(mediaDir: string, request: VariantRequest): Promise<VariantFile | undefined> {
  const path = variantPath(mediaDir, request.key, request.width, request.format);
  const existing = await existingFile(path);
  if (existing) return existing;
  let pending = inFlight.get(path);
  if (!pending) {
    pending = generate(mediaDir, request, path).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  return pending;
}

/** The variant's bytes; undefined if it vanished since (its original was replaced meanwhile). */
export async function readVariant(variant: VariantFile): Promise<Buffer | undefined> {
  try {
    return await readFile(variant.path);
  } catch {
    return undefined;
  }
}
