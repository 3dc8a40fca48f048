'use client';

import { useEffect, useState } from 'react';

import { RUNTIME_CACHES } from '../../../lib/service-worker/cache-policy.ts';
import { pageTitleOf } from '../../../lib/service-worker/page-title.ts';
import { offlineText } from '../../../messages/offline.ts';

/** Pages listed at most, the most recently kept first. */
const MAX_LISTED = 8;

interface KeptPage {
  path: string;
  title: string;
}

async function keptPages(): Promise<KeptPage[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(RUNTIME_CACHES.pages);
  const requests = [...(await cache.keys())].reverse().slice(0, MAX_LISTED);
  const pages = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const html = (await (await cache.match(request))?.text()) ?? '';
      return { path, title: pageTitleOf(html, path) };
    }),
  );
  return pages;
}

/** The shop's pages this browser kept from earlier visits (ADR 019): the ones that open without a connection. */
export function KeptPages({ className }: { className?: string }) {
  const [pages, setPages] = useState<KeptPage[]>([]);

  useEffect(() => {
    let current = true;
    keptPages()
      .then((found) => current && setPages(found))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);

  if (pages.length === 0) return null;
  return (
    <section className={className} aria-labelledby="offline-kept">
      <h2 id="offline-kept">{offlineText.keptTitle}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            {/* A full-page navigation on purpose: the service worker answers it from its copy. */}
            <a href={page.path}>{page.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
