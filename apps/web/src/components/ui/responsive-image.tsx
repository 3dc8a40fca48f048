import { FORMAT_CONTENT_TYPES, imageSrcset, MEDIA_FORMATS } from '@manufaktura/core';

import type { ImageData } from '../../lib/api/types.ts';

interface ResponsiveImageProps {
  image: ImageData;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** The `<picture>` element's own class. */
  pictureClassName?: string;
  /** For the largest image above the fold: load it first, not lazily. */
  priority?: boolean;
  /** Another image drawn instead where `media` matches (art direction: the hero's desktop picture). */
  art?: { media: string; image: ImageData };
}

/** The encodings a browser picks from before the `<img>`'s JPEG, best first. */
const SOURCE_FORMATS = MEDIA_FORMATS.filter((format) => format !== 'jpeg');

/**
 * An image from the shop's media: AVIF, then WebP, then JPEG, each at fixed
 * widths; width and height reserve its space so nothing shifts as it loads.
 */
export function ResponsiveImage({
  image,
  sizes,
  className,
  pictureClassName,
  priority = false,
  art,
}: ResponsiveImageProps) {
  return (
    <picture className={pictureClassName}>
      {art && (
        <>
          {SOURCE_FORMATS.map((format) => (
            <source
              key={format}
              media={art.media}
              type={FORMAT_CONTENT_TYPES[format]}
              srcSet={imageSrcset(art.image, format)}
              sizes={sizes}
            />
          ))}
          <source media={art.media} srcSet={imageSrcset(art.image, 'jpeg')} sizes={sizes} />
        </>
      )}
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={FORMAT_CONTENT_TYPES[format]} srcSet={imageSrcset(image, format)} sizes={sizes} />
      ))}
      <img
        src={image.url}
        srcSet={imageSrcset(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={className}
        style={{ backgroundColor: image.placeholderColor }}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
