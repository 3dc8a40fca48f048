'use client';

import { useEffect } from 'react';

import { recoverFromChunkFailure, resourcesFailed, setResourcesFailed } from '../../lib/service-worker/tab-state.ts';
import type { ServiceWorkerState } from '../../lib/service-worker/updates.ts';
import {
  isChunkLoadFailure,
  isCodeResource,
  mayRegisterAt,
  SERVICE_WORKER_ERRORS,
  shouldReload,
  stateOf,
} from '../../lib/service-worker/updates.ts';

/** The worker's address; it controls the whole shop. */
const SERVICE_WORKER_URL = '/sw.js';

/** The last lifecycle state, on <html data-service-worker>: for support and the end-to-end tests. */
function report(state: ServiceWorkerState) {
  document.documentElement.dataset.serviceWorker = state;
}

/**
 * Registers the service worker when `enabled` (not in `next dev`), over HTTPS or on localhost (ADR 019), and
 * applies the spec's update rule: a script or stylesheet that failed to load sets a flag for the
 * tab and asks for a newer worker; when a newer worker activates with the flag set, the page
 * reloads with it. The registration library loads after the page is interactive, in a chunk of its own.
 * A chunk that fails to load outside a rendering (an unhandled rejection or error) also sends the
 * shopper to the last path with a full load (spec §4, `recoverFromChunkFailure`), worker or not; one
 * that fails inside a rendering reaches the error boundaries, which do the same.
 */
export function ServiceWorkerRegistration({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    let stopped = false;
    let checkForUpdate = () => {};

    const onChunkFailure = (failure: unknown) => {
      if (!isChunkLoadFailure(failure)) return;
      // Sets the flag, and loads the last path again unless it just did; else a newer worker may mend it.
      if (!recoverFromChunkFailure(failure)) checkForUpdate();
    };
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) return onChunkFailure(event.error);
      if (!isCodeResource(event.target as Element | null)) return;
      setResourcesFailed(true);
      checkForUpdate();
    };
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason);
    // Resource errors do not bubble: they are seen on their way down, in the capture phase.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    const stop = () => {
      stopped = true;
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };

    if (!enabled || !('serviceWorker' in navigator)) return stop;
    if (!mayRegisterAt(window.location)) {
      console.error(SERVICE_WORKER_ERRORS.insecure);
      return stop;
    }

    void import('@serwist/window')
      .then(({ Serwist }) => {
        if (stopped) return;
        const worker = new Serwist(SERVICE_WORKER_URL, { scope: '/' });
        worker.addEventListener('installed', (event) => report(stateOf('installed', event)));
        worker.addEventListener('redundant', (event) => report(stateOf('redundant', event)));
        worker.addEventListener('activated', (event) => {
          report(stateOf('activated', event));
          if (shouldReload({ ...event, resourcesFailed: resourcesFailed() })) {
            setResourcesFailed(false);
            window.location.reload();
          }
        });
        checkForUpdate = () => void worker.update().catch(() => {});
        return worker.register().then((registration) => {
          // Already in charge from an earlier visit: nothing will install, the page is served by it.
          if (registration?.active && navigator.serviceWorker.controller) report('activated');
        });
      })
      .catch((error: unknown) => console.error(SERVICE_WORKER_ERRORS.registration, error));

    return stop;
  }, [enabled]);
  return null;
}
