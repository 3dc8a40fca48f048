'use client';

import { divideRounded, toPln } from '@manufaktura/core';
import { useEffect } from 'react';

import { trackEcommerce } from '../../lib/analytics.ts';
import type { Order } from '../../lib/api/types.ts';

const SENT_KEY = 'ga_purchase_sent';

/**
 * GA4 `purchase` once per order (reference ga4-ecommerce.md): gross prices in PLN (the order's
 * grosze converted at this edge), `tax` the VAT part, `transaction_id` the order number. A reload
 * does not send it again. Cash on delivery counts when placed: no online payment follows.
 */
export function PurchaseTracker({ order }: { order: Order }) {
  useEffect(() => {
    const sent = (localStorage.getItem(SENT_KEY) ?? '').split(',');
    if (sent.includes(order.number)) return;
    const tracked = trackEcommerce('purchase', {
      transaction_id: order.number,
      value: toPln(order.grand_total),
      tax: toPln(order.tax_total),
      shipping: toPln(order.shipment_total),
      ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
      items: order.items.map((item) => ({
        item_id: item.product_id,
        item_name: item.name,
        price: toPln(divideRounded(item.total, item.quantity)),
        discount: toPln(divideRounded(item.discount_total, item.quantity)),
        quantity: item.quantity,
      })),
    });
    if (tracked) localStorage.setItem(SENT_KEY, [...sent.slice(-19), order.number].filter(Boolean).join(','));
  }, [order]);
  return null;
}
