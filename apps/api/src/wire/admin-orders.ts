import type { AdminOrder, AdminOrderSummary } from '@manufaktura/contract';
import {
  nextOrderStates,
  ORDER_STATE_NAMES_PL,
  RETURN_CONDITION_NAMES_PL,
  returnRefundOwed,
  toPln,
} from '@manufaktura/core';

import { returnVersion } from '../admin/returns.ts';
import type { OrderSnapshot } from '../orders/snapshot.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { RefundRow } from '../repositories/payments.ts';
import type { OrderReturn, ReturnableOrderLine } from '../repositories/returns.ts';
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

/** What came back of an order: its lines with what each got back, and the returns recorded. */
export interface OrderReturns {
  lines: ReturnableOrderLine[];
  returns: OrderReturn[];
}

/** What the shop still owes for goods that came back of an order paid online (grosze); 0 otherwise. */
function refundOwed(row: OrderRow, paidOnline: boolean, refunds: RefundRow[], returned: OrderReturns): number {
  if (!paidOnline || returned.returns.length === 0) return 0;
  return returnRefundOwed({
    returnedValue: returned.returns.reduce((sum, entry) => sum + entry.value, 0),
    shipping: row.shippingTotal,
    everythingReturned: returned.lines.every((line) => line.returnedQuantity === line.quantity),
    refunded: refunds.filter((refund) => refund.status !== 'FAILED').reduce((sum, refund) => sum + refund.amount, 0),
  });
}

/**
 * An order as the staff work it: the shopper's view, where it may go next,
 * its parcel, note, refunds and returns.
 */
export function toAdminOrder(
  row: OrderRow,
  paidOnline: boolean,
  refunds: RefundRow[],
  returned: OrderReturns,
): AdminOrder {
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
    version: returnVersion(row.status, returned.lines),
    return_lines: returned.lines.map((line) => ({
      id: line.orderLineId,
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      returned: line.returnedQuantity,
    })),
    returns: returned.returns.map((entry) => ({
      id: entry.returnId,
      created_at: entry.createdAt.toISOString(),
      recorded_by: entry.staffEmail,
      note: entry.note,
      value: toPln(entry.value),
      lines: entry.lines.map((line) => ({
        line_id: line.orderLineId,
        name: line.name,
        quantity: line.quantity,
        condition: line.condition,
        condition_name: RETURN_CONDITION_NAMES_PL[line.condition],
        value: toPln(line.value),
      })),
    })),
    refund_owed: toPln(refundOwed(row, paidOnline, refunds, returned)),
  };
}
