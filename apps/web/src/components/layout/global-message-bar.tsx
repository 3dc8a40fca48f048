'use client';

import { GLOBAL_MESSAGE_MS } from '@manufaktura/core';
import { useEffect, useState } from 'react';

import type { GlobalMessage } from '../../lib/global-message.ts';
import { GLOBAL_MESSAGE_EVENT } from '../../lib/global-message.ts';
import { topBarText } from '../../messages/layout.ts';
import { CloseIcon } from '../ui/icons.tsx';
import styles from './global-message-bar.module.css';

/**
 * The navbar's message bar (spec §4): a message shows for 10 seconds, ERROR in red and every
 * other type in brown; permanent messages stay until the shopper closes them.
 */
export function GlobalMessageBar() {
  const [current, setCurrent] = useState<(GlobalMessage & { key: number }) | null>(null);

  useEffect(() => {
    let key = 0;
    const onMessage = (event: Event) => {
      const detail = (event as CustomEvent<GlobalMessage>).detail;
      if (detail && typeof detail.message === 'string') setCurrent({ ...detail, key: (key += 1) });
    };
    window.addEventListener(GLOBAL_MESSAGE_EVENT, onMessage);
    return () => window.removeEventListener(GLOBAL_MESSAGE_EVENT, onMessage);
  }, []);

  useEffect(() => {
    if (!current || current.isPermanent) return;
    const timer = setTimeout(() => setCurrent(null), GLOBAL_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const isError = current?.type === 'ERROR';
  return (
    <div className={styles.region} aria-live="polite">
      {current && (
        <div
          key={current.key}
          role={isError ? 'alert' : 'status'}
          className={styles.bar}
          data-type={isError ? 'error' : 'info'}
          data-permanent={current.isPermanent === true}
        >
          <p className={`container ${styles.text}`}>{current.message}</p>
          {current.isPermanent && (
            <button
              type="button"
              className={styles.close}
              aria-label={topBarText.close}
              onClick={() => setCurrent(null)}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
