import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

import type { MediaFormat } from '@manufaktura/core';
import { FORMAT_EXTENSIONS, variantOf } from '@manufaktura/core';

import type { MediaWidth, OriginalExtension } from './constants.ts';
import { isMediaKey, MEDIA_WIDTHS, ORIGINAL_EXTENSIONS } from './constants.ts';

/**
 * Where media live on disk:
 *   <mediaDir>/originals/<key>.<svg|png|jpg|webp>   what was uploaded or generated
 *   <mediaDir>/variants/<key>-<width>.<avif|webp|jpg> made from it on first request
 * Every path is built from a validated key, so nothing can step outside mediaDir.
 */

export interface StoredOriginal {
  path: string;
  ext: OriginalExtension;
}

function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
}

export function isOriginalExtension(ext: string): ext is OriginalExtension {
  return (ORIGINAL_EXTENSIONS as readonly string[]).includes(ext);
}

export function originalPath(mediaDir: string, key: string, ext: OriginalExtension): string {
  assertKey(key);
  return join(mediaDir, 'originals', `${key}.${ext}`);
}

export function variantPath(mediaDir: string, key: string, width: MediaWidth, format: MediaFormat): string {
  assertKey(key);
  return join(mediaDir, 'variants', variantOf(key, width, format));
}

/** Writes next to the target, then renames: readers see the old file or the whole new one, never a part. */
export async function writeFileAtomic(path: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The original of a key, or undefined when the key is malformed or nothing is stored under it. */
export async function findOriginal(mediaDir: string, key: string): Promise<StoredOriginal | undefined> {
  if (!isMediaKey(key)) return undefined;
  for (const ext of ORIGINAL_EXTENSIONS) {
    const path = originalPath(mediaDir, key, ext);
    if (await isFile(path)) return { path, ext };
  }
  return undefined;
}

/**
 * Stores an original under a key, replacing one of another extension and the
 * variants made from the previous picture. Returns the file's path.
 */
export async function saveOriginal(
  mediaDir: string,
  key: string,
  data: Buffer | string,
  ext: OriginalExtension,
): Promise<string> {
  if (!isOriginalExtension(ext)) throw new Error(`unsupported original extension: ${JSON.stringify(ext)}`);
  const path = originalPath(mediaDir, key, ext);
  await writeFileAtomic(path, data);
  for (const other of ORIGINAL_EXTENSIONS) {
    if (other !== ext) await unlink(originalPath(mediaDir, key, other)).catch(() => undefined);
  }
  await removeVariants(mediaDir, key);
  return path;
}

/** Deletes the variants of one key (and nothing of the keys that merely start like it). */
async function removeVariants(mediaDir: string, key: string): Promise<void> {
  const directory = dirname(join(mediaDir, 'variants', key));
  const name = basename(key);
  let entries: string[];
  try {
    entries = await readdir(directory);
  } catch {
    return;
  }
  const widths = new Set<string>(MEDIA_WIDTHS.map(String));
  const extensions = new Set<string>(Object.values(FORMAT_EXTENSIONS));
  for (const entry of entries) {
    const match = /^(.+)-(\d+)\.([a-z]+)$/.exec(entry);
    if (match?.[1] === name && widths.has(match[2]!) && extensions.has(match[3]!)) {
      await unlink(join(directory, entry)).catch(() => undefined);
    }
  }
}
