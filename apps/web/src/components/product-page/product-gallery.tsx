'use client';

import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

import type { ImageData } from '../../lib/api/types.ts';
import { productText } from '../../messages/catalog.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { MAIN_IMAGE_SIZES } from './image-sizes.ts';
import styles from './product-gallery.module.css';

/**
 * The product gallery (spec §2, §9): a main slider (30 px between slides, swipeable, arrows) and a
 * strip of 4 visible thumbnails 5 px apart. Server-rendered it is the static thumbnails and the
 * first image; once hydrated the thumbnails and arrows switch the image, also from the keyboard.
 */
export function ProductGallery({ images, name }: { images: ImageData[]; name: string }) {
  const [active, setActive] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const total = images.length;

  /** The slide a thumbnail or arrow scrolls to; the slides passed on the way do not become active. */
  const scrollingTo = useRef<number | null>(null);

  function show(index: number) {
    const next = (index + total) % total;
    setActive(next);
    const track = trackRef.current;
    const slide = track?.children[next] as HTMLElement | undefined;
    if (!track || !slide) return;
    const left = slide.offsetLeft - track.offsetLeft;
    // Already there, no scroll follows: nothing to wait for.
    scrollingTo.current = Math.abs(track.scrollLeft - left) > 1 ? next : null;
    track.scrollTo({ left, behavior: 'smooth' });
  }

  /** The slide in view, once a swipe or a scroll from `show` has brought it there. */
  function follow(settled: boolean) {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / (track.clientWidth + 30));
    if (scrollingTo.current !== null) {
      if (index !== scrollingTo.current && !settled) return;
      scrollingTo.current = null;
    }
    if (index >= 0 && index < total) setActive(index);
  }

  // The end of a scroll settles it even short of the slide asked for (a swipe interrupted it).
  useEffect(() => {
    const track = trackRef.current;
    const settle = () => follow(true);
    track?.addEventListener('scrollend', settle);
    return () => track?.removeEventListener('scrollend', settle);
  });

  /** Arrows move from the thumbnail they are pressed on (the slide may still be on its way). */
  function onThumbKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + total) % total;
    show(next);
    const strip = event.currentTarget.parentElement?.parentElement;
    (strip?.children[next]?.firstElementChild as HTMLElement | undefined)?.focus();
  }

  if (total === 0) return <div className={styles.placeholder} aria-hidden="true" />;

  return (
    <section className={styles.gallery} aria-label={productText.gallery}>
      <div className={styles.stage}>
        {/* Focusable so the slider also scrolls from the keyboard (a scrollable region, WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard access to a scroller */}
        <div ref={trackRef} className={styles.track} onScroll={() => follow(false)} tabIndex={0}>
          {images.map((image, index) => (
            <div key={image.url} className={styles.slide} aria-hidden={index === active ? undefined : true}>
              <ResponsiveImage
                image={{ ...image, alt: image.alt || name }}
                sizes={MAIN_IMAGE_SIZES}
                className={styles.mainImage}
                priority={index === 0}
              />
            </div>
          ))}
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => show(active - 1)}
              aria-label={productText.prevImage}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => show(active + 1)}
              aria-label={productText.nextImage}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.url} className={styles.thumb}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={productText.showImage(index + 1, total)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
                onKeyDown={(event) => onThumbKey(event, index)}
              >
                <ResponsiveImage image={{ ...image, alt: '' }} sizes="120px" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
