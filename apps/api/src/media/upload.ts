import { randomBytes } from 'node:crypto';

import type { DomainError } from '@manufaktura/core';
import { slugify } from '@manufaktura/core';
import type { OutputInfo, Stats } from 'sharp';
import sharp from 'sharp';

import { MEDIA_WIDTHS } from './constants.ts';
import { saveOriginal } from './storage.ts';
import { MAX_INPUT_PIXELS, withEncodeSlot } from './variants.ts';

/** Largest upload the back office takes, in bytes. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** An original is kept at most this wide or high: the widest variant has all it needs. */
const ORIGINAL_MAX_SIDE = 2560;
/** Formats taken as they are found in the bytes, whatever the request's Content-Type said. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** An uploaded picture as stored: its key, intrinsic size and the colour to paint while it loads. */
export interface StoredUpload {
  key: string;
  width: number;
  height: number;
  placeholderColor: string;
}

type UploadRefusal = DomainError<'media.type.unsupported' | 'media.image.invalid' | 'media.image.too.small'>;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Takes an uploaded picture: decoded by sharp under a pixel limit (a
 * decompression bomb is refused, not decoded), only JPEG, PNG or WebP as the
 * bytes say, at least the narrowest variant wide. What is stored is a new
 * WebP, turned upright, at most 2560 px a side, without the camera's
 * metadata (a phone's photo carries where it was taken); the variants the
 * shop serves are made from it on first request. `name` gives the key its
 * readable part.
 */
export async function storeUpload(
  mediaDir: string,
  data: Buffer,
  name: string,
): Promise<{ ok: true; upload: StoredUpload } | ({ ok: false } & UploadRefusal)> {
  return withEncodeSlot(async () => {
    const source = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
    let format: string | undefined;
    let width: number;
    try {
      const metadata = await source().metadata();
      format = metadata.format;
      width = metadata.autoOrient.width;
    } catch {
      return { ok: false, code: 'media.image.invalid', params: { megapixels: MAX_INPUT_PIXELS / 1e6 } };
    }
    if (!format || !UPLOAD_FORMATS.has(format)) return { ok: false, code: 'media.type.unsupported' };
    if (width < MEDIA_WIDTHS[0])
      return { ok: false, code: 'media.image.too.small', params: { width: MEDIA_WIDTHS[0] } };

    let stored: { data: Buffer; info: OutputInfo };
    let dominant: Stats['dominant'];
    try {
      stored = await source()
        .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 90 })
        .toBuffer({ resolveWithObject: true });
      ({ dominant } = await sharp(stored.data).stats());
    } catch {
      // A file whose header reads well but whose pixels do not (cut short, corrupt).
      return { ok: false, code: 'media.image.invalid', params: { megapixels: MAX_INPUT_PIXELS / 1e6 } };
    }
    const readable = slugify(name).slice(0, 60).replace(/-+$/, '') || 'zdjecie';
    const key = `uploads/${readable}-${randomBytes(4).toString('hex')}`;
    await saveOriginal(mediaDir, key, stored.data, 'webp');
    return {
      ok: true,
      upload: {
        key,
        width: stored.info.width,
        height: stored.info.height,
        placeholderColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      },
    };
  });
}
