/**
 * Spec §4 "Page loading": "Failed chunk loading redirects to the last path." When a part of the
 * page's code (a chunk) fails to load, the page was most likely built by an older version of the
 * shop whose files are gone; a full load of the address fetches HTML that names the current ones.
 * Pure rules; `tab-state.ts` applies them in the browser.
 */
import { isChunkLoadFailure } from './updates.ts';

/** Per address, when the shop last sent the shopper there with a full load after a failed chunk (ms since the epoch). */
export type ChunkRecoveries = Readonly<Record<string, number>>;

/** What to do about one failure: go to `href` with a full load, or not; and the record to keep either way. */
export type ChunkRecoveryPlan = { redirect: true; href: string; recoveries: ChunkRecoveries } | { redirect: false };

/**
 * The address a recovery is counted under: path and query, as the server sees the page. The
 * fragment is only a place in the same page, and another origin is never the shop's to recover.
 */
export function recoveryKey(target: URL): string {
  return target.pathname + target.search;
}

/**
 * Whether a failure sends the shopper to `target` (the last path: where a client navigation was
 * going, or the page itself) with a full load. Only a chunk that failed to load counts (the same
 * test the service worker's update rule uses), never another error; and at most once per address
 * in `windowMs`, so that a chunk the server really lacks shows the error page instead of loading
 * the page again and again. Records older than the window are dropped from what is kept.
 */
export function planChunkRecovery({
  failure,
  target,
  origin,
  now,
  recoveries,
  windowMs,
}: {
  failure: unknown;
  target: URL;
  origin: string;
  now: number;
  recoveries: ChunkRecoveries;
  windowMs: number;
}): ChunkRecoveryPlan {
  if (!isChunkLoadFailure(failure) || target.origin !== origin) return { redirect: false };
  const key = recoveryKey(target);
  const last = recoveries[key];
  if (last !== undefined && now >= last && now - last < windowMs) return { redirect: false };
  const kept = Object.fromEntries(
    Object.entries(recoveries).filter(([address, at]) => address !== key && now >= at && now - at < windowMs),
  );
  return { redirect: true, href: target.href, recoveries: { ...kept, [key]: now } };
}

/** Reads a kept record back, ignoring anything that is not one (an older format, a hand edit). */
export function parseChunkRecoveries(text: string | null): ChunkRecoveries {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}
