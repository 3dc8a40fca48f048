'use client';

import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

import styles from './product-view.module.css';

/**
 * The desktop buy area inside a sticky header (spec §2): from 600 px, once the page's own buy box
 * has scrolled out of view, a slim bar under the site header repeats the name, price and button.
 * Without JavaScript it never shows (the buy box is always on the page).
 */
export function StickyBuyHeader({
  targetId,
  label,
  children,
}: {
  targetId: string;
  label: string;
  children: ReactNode;
}) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  return (
    <div className={styles.stickyHeader} data-visible={visible} aria-hidden={!visible} inert={!visible}>
      <div className={`container ${styles.stickyInner}`} role="group" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
