'use client';

import { useEffect, useState } from 'react';

import { offlineText } from '../../../messages/offline.ts';

/**
 * Loads the address again (the offline page stands in for whatever page was asked for), at once
 * when the browser says the connection is back, and on a click; a click while the browser knows
 * it is still offline says so instead of showing the same page again.
 */
export function RetryButton({ className, statusClassName }: { className?: string; statusClassName?: string }) {
  const [status, setStatus] = useState<'idle' | 'retrying' | 'offline'>('idle');

  useEffect(() => {
    const retry = () => {
      setStatus('retrying');
      window.location.reload();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  function onClick() {
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }
    setStatus('retrying');
    window.location.reload();
  }

  return (
    <>
      <button type="button" className={className} onClick={onClick} aria-disabled={status === 'retrying'}>
        {status === 'retrying' ? offlineText.retrying : offlineText.retry}
      </button>
      <p role="status" className={statusClassName}>
        {status === 'offline' ? offlineText.stillOffline : ''}
      </p>
    </>
  );
}
