import type { AdminOrder, AdminOrderSummary, AdminOrderWithdrawal, AdminRefundOwed } from '@manufaktura/contract';
import type { CalendarDay } from '@manufaktura/core';
import {
  nextOrderStates,
  ORDER_STATE_NAMES_PL,
  RETURN_CONDITION_NAMES_PL,
  returnRefundOwed,
  toPln,
  withdrawalRefundDeadline,
  withdrawalRefundUrgency,
} from '@manufaktura/core';

import { returnVersion } from '../admin/returns.ts';
import type { OrderSnapshot } from '../orders/snapshot.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { RefundRow } from '../repositories/payments.ts';
import type { OrderReturn, ReturnableOrderLine } from '../repositories/returns.ts';
import type { RefundOwed, WithdrawalRow } from '../repositories/withdrawals.ts';
import { toOrder } from './orders.ts';

/** An order in the back office's list; `refundOwedSince` is the day of a withdrawal whose refund is owed. */
export function toAdminOrderSummary(row: OrderRow & { refundOwedSince: CalendarDay | null }): AdminOrderSummary {
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
    refund_deadline: row.refundOwedSince === null ? null : withdrawalRefundDeadline(row.refundOwedSince),
  };
}

/** A refund owed after a withdrawal, with its deadline read on `today`, as the start page lists it. */
export function toAdminRefundOwed(owed: RefundOwed, today: CalendarDay): AdminRefundOwed {
  const { deadline, daysLeft, urgency } = withdrawalRefundUrgency(owed.receivedOn, today);
  return {
    id: owed.orderId,
    number: owed.number,
    email: owed.email,
    received_on: owed.receivedOn,
    refund_deadline: deadline,
    days_left: daysLeft,
    urgency,
  };
}

/** What came back of an order: its lines with what each got back, and the returns recorded. */
export interface OrderReturns {
  lines: ReturnableOrderLine[];
  returns: OrderReturn[];
}

/** What came back of the order is worth to the shopper (its returns, and the delivery once all of it is back) less `refunded` (grosze). */
function owedForReturns(row: OrderRow, returned: OrderReturns, refunded: number): number {
  return returnRefundOwed({
    returnedValue: returned.returns.reduce((sum, entry) => sum + entry.value, 0),
    shipping: row.shippingTotal,
    everythingReturned: returned.lines.every((line) => line.returnedQuantity === line.quantity),
    refunded,
  });
}

/** The gateway's refunds of the order not failed (grosze). */
const refundedOnline = (refunds: RefundRow[]) =>
  refunds.filter((refund) => refund.status !== 'FAILED').reduce((sum, refund) => sum + refund.amount, 0);

/** What the shop still owes for goods that came back of an order paid online (grosze); 0 otherwise. */
function refundOwed(row: OrderRow, paidOnline: boolean, refunds: RefundRow[], returned: OrderReturns): number {
  if (!paidOnline || returned.returns.length === 0) return 0;
  return owedForReturns(row, returned, refundedOnline(refunds));
}

/**
 * The order's withdrawal with its refund's deadline read on `today`. The
 * refund form opens with what was refunded online, or for cash on delivery
 * with the worth of what came back (paid back by transfer, outside the shop).
 */
function toAdminWithdrawal(
  withdrawal: WithdrawalRow,
  today: CalendarDay,
  row: OrderRow,
  paidOnline: boolean,
  refunds: RefundRow[],
  returned: OrderReturns,
): AdminOrderWithdrawal {
  const { deadline, daysLeft, urgency } = withdrawalRefundUrgency(withdrawal.receivedOn, today);
  const refunded = withdrawal.refundedAt !== null;
  return {
    received_on: withdrawal.receivedOn,
    refund_deadline: deadline,
    days_left: daysLeft,
    urgency: refunded ? null : urgency,
    note: withdrawal.note,
    recorded_by: withdrawal.staffEmail,
    recorded_at: withdrawal.recordedAt.toISOString(),
    online: withdrawal.online,
    refunded_at: withdrawal.refundedAt?.toISOString() ?? null,
    refund_amount: withdrawal.refundAmount === null ? null : toPln(withdrawal.refundAmount),
    refunded_by: withdrawal.refundedBy,
    refund_note: withdrawal.refundNote,
    refund_suggested: toPln(paidOnline ? refundedOnline(refunds) : owedForReturns(row, returned, 0)),
  };
}

/**
 * An order as the staff work it: the shopper's view, where it may go next,
 * its parcel, note, refunds, returns and withdrawal (its deadline read on `today`).
 */
export function toAdminOrder(
  row: OrderRow,
  paidOnline: boolean,
  refunds: RefundRow[],
  returned: OrderReturns,
  withdrawal: WithdrawalRow | undefined,
  today: CalendarDay,
): AdminOrder {
  return {
    ...toOrder(row),
    status: row.status,
    status_name: ORDER_STATE_NAMES_PL[row.status],
    next_states: [...nextOrderStates(row.status)].filter((state) => state !== row.status),
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
    withdrawal: withdrawal ? toAdminWithdrawal(withdrawal, today, row, paidOnline, refunds, returned) : null,
  };
}
