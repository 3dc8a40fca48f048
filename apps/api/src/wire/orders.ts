import type { Order, OrderSummary, OrderWithdrawal } from '@manufaktura/contract';
import { CURRENCY, shopCalendarDay, toPln, withdrawalRefundDeadline } from '@manufaktura/core';

import type { OrderRow } from '../orders/place-order.ts';
import type { OrderSnapshot } from '../orders/snapshot.ts';
import type { OrderHistoryRow } from '../repositories/accounts.ts';
import type { WithdrawalRow } from '../repositories/withdrawals.ts';

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

/** A withdrawal as the shopper sees it: no staff, no notes. */
function toOrderWithdrawal(withdrawal: WithdrawalRow): OrderWithdrawal {
  return {
    received_on: withdrawal.receivedOn,
    refund_deadline: withdrawalRefundDeadline(withdrawal.receivedOn),
    refunded_on: withdrawal.refundedAt === null ? null : shopCalendarDay(withdrawal.refundedAt.getTime()),
    refund_amount: withdrawal.refundAmount === null ? null : toPln(withdrawal.refundAmount),
  };
}

/**
 * An order as its confirmation page, a guest's order link and the account show it, with its
 * withdrawal if any and whether the shopper may withdraw on the page.
 */
export function toOrder(row: OrderRow, withdrawal?: WithdrawalRow, withdrawalOpen = false): Order {
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
    tracking_number: row.trackingNumber,
    withdrawal: withdrawal ? toOrderWithdrawal(withdrawal) : null,
    withdrawal_open: withdrawalOpen,
  };
}
