'use client';

import { SCROLL_THROTTLE_MS } from '@manufaktura/core';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

/** The sticky header; it turns solid once the page is scrolled (handler throttled to 200 ms, spec §2). */
export function HeaderFrame({ className, children }: { className?: string; children: ReactNode }) {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const update = () => {
      last = Date.now();
      timer = null;
      setSolid(window.scrollY > 8);
    };
    const onScroll = () => {
      if (timer) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last));
      timer = setTimeout(update, wait);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);

  return (
    <header className={className} data-solid={solid}>
      {children}
    </header>
  );
}
