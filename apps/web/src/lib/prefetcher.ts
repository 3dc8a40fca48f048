import { PREFETCH_DELAY_MS } from '../constants.ts';
import type { Candidate, ConnectionHints } from './prefetch-rules.ts';
import { mayPrefetchAhead, mayPrefetchOnIntent, nextBatch, prefetchTarget } from './prefetch-rules.ts';

/**
 * The one place that prefetches the storefront's pages (ADR 020), for every `ShopLink` on the
 * page: once the page has loaded, is visible and the browser is idle, and again after each client
 * navigation, it waits 3 s and prefetches a batch of 4 addresses, those in the viewport first,
 * then a batch every 3 s until none is left. Pointing at or focusing a link prefetches it at once.
 * The rules themselves are in `prefetch-rules.ts`.
 */

/** Starts prefetching an address (the router's prefetch, in full). */
export type Prefetch = (address: string) => void;

/** The links on the page, with the address each would prefetch. */
const links = new Map<HTMLAnchorElement, string>();
const inViewport = new Set<Element>();
/**
 * Addresses prefetched while the app lives in this tab. A reload starts again, as the router's own
 * cache, which holds what was prefetched, does.
 */
const done = new Set<string>();
let observer: IntersectionObserver | null = null;
let prefetch: Prefetch | null = null;
/** The address the schedule runs for; a new one (a client navigation) starts it again. */
let page: string | null = null;
/** Bumped when the schedule starts again, so that a batch waiting for the previous page is dropped. */
let generation = 0;
let scheduled = false;

const here = () => location.pathname + location.search;

/** The Network Information API, where the browser has it (Chromium; not Safari or Firefox). */
const connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

const visitorMayPrefetchAhead = () =>
  mayPrefetchAhead({ userAgent: navigator.userAgent, webdriver: navigator.webdriver, connection: connection() });

/** Runs `next` once the page has loaded and is visible, when the browser is idle. */
function whenSettled(next: () => void): void {
  if (document.readyState !== 'complete') {
    addEventListener('load', () => whenSettled(next), { once: true });
  } else if (document.visibilityState !== 'visible') {
    document.addEventListener('visibilitychange', () => whenSettled(next), { once: true });
  } else if ('requestIdleCallback' in window) {
    requestIdleCallback(next);
  } else {
    setTimeout(next, 0);
  }
}

/** Plans the next batch, PREFETCH_DELAY_MS after the page settles; `restart` drops the one planned. */
function schedule(restart: boolean): void {
  if (restart) {
    generation += 1;
    scheduled = false;
    page = here();
  }
  if (scheduled || !visitorMayPrefetchAhead()) return;
  scheduled = true;
  const planned = generation;
  whenSettled(() =>
    setTimeout(() => {
      if (planned !== generation) return;
      scheduled = false;
      // Hidden meanwhile: wait until the visitor is back, and the delay again.
      if (document.visibilityState === 'visible') prefetchBatch();
      else schedule(false);
    }, PREFETCH_DELAY_MS),
  );
}

function prefetchBatch(): void {
  // The connection may have changed (data saver switched on) since the schedule began.
  if (prefetch === null || !visitorMayPrefetchAhead()) return;
  const inPageOrder = [...links.keys()].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  const candidates: Candidate[] = inPageOrder.map((link) => ({
    address: links.get(link)!,
    visible: inViewport.has(link),
  }));
  const batch = nextBatch(candidates, done, here());
  for (const address of batch) {
    done.add(address);
    prefetch(address);
  }
  if (batch.length > 0) schedule(false);
}

/**
 * Puts a link on the page in the schedule (nothing happens for a link that is not a shop page);
 * returns what takes it out again, for when it unmounts.
 */
export function watchLink(link: HTMLAnchorElement, prefetchWith: Prefetch): () => void {
  const address = prefetchTarget(link.href, location.origin);
  if (address === null || typeof IntersectionObserver === 'undefined') return () => {};
  prefetch = prefetchWith;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inViewport.add(entry.target);
      else inViewport.delete(entry.target);
    }
  });
  links.set(link, address);
  observer.observe(link);
  schedule(page !== here());
  return () => {
    links.delete(link);
    inViewport.delete(link);
    observer?.unobserve(link);
  };
}

/** The visitor points at or focuses a link: prefetch its page now, unless data saver is on. */
export function prefetchOnIntent(link: HTMLAnchorElement, prefetchWith: Prefetch): void {
  const address = prefetchTarget(link.href, location.origin);
  if (address === null || address === here() || !mayPrefetchOnIntent(connection())) return;
  done.add(address);
  prefetchWith(address);
}
