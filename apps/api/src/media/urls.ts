import type { Image } from '@manufaktura/contract';
import { DEFAULT_SRC_WIDTH } from '@manufaktura/contract';

import type { MediaFormat } from './constants.ts';
import { availableWidths, FORMAT_EXTENSIONS, MEDIA_PATH } from './constants.ts';

/** What the database knows of an image (`media_assets`). */
export interface MediaAssetRef {
  key: string;
  width: number;
  height: number;
  alt: string;
  placeholderColor: string;
}

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
