/** Widths, in pixels, at which every image is offered (`srcset`). */
export const MEDIA_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Extensions an original may have, looked up in this order. */
export const ORIGINAL_EXTENSIONS = ['svg', 'png', 'jpg', 'webp'] as const;
export type OriginalExtension = (typeof ORIGINAL_EXTENSIONS)[number];

/** A variant's URL never changes content, so browsers and CDNs may keep it for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `products/krem-nawilzajacy-1`: lowercase words joined by single hyphens, in `/`-separated segments. */
export const MEDIA_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
export const MEDIA_KEY_MAX_LENGTH = 160;

export function isMediaKey(key: string): boolean {
  return key.length <= MEDIA_KEY_MAX_LENGTH && MEDIA_KEY_PATTERN.test(key);
}

export function isMediaWidth(width: number): width is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(width);
}

/**
 * The widths offered for an original this wide: each one not wider than it.
 * An original narrower than the smallest width still gets that one (served at
 * its own size, never enlarged), so every image has at least one variant.
 */
export function availableWidths(originalWidth: number): MediaWidth[] {
  const widths = MEDIA_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [MEDIA_WIDTHS[0]];
}
