import { CONTENT_PAGES } from './content-pages.ts';

/**
 * Pages the front door renders once for every visitor and keeps (ADR 014): the home page, the shop
 * with its categories and products, the blog and the info pages. They are rendered without the
 * visitor's cookies, so nothing of one shopper can end up in another's page; what belongs to the
 * visitor is filled in by the front door (the cart count) or by the browser.
 */

/** Set by the front door on the request that renders a shared page; a client cannot send it. */
export const SHARED_PAGE_HEADER = 'x-shared-page';

/** Where the header's item count goes in a shared page; the front door writes the visitor's count there. */
export const CART_COUNT_SLOT = '__cart-count__';

/** The badge's data-empty in a shared page; the front door writes "true" or "false" there. */
export const CART_EMPTY_SLOT = '__cart-empty__';

const CONTENT = new Set<string>(CONTENT_PAGES);

/** Query parameters the shared pages read (listing sort and page, review page, one review); any other skips the cache. */
const SHARED_QUERY = new Set(['sort', 'strona', 'opinie', 'review_id']);

/**
 * Whether a request's address is a shared page that can be kept: one of the pages above, with no
 * query parameter but those they read (a token in the address, a tracking parameter or Next.js's
 * `_rsc` goes to Next.js as before).
 */
export function isSharedPage(url: string): boolean {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  if (question !== -1) {
    for (const name of new URLSearchParams(url.slice(question + 1)).keys()) {
      if (!SHARED_QUERY.has(name)) return false;
    }
  }
  if (path === '/' || path === '/sklep' || path === '/blog') return true;
  const match = /^\/(?:(sklep|blog)\/)?([\w-]+)$/.exec(path);
  if (!match) return false;
  return match[1] !== undefined || CONTENT.has(match[2]!);
}

/**
 * The front door and the revalidation route meet here: Next.js bundles the route apart from the
 * server, so the two share one function through the process's global symbol registry.
 */
const CHANGED = Symbol.for('manufaktura.shared-pages.changed');

type Registry = Record<symbol, (() => void) | undefined>;

/** The front door: what to do when the data behind the shared pages changed (forget them). */
export function onSharedPagesChanged(listener: () => void): void {
  (globalThis as unknown as Registry)[CHANGED] = listener;
}

/** The revalidation route: the data behind the shared pages changed. */
export function sharedPagesChanged(): void {
  (globalThis as unknown as Registry)[CHANGED]?.();
}
