/// <reference lib="webworker" />
/**
 * The storefront's service worker (ADR 019), bundled by Serwist into /sw.js at build time
 * (app/sw.js/route.ts). It precaches Next.js's static files, the public files and the offline
 * page; what it does with every other request is decided by `cachePolicyOf` (never a kept copy of
 * the cart, checkout, account, an order, login, the back office or the API).
 */
import type { PrecacheEntry, RouteMatchCallbackOptions, SerwistGlobalConfig } from 'serwist';
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from 'serwist';

import {
  OFFLINE_FILES_KEPT,
  OFFLINE_FILES_MAX_AGE_SECONDS,
  OFFLINE_NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGES_KEPT,
  OFFLINE_PAGES_MAX_AGE_SECONDS,
} from '../constants.ts';
import type { CachePolicy } from '../lib/service-worker/cache-policy.ts';
import { cachePolicyOf, OFFLINE_PATH, RUNTIME_CACHES } from '../lib/service-worker/cache-policy.ts';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    /** The precache list Serwist writes in at build time. */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

function policy(expected: CachePolicy) {
  return ({ url, request }: RouteMatchCallbackOptions) =>
    cachePolicyOf({ url, method: request.method, mode: request.mode, origin: self.location.origin }) === expected;
}

/** Only complete, successful answers are kept: never a redirect, an error page or a partial response. */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version takes over at once; the page decides whether to reload (lib/service-worker/updates.ts).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: policy('network-only'),
      handler: new NetworkOnly(),
    },
    {
      matcher: policy('network-first'),
      handler: new NetworkFirst({
        cacheName: RUNTIME_CACHES.pages,
        networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_SECONDS,
        plugins: [
          onlyOk(),
          new ExpirationPlugin({
            maxEntries: OFFLINE_PAGES_KEPT,
            maxAgeSeconds: OFFLINE_PAGES_MAX_AGE_SECONDS,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
    ...(['static', 'media'] as const).map((kind) => ({
      matcher: (options: RouteMatchCallbackOptions) =>
        policy('cache-first')(options) && options.url.pathname.startsWith('/media/') === (kind === 'media'),
      handler: new CacheFirst({
        cacheName: RUNTIME_CACHES[kind],
        plugins: [
          onlyOk(),
          new ExpirationPlugin({
            maxEntries: OFFLINE_FILES_KEPT,
            maxAgeSeconds: OFFLINE_FILES_MAX_AGE_SECONDS,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    })),
  ],
  // Any page the network could not give (and no kept copy of it) shows the offline page.
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

serwist.addEventListeners();
