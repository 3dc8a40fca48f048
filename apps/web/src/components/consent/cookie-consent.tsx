'use client';

import { isBotUserAgent } from '@manufaktura/core';
import { useEffect } from 'react';

/**
 * Starts the cookie banner after the page is interactive; its code and styles load only then,
 * and never for crawlers (spec §5).
 */
export function CookieConsent({ gaMeasurementId }: { gaMeasurementId: string | null }) {
  useEffect(() => {
    if (isBotUserAgent(navigator.userAgent, navigator.webdriver)) return;
    void import('./consent-runner.ts').then((runner) => runner.startConsent(gaMeasurementId));
  }, [gaMeasurementId]);
  return null;
}
