'use client';

// eslint-disable-next-line no-restricted-imports -- the one wrapper every other link goes through
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useCallback, useEffect, useRef } from 'react';

import type { Prefetch } from '../../lib/prefetcher.ts';
import { prefetchOnIntent, watchLink } from '../../lib/prefetcher.ts';

type PrefetchOptions = NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>;

/**
 * The whole page, not only the part down to a loading boundary: the shop's pages are rendered per
 * request, so a prefetch of less would leave the click waiting for the server all the same. The
 * value is Next.js's `PrefetchKind.FULL` (what `<Link prefetch={true}>` asks for), an enum of its
 * internals rather than its public API; should it change, the router falls back to its default.
 */
const FULL: PrefetchOptions = { kind: 'full' as PrefetchOptions['kind'] };

/**
 * The storefront's link: `next/link` (a plain `<a href>` that works without JavaScript, with
 * client navigation when it runs) whose prefetching is the shop's own, decided in one place for
 * every link (`lib/prefetcher.ts`, ADR 020) instead of Next.js's prefetch of each link that
 * scrolls into view. Use it for every link to a page of the shop.
 */
export default function Link({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'ref'>) {
  const router = useRouter();
  const anchor = useRef<HTMLAnchorElement>(null);
  const prefetch = useCallback<Prefetch>((address) => router.prefetch(address, FULL), [router]);
  const { href } = props;

  useEffect(() => watchLink(anchor.current!, prefetch), [href, prefetch]);

  return (
    <NextLink
      {...props}
      ref={anchor}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetchOnIntent(event.currentTarget, prefetch);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchOnIntent(event.currentTarget, prefetch);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnIntent(event.currentTarget, prefetch);
        onTouchStart?.(event);
      }}
    />
  );
}
