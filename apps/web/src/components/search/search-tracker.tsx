'use client';

import { useEffect } from 'react';

import { trackEvent } from '../../lib/analytics.ts';

/** GA4 `search` once per search made (sent only with analytics consent, see lib/analytics). */
export function SearchTracker({ term }: { term: string }) {
  useEffect(() => {
    trackEvent('search', { search_term: term });
  }, [term]);
  return null;
}
