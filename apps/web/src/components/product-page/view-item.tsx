'use client';

import { toPln } from '@manufaktura/core';
import { useEffect } from 'react';

import { trackEcommerce } from '../../lib/analytics.ts';

/** GA4 view_item once per product page (sent only with analytics consent, see lib/analytics). */
export function ViewItem({ id, name, price }: { id: string; name: string; price: number }) {
  useEffect(() => {
    trackEcommerce('view_item', {
      value: toPln(price),
      items: [{ item_id: id, item_name: name, price: toPln(price), quantity: 1 }],
    });
  }, [id, name, price]);
  return null;
}
