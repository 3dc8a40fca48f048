import { isSharedPage } from '../shared-page.ts';

/**
 * What the service worker does with a request (ADR 019). The rule is an allow-list: only what is
 * the same for every visitor, or immutable, is ever kept in the browser.
 *
 * - `pass`: the worker does not answer at all and the browser goes to the network as if there were
 *   no worker (the API, the back office's files, router payloads, other origins, anything but GET).
 *   Nothing of it can be kept, and tests that stub the network still see every call.
 * - `network-only`: a page that belongs to the visitor (cart, checkout, account, login, an order,
 *   a token in the address) or is not shared: always from the network; when the network fails, the
 *   offline page, never an older copy.
 * - `network-first`: a shared catalogue or content page (ADR 014): from the network if it answers
 *   within the timeout, else the copy kept from the last visit, else the offline page.
 * - `cache-first`: Next.js's content-hashed files and the API's media variants, which never change
 *   under one address.
 */
export type CachePolicy = 'pass' | 'network-only' | 'network-first' | 'cache-first';

/** What the policy needs to know about a request (a `Request`, or a stand-in in tests). */
export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page the browser opens (a link, the address bar, a reload). */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

/** Paths of the visitor's own pages and the API: never served from a copy, whatever comes after them. */
const PRIVATE_PATHS = [
  '/api',
  '/admin',
  '/cart',
  '/checkout',
  '/account',
  '/login',
  '/logout',
  '/order-confirmation',
  '/reset-password',
  '/newsletter-confirmation',
  '/unsubscribe',
];

/** Files whose address changes with their content. */
const IMMUTABLE_PATHS = ['/_next/static/', '/media/'];

/** Whether a path is `prefix` itself or lies under it (`/cart`, `/cart/x`, not `/cartoon`). */
function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether a path is one of the visitor's own pages or the API's (see PRIVATE_PATHS). */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((prefix) => under(path, prefix));
}

/** The service worker's handling of one request (see CachePolicy). */
export function cachePolicyOf({ url, method, mode, origin }: RequestFacts): CachePolicy {
  if (method !== 'GET' || url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (mode === 'navigate') {
    if (isPrivatePath(path)) return 'network-only';
    return isSharedPage(path + url.search) ? 'network-first' : 'network-only';
  }
  if (under(path, '/api') || under(path, '/admin')) return 'pass';
  if (IMMUTABLE_PATHS.some((prefix) => path.startsWith(prefix))) return 'cache-first';
  return 'pass';
}

/** The worker's caches besides its precache; the offline page reads the pages one to list what can be opened. */
export const RUNTIME_CACHES = {
  pages: 'manufaktura-pages',
  static: 'manufaktura-static',
  media: 'manufaktura-media',
} as const;

/** The offline page: precached when the worker installs, shown for any page the network could not give. */
export const OFFLINE_PATH = '/offline';
