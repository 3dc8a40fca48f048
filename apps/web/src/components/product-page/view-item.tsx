'use client';

import { useEffect } from 'react';

import type { AnalyticsProduct } from '../../lib/analytics.ts';
import { trackEcommerce } from '../../lib/analytics.ts';

/** GA4 view_item once per product page (sent only with analytics consent, see lib/analytics). */
export function ViewItem({ product }: { product: AnalyticsProduct }) {
  useEffect(() => {
    trackEcommerce('view_item', [product]);
  }, [product]);
  return null;
}
