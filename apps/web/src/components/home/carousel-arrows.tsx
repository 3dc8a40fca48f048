'use client';

import { useEffect, useState } from 'react';

import { homeText } from '../../messages/home.ts';
import { ArrowIcon } from '../ui/icons.tsx';
import styles from './carousel-arrows.module.css';

/** Previous/next buttons for a scroll-snap strip; the strip itself also scrolls by touch and keys. */
export function CarouselArrows({ trackId }: { trackId: string }) {
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const update = () =>
      setEdges({
        start: track.scrollLeft <= 2,
        end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 2,
      });
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [trackId]);

  const move = (direction: 1 | -1) => {
    const track = document.getElementById(trackId);
    track?.scrollBy({ left: direction * track.clientWidth });
  };

  if (edges.start && edges.end) return null;
  return (
    <div className={styles.arrows}>
      <button
        type="button"
        aria-controls={trackId}
        aria-label={homeText.carouselPrev}
        disabled={edges.start}
        onClick={() => move(-1)}
      >
        <ArrowIcon direction="left" size={20} />
      </button>
      <button
        type="button"
        aria-controls={trackId}
        aria-label={homeText.carouselNext}
        disabled={edges.end}
        onClick={() => move(1)}
      >
        <ArrowIcon size={20} />
      </button>
    </div>
  );
}
