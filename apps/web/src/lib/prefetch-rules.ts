import { isBotUserAgent } from '@manufaktura/core';

import { PREFETCH_BATCH_SIZE } from '../constants.ts';
import { isSharedPage } from './shared-page.ts';

/**
 * The storefront's prefetching rules (spec §9: "batches of 4 pages, 3 s delay, skipped on 2g,
 * data-saver or bots"; ADR 020), apart from the browser so that they can be tested as they are.
 * `prefetcher.ts` applies them to the links on the page.
 */

/** What the browser says of its connection (`navigator.connection`, where it exists). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor, as the browser describes it. */
export interface Visitor {
  userAgent: string;
  /** `navigator.webdriver`: an automated browser. */
  webdriver: boolean;
  connection?: ConnectionHints;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/**
 * Whether pages may be prefetched before anyone asks for them: never with data saver on, on a 2g
 * connection, or for a bot (which would make the shop render pages nobody reads).
 */
export function mayPrefetchAhead({ userAgent, webdriver, connection }: Visitor): boolean {
  return (
    connection?.saveData !== true &&
    !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '') &&
    !isBotUserAgent(userAgent, webdriver)
  );
}

/**
 * Whether a link the visitor points at or focuses may be prefetched: that is their intent, so
 * only data saver stops it.
 */
export function mayPrefetchOnIntent(connection: ConnectionHints | undefined): boolean {
  return connection?.saveData !== true;
}

/**
 * The address to prefetch for a link, or null when it is not one to prefetch: only the shop's
 * shared pages (home, shop, categories, products, blog, info pages; ADR 014) qualify. They read
 * nothing of the visitor, so fetching one early changes nothing; the cart, checkout, account,
 * login, logout, the back office, the API and anything off the site never do.
 */
export function prefetchTarget(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const address = url.pathname + url.search;
  return isSharedPage(address) ? address : null;
}

/** A link on the page: its prefetch address and whether it is in the viewport. */
export interface Candidate {
  address: string;
  visible: boolean;
}

/**
 * The next batch to prefetch: at most `size` addresses, those in the viewport first, each in page
 * order; never one already prefetched (`done`), never the page the visitor is on (`current`), and
 * never one twice.
 */
export function nextBatch(
  candidates: readonly Candidate[],
  done: ReadonlySet<string>,
  current: string,
  size = PREFETCH_BATCH_SIZE,
): string[] {
  const batch = new Set<string>();
  for (const pass of [true, false]) {
    for (const { address, visible } of candidates) {
      if (batch.size >= size) return [...batch];
      if (visible === pass && address !== current && !done.has(address)) batch.add(address);
    }
  }
  return [...batch];
}
