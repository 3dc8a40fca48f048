import type { order, OrderSummary } from '@manufaktura/contract';
import { CURRENCY, toPln } from '@manufaktura/core';
import type { z } from 'zod';

import type { OrderRow } from '../orders/place-order.ts';
import type { OrderSnapshot } from '../orders/snapshot.ts';
import type { OrderHistoryRow } from '../repositories/accounts.ts';

/** A line of an account's order history. */
export function toOrderSummary(row: OrderHistoryRow): OrderSummary {
  return {
    id: row.orderId,
    number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    grand_total: toPln(row.grandTotal),
    items_count: row.itemsCount,
  };
}

/** An order as its confirmation page and a guest's order link show it. */
export function toOrder(row: OrderRow): z.infer<typeof order> {
  const snapshot = row.snapshot as unknown as OrderSnapshot;
  return {
    id: row.orderId,
    number: row.number,
    status: row.status,
    payment_method: row.paymentMethod,
    created_at: row.createdAt.toISOString(),
    email: row.email,
    currency: CURRENCY,
    items: snapshot.lines.map((line) => ({
      product_id: line.productId,
      slug: line.slug,
      name: line.name,
      quantity: line.quantity,
      unit_price: toPln(line.unitPrice),
      discount_total: toPln(line.discountTotal),
      total: toPln(line.total),
      tax: toPln(line.tax),
    })),
    items_total: toPln(row.itemsTotal),
    discount_total: toPln(row.discountTotal),
    shipment_total: toPln(row.shippingTotal),
    tax_total: toPln(row.taxTotal),
    grand_total: toPln(row.grandTotal),
    coupon_code: snapshot.couponCode,
    shipping_method: {
      method_id: snapshot.shippingMethod.methodId,
      name: snapshot.shippingMethod.name,
      price: toPln(snapshot.shippingMethod.price),
      cash_on_delivery: snapshot.shippingMethod.cashOnDelivery,
      attributes: snapshot.shippingMethod.attributes,
    },
    billing: snapshot.billing,
    shipping: snapshot.shippingAddress,
    invoice: snapshot.invoice,
    comments: snapshot.comments,
  };
}
