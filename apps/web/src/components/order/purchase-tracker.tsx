'use client';

import type { Order } from '@manufaktura/contract';
import { roundPln } from '@manufaktura/core';
import { useEffect } from 'react';

import { trackEcommerce } from '../../lib/analytics.ts';

const SENT_KEY = 'ga_purchase_sent';

/**
 * GA4 `purchase` once per order (reference ga4-ecommerce.md): gross prices, `tax` the VAT part,
 * `transaction_id` the order number. A reload does not send it again. Cash on delivery counts
 * when placed: no online payment follows.
 */
export function PurchaseTracker({ order }: { order: Order }) {
  useEffect(() => {
    const sent = (localStorage.getItem(SENT_KEY) ?? '').split(',');
    if (sent.includes(order.number)) return;
    const tracked = trackEcommerce('purchase', {
      transaction_id: order.number,
      value: order.grand_total,
      tax: order.tax_total,
      shipping: order.shipment_total,
      ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
      items: order.items.map((item) => ({
        item_id: item.product_id,
        item_name: item.name,
        price: roundPln(item.total / item.quantity),
        discount: roundPln(item.discount_total / item.quantity),
        quantity: item.quantity,
      })),
    });
    if (tracked) localStorage.setItem(SENT_KEY, [...sent.slice(-19), order.number].filter(Boolean).join(','));
  }, [order]);
  return null;
}
