'use client';

import { isBotUserAgent } from '@manufaktura/core';
import { useEffect } from 'react';

/**
 * The consent manager's code and styles, asked for as soon as this island's own code runs, while
 * the page hydrates, instead of one round trip after it: on a first visit the banner is often the
 * largest thing painted (it is on /cart), so the page's LCP waits for it. Never for crawlers (spec §5).
 */
const runner =
  typeof window !== 'undefined' && !isBotUserAgent(navigator.userAgent, navigator.webdriver)
    ? import('./consent-runner.ts')
    : null;

/** Starts the cookie banner once the page is interactive (its code already on the way, above). */
export function CookieConsent({ gaMeasurementId }: { gaMeasurementId: string | null }) {
  useEffect(() => {
    void runner?.then((consent) => consent.startConsent(gaMeasurementId));
  }, [gaMeasurementId]);
  return null;
}
