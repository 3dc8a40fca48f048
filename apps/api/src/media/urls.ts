import { z } from 'zod';

import { availableWidths, FORMAT_EXTENSIONS, MEDIA_PATH } from './constants.ts';
import type { MediaFormat } from './constants.ts';

/** The widest variant used as the plain `src` (fallback for browsers without srcset). */
const DEFAULT_SRC_WIDTH = 960;

/** What the database knows of an image (`media_assets`). */
export interface MediaAssetRef {
  key: string;
  width: number;
  height: number;
  alt: string;
  placeholderColor: string;
}

/** How every image goes over the wire. */
export const imageSchema = z
  .object({
    url: z.string().describe(`JPEG at the widest variant up to ${DEFAULT_SRC_WIDTH} px`),
    alt: z.string(),
    width: z.number().int().describe('Intrinsic width of the original, px'),
    height: z.number().int().describe('Intrinsic height of the original, px'),
    placeholderColor: z.string().describe('Colour to paint while the image loads'),
    srcset: z
      .object({ avif: z.string(), webp: z.string(), jpeg: z.string() })
      .describe('Per format, a srcset value: "/media/key-320.avif 320w, /media/key-480.avif 480w, …"'),
  })
  .meta({ id: 'Image' });

export type Image = z.infer<typeof imageSchema>;

export function variantUrl(key: string, width: number, format: MediaFormat, baseUrl = ''): string {
  return `${baseUrl}${MEDIA_PATH}/${key}-${width}.${FORMAT_EXTENSIONS[format]}`;
}

/**
 * The wire shape of an image: a JPEG `url` and a `srcset` per format listing
 * only the widths the original can give. `baseUrl` (no trailing slash) makes
 * the URLs absolute; by default they are root-relative.
 */
export function imageVariants(asset: MediaAssetRef, baseUrl = ''): Image {
  const widths = availableWidths(asset.width);
  const srcWidth = widths.filter((width) => width <= DEFAULT_SRC_WIDTH).at(-1) ?? widths[0]!;
  const srcsetOf = (format: MediaFormat) =>
    widths.map((width) => `${variantUrl(asset.key, width, format, baseUrl)} ${width}w`).join(', ');
  return {
    url: variantUrl(asset.key, srcWidth, 'jpeg', baseUrl),
    alt: asset.alt,
    width: asset.width,
    height: asset.height,
    placeholderColor: asset.placeholderColor,
    srcset: { avif: srcsetOf('avif'), webp: srcsetOf('webp'), jpeg: srcsetOf('jpeg') },
  };
}
