import { imageSrcset } from '@manufaktura/core';

import type { ImageData } from '../api/types.ts';

/** How long the product image takes to reach the cart icon. */
export const FLIGHT_MS = 650;

export interface FlightImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * Add to cart needs the product's image with srcset and sizes to fly to the cart (spec §5):
 * without one it is a programming error, thrown so that tests and error pages catch it.
 */
export function requireFlightImage(productName: string, image: ImageData | null, sizes: string): FlightImage {
  if (!image || image.widths.length === 0 || !sizes.trim()) {
    throw new Error(`Add to cart needs an image with srcset and sizes: ${productName}`);
  }
  return { src: image.url, srcSet: imageSrcset(image, 'jpeg'), sizes };
}

/** The element the image flies into: the cart counter in the header. */
export const CART_TARGET_ATTRIBUTE = 'data-cart-target';

/**
 * Flies a copy of the product image from `from` to the cart counter and resolves when it lands.
 * Under prefers-reduced-motion, or with no counter on the page, it resolves at once.
 */
export function flyToCart(image: FlightImage, from: Element): Promise<void> {
  const target = document.querySelector(`[${CART_TARGET_ATTRIBUTE}]`);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!target || reduced || typeof Element.prototype.animate !== 'function') return Promise.resolve();

  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const size = Math.min(Math.max(start.width, 48), 160);
  const flyer = document.createElement('img');
  flyer.src = image.src;
  flyer.srcset = image.srcSet;
  flyer.sizes = image.sizes;
  flyer.alt = '';
  flyer.setAttribute('aria-hidden', 'true');
  Object.assign(flyer.style, {
    position: 'fixed',
    left: `${start.left + start.width / 2 - size / 2}px`,
    top: `${start.top + start.height / 2 - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    objectFit: 'cover',
    borderRadius: '50%',
    zIndex: '1000',
    pointerEvents: 'none',
    boxShadow: '0 6px 18px rgb(0 0 0 / 0.2)',
  });
  document.body.append(flyer);

  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const animation = flyer.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 60}px) scale(0.6)`, opacity: 0.9, offset: 0.6 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.15)`, opacity: 0.4 },
    ],
    { duration: FLIGHT_MS, easing: 'cubic-bezier(0.5, 0, 0.75, 1)' },
  );
  return animation.finished.then(
    () => flyer.remove(),
    () => flyer.remove(),
  );
}
