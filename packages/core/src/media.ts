/**
 * How the shop's pictures are offered: every image in a few encodings at fixed widths, each
 * variant at a URL written from the image's path, its width and the encoding's extension. The
 * API serves and lists them; the storefront writes each `srcset` from the path and widths.
 */

/** Encodings of every variant, best first. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** File extension of a variant in its URL and on disk. */
export const FORMAT_EXTENSIONS = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const satisfies Record<
  MediaFormat,
  string
>;

/** The media type a variant is served as, and the `type` of its `<source>`. */
export const FORMAT_CONTENT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
} as const satisfies Record<MediaFormat, string>;

/** The path under which variants are served (at the root, not under /api). */
export const MEDIA_PATH = '/media';

/** What a variant's URL is written from: the image's path (`/media/products/krem-1`) and its widths. */
export interface ImageVariants {
  path: string;
  widths: readonly number[];
}

/** The variant of a width and format of what is at `path`: `/media/products/krem-1` → `/media/products/krem-1-640.avif`. */
export function variantOf(path: string, width: number, format: MediaFormat): string {
  return `${path}-${width}.${FORMAT_EXTENSIONS[format]}`;
}

/** The `srcset` of one encoding: `/media/products/krem-1-320.avif 320w, /media/products/krem-1-480.avif 480w, …`. */
export function imageSrcset(image: ImageVariants, format: MediaFormat): string {
  return image.widths.map((width) => `${variantOf(image.path, width, format)} ${width}w`).join(', ');
}
