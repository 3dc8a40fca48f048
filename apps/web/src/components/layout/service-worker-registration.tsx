'use client';

import { useEffect } from 'react';

import type { ServiceWorkerState } from '../../lib/service-worker/updates.ts';
import {
  isChunkLoadFailure,
  isCodeResource,
  mayRegisterAt,
  RESOURCE_FAILED_KEY,
  SERVICE_WORKER_ERRORS,
  shouldReload,
  stateOf,
} from '../../lib/service-worker/updates.ts';

/** The worker's address; it controls the whole shop. */
const SERVICE_WORKER_URL = '/sw.js';

function resourcesFailed(): boolean {
  try {
    return sessionStorage.getItem(RESOURCE_FAILED_KEY) === '1';
  } catch {
    return false;
  }
}

function setResourcesFailed(failed: boolean) {
  try {
    if (failed) sessionStorage.setItem(RESOURCE_FAILED_KEY, '1');
    else sessionStorage.removeItem(RESOURCE_FAILED_KEY);
  } catch {
    // Storage refused (private mode, quota): the rule then simply does not reload.
  }
}

/** The last lifecycle state, on <html data-service-worker>: for support and the end-to-end tests. */
function report(state: ServiceWorkerState) {
  document.documentElement.dataset.serviceWorker = state;
}

/**
 * Registers the service worker when `enabled` (not in `next dev`), over HTTPS or on localhost (ADR 019), and
 * applies the spec's update rule: a script or stylesheet that failed to load sets a flag for the
 * tab and asks for a newer worker; when a newer worker activates with the flag set, the page
 * reloads with it. The registration library loads after the page is interactive, in a chunk of its own.
 */
export function ServiceWorkerRegistration({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    if (!mayRegisterAt(window.location)) {
      console.error(SERVICE_WORKER_ERRORS.insecure);
      return;
    }
    let stopped = false;
    let checkForUpdate = () => {};

    const onError = (event: Event) => {
      if (!isCodeResource(event.target as Element | null)) return;
      setResourcesFailed(true);
      checkForUpdate();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadFailure(event.reason)) return;
      setResourcesFailed(true);
      checkForUpdate();
    };
    // Resource errors do not bubble: they are seen on their way down, in the capture phase.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);

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

    return () => {
      stopped = true;
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [enabled]);
  return null;
}
