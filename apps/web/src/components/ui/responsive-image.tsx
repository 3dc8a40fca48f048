import { imageSrcset } from '@manufaktura/core';

import type { ImageData } from '../../lib/api/types.ts';

interface ResponsiveImageProps {
  image: ImageData;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** For the largest image above the fold: load it first, not lazily. */
  priority?: boolean;
}

/**
 * An image from the shop's media: AVIF, then WebP, then JPEG, each at fixed
 * widths; width and height reserve its space so nothing shifts as it loads.
 */
export function ResponsiveImage({ image, sizes, className, priority = false }: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcset(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcset(image, 'webp')} sizes={sizes} />
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
