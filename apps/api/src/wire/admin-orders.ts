import type { AdminOrder, AdminOrderSummary } from '@manufaktura/contract';
import { nextOrderStates, ORDER_STATE_NAMES_PL, toPln } from '@manufaktura/core';

import type { OrderSnapshot } from '../orders/snapshot.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { RefundRow } from '../repositories/payments.ts';
import { toOrder } from './orders.ts';

/** An order in the back office's list. */
export function toAdminOrderSummary(row: OrderRow): AdminOrderSummary {
  return {
    id: row.orderId,
    number: row.number,
    status: row.status,
    status_name: ORDER_STATE_NAMES_PL[row.status],
    email: row.email,
    payment_method: row.paymentMethod,
    shipping_method_name: (row.snapshot as unknown as OrderSnapshot).shippingMethod.name,
    grand_total: toPln(row.grandTotal),
    tracking_number: row.trackingNumber,
    created_at: row.createdAt.toISOString(),
  };
}

/** An order as the staff work it: the shopper's view, where it may go next, its parcel, note and refunds. */
export function toAdminOrder(row: OrderRow, paidOnline: boolean, refunds: RefundRow[]): AdminOrder {
  return {
    ...toOrder(row),
    status: row.status,
    status_name: ORDER_STATE_NAMES_PL[row.status],
    next_states: [...nextOrderStates(row.status)].filter((state) => state !== row.status),
    tracking_number: row.trackingNumber,
    staff_note: row.staffNote,
    paid_online: paidOnline,
    refunds: refunds.map((refund) => ({
      id: refund.refundId,
      amount: toPln(refund.amount),
      reason: refund.reason,
      status: refund.status,
      requested_by: refund.requestedBy,
      created_at: refund.createdAt.toISOString(),
    })),
  };
}
