'use client';

import { toPln } from '@manufaktura/core';
import { useEffect } from 'react';

import { netPln, productOfOrderItem, trackEcommerce } from '../../lib/analytics.ts';
import type { Order } from '../../lib/api/types.ts';

const SENT_KEY = 'ga_purchase_sent';

/**
 * GA4 `purchase` once per order (reference ga4-ecommerce.md): net values like every event (spec §9),
 * shipping apart from the value, `tax` the order's VAT, `transaction_id` the order number. A reload
 * does not send it again. Cash on delivery counts when placed: no online payment follows.
 */
export function PurchaseTracker({ order }: { order: Order }) {
  useEffect(() => {
    const sent = (localStorage.getItem(SENT_KEY) ?? '').split(',');
    if (sent.includes(order.number)) return;
    const tracked = trackEcommerce('purchase', order.items.map(productOfOrderItem), {
      transaction_id: order.number,
      tax: toPln(order.tax_total),
      shipping: netPln(order.shipment_total),
      ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
    });
    if (tracked) localStorage.setItem(SENT_KEY, [...sent.slice(-19), order.number].filter(Boolean).join(','));
  }, [order]);
  return null;
}
