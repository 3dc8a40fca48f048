import { useLayoutEffect } from 'react';

import { recoverFromChunkFailure } from '../../lib/service-worker/tab-state.ts';

/**
 * For the error boundaries: when the error is a chunk that failed to load, sends the shopper to
 * the last path with a full page load (spec §4, ADR 019). A boundary renders after the client
 * navigation has committed, so the page's address is then the one the shopper was going to.
 * Otherwise, and when that address was already loaded again a moment ago, the error is only
 * logged and the boundary's page stays.
 */
export function useChunkRecovery(error: unknown): void {
  // A layout effect: the full load starts before the browser paints the boundary's page.
  useLayoutEffect(() => {
    if (!recoverFromChunkFailure(error)) console.error(error);
  }, [error]);
}
