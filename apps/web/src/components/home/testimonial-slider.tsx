'use client';

import { TESTIMONIAL_AUTOPLAY_MS } from '@manufaktura/core';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { FocusEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { HomeData } from '../../lib/api/types.ts';
import { homeText } from '../../messages/home.ts';
import styles from './testimonials.module.css';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * 1 opinion per view, 10 px apart, centred, autoplay every 3.5 s with clickable pagination
 * (spec §1). It pauses while hovered or focused, its dots included (WCAG 2.2.2: who chose an
 * opinion with a dot, by mouse or keyboard, reads it), and does not autoplay under reduced motion.
 */
export function TestimonialSlider({ testimonials }: { testimonials: HomeData['testimonials'] }) {
  const [plugins] = useState(() =>
    reducedMotion()
      ? []
      : [
          Autoplay({
            delay: TESTIMONIAL_AUTOPLAY_MS,
            stopOnInteraction: false,
            // The carousel watches only its slides, which hold nothing to focus: the slider holds it instead.
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
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

  // What holds the autoplay: the pointer over the slider, focus in it (on a dot).
  const holds = useRef({ hover: false, focus: false });
  const follow = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (holds.current.hover || holds.current.focus) autoplay.stop();
    else autoplay.play();
  }, [api]);
  const hold = (what: 'hover' | 'focus', on: boolean) => {
    holds.current[what] = on;
    follow();
  };
  // A drag's end plays again (the carousel's own handler, registered first): held, it stops once more.
  useEffect(() => {
    if (!api) return;
    api.on('pointerUp', follow);
    return () => {
      api.off('pointerUp', follow);
    };
  }, [api, follow]);
  const leaveFocus = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };

  const total = testimonials.length;
  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription="karuzela"
      aria-label={homeText.testimonialsRegion}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={leaveFocus}
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
