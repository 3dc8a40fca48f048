/**
 * What the storefront remembers for the tab about its own code (ADR 019), in `sessionStorage`: the
 * "resources failed" flag of the service worker's update rule, and where a failed chunk last sent
 * the shopper. Browser-only; the rules are in `updates.ts` and `chunk-recovery.ts`.
 */
import { CHUNK_RECOVERY_WINDOW_MS } from '../../constants.ts';
import { parseChunkRecoveries, planChunkRecovery, recoveryKey } from './chunk-recovery.ts';
import { isChunkLoadFailure, RESOURCE_FAILED_KEY } from './updates.ts';

/** Where the addresses a failed chunk sent the shopper to are kept for the tab, with when. */
export const CHUNK_RECOVERIES_KEY = 'manufaktura:chunk-recoveries';

/** Whether a script or stylesheet of this tab's page failed to load. */
export function resourcesFailed(): boolean {
  try {
    return sessionStorage.getItem(RESOURCE_FAILED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setResourcesFailed(failed: boolean) {
  try {
    if (failed) sessionStorage.setItem(RESOURCE_FAILED_KEY, '1');
    else sessionStorage.removeItem(RESOURCE_FAILED_KEY);
  } catch {
    // Storage refused (private mode, quota): the update rule then simply does not reload.
  }
}

function readRecoveries() {
  try {
    return parseChunkRecoveries(sessionStorage.getItem(CHUNK_RECOVERIES_KEY));
  } catch {
    return {};
  }
}

/**
 * Spec §4: "Failed chunk loading redirects to the last path." When `failure` is a chunk that failed
 * to load, sets the "resources failed" flag and, unless this address was already loaded again for
 * that reason a moment ago, loads `target` (by default the page's own address, which is where a
 * client navigation was going once it has rendered) with a full page load; the load is the reload
 * the flag asks for, so it clears the flag. Returns whether the page is being loaded again.
 * Without `sessionStorage` nothing could stop a loop, so nothing is loaded.
 */
export function recoverFromChunkFailure(failure: unknown, target = new URL(window.location.href)): boolean {
  if (!isChunkLoadFailure(failure)) return false;
  setResourcesFailed(true);
  const plan = planChunkRecovery({
    failure,
    target,
    origin: window.location.origin,
    now: Date.now(),
    recoveries: readRecoveries(),
    windowMs: CHUNK_RECOVERY_WINDOW_MS,
  });
  if (!plan.redirect) return false;
  try {
    sessionStorage.setItem(CHUNK_RECOVERIES_KEY, JSON.stringify(plan.recoveries));
  } catch {
    return false;
  }
  setResourcesFailed(false);
  console.error('A part of the page failed to load; loading the page again', failure);
  // Assigning the page's own address with a fragment would only scroll: the same page is reloaded.
  if (recoveryKey(target) === recoveryKey(new URL(window.location.href))) window.location.reload();
  else window.location.assign(plan.href);
  return true;
}
