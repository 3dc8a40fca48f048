import type { Image } from '@manufaktura/contract';
import { DEFAULT_SRC_WIDTH } from '@manufaktura/contract';
import type { MediaFormat } from '@manufaktura/core';
import { MEDIA_PATH, variantOf } from '@manufaktura/core';

import { availableWidths } from './constants.ts';

/** What the database knows of an image (`media_assets`). */
export interface MediaAssetRef {
  key: string;
  width: number;
  height: number;
  alt: string;
  placeholderColor: string;
}

/** Where the variants of the image with this key are: `/media/products/krem-1`. */
function mediaPath(key: string, baseUrl: string): string {
  return `${baseUrl}${MEDIA_PATH}/${key}`;
}

export function variantUrl(key: string, width: number, format: MediaFormat, baseUrl = ''): string {
  return variantOf(mediaPath(key, baseUrl), width, format);
}

/**
 * The wire shape of an image: a JPEG `url`, and the path and widths from which a client writes
 * each encoding's `srcset` (only the widths the original can give). `baseUrl` (no trailing slash)
 * makes the URLs absolute; by default they are root-relative.
 */
export function imageVariants(asset: MediaAssetRef, baseUrl = ''): Image {
  const widths = availableWidths(asset.width);
  const srcWidth = widths.filter((width) => width <= DEFAULT_SRC_WIDTH).at(-1) ?? widths[0]!;
  return {
    url: variantUrl(asset.key, srcWidth, 'jpeg', baseUrl),
    alt: asset.alt,
    width: asset.width,
    height: asset.height,
    placeholderColor: asset.placeholderColor,
    path: mediaPath(asset.key, baseUrl),
    widths,
  };
}
