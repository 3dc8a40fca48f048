'use client';

import { TESTIMONIAL_AUTOPLAY_MS } from '@manufaktura/core';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { FocusEvent } from 'react';
import { useCallback, useEffect, useState } from 'react';

import type { HomeData } from '../../lib/api/types.ts';
import { homeText } from '../../messages/home.ts';
import styles from './testimonials.module.css';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * 1 opinion per view, 10 px apart, centred, autoplay every 3.5 s with clickable pagination
 * (spec §1). It pauses while hovered or focused and does not autoplay under reduced motion.
 */
export function TestimonialSlider({ testimonials }: { testimonials: HomeData['testimonials'] }) {
  const [plugins] = useState(() =>
    reducedMotion()
      ? []
      : [
          Autoplay({
            delay: TESTIMONIAL_AUTOPLAY_MS,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ],
  );
  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'center', duration: 30 }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  const resumeAfterFocus = useCallback(
    (event: FocusEvent) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      api?.plugins().autoplay?.play();
    },
    [api],
  );

  const total = testimonials.length;
  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription="karuzela"
      aria-label={homeText.testimonialsRegion}
      onBlur={resumeAfterFocus}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slajd"
              aria-label={homeText.testimonialSlide(index + 1, total)}
              aria-hidden={index !== selected}
            >
              <blockquote className={styles.quote}>
                <p>{testimonial.text}</p>
                <footer className={styles.author}>{testimonial.name}</footer>
              </blockquote>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots} role="group" aria-label={homeText.testimonialsPagination}>
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.id}
            type="button"
            className={styles.dot}
            aria-label={homeText.testimonialSlide(index + 1, total)}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => api?.scrollTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
