import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { orders } from './orders.ts';

/** REGISTERED: the gateway knows it and waits for the shopper; PAID: verified with the gateway. */
export const PAYMENT_STATUSES = ['REGISTERED', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One attempt to pay an order online. A retried payment is a new attempt
 * (a new session id at the gateway) for the same order, never a new order.
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** Ours, sent to the gateway; the notification names the attempt by it. */
    sessionId: text().notNull().unique(),
    /** Gross grosze. */
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('REGISTERED'),
    /** The gateway's token for its payment page. */
    token: text(),
    /** The gateway's own number for the transaction (Przelewy24's may exceed a 32-bit integer). */
    gatewayOrderId: bigint({ mode: 'number' }),
    /** Grosze returned to the buyer so far. */
    refunded: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.orderId),
    check('payments_status_known', sql.raw(`status in (${PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('payments_refund_within_amount', sql`${t.refunded} between 0 and ${t.amount}`),
  ],
);

/**
 * REQUESTED: the gateway took the refund; CONFIRMED: its signed refund
 * notification came; FAILED: the gateway refused it (its amount is free to
 * refund again).
 */
export const REFUND_STATUSES = ['REQUESTED', 'CONFIRMED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money returned to the buyer of a paid attempt, whole or in parts (never more than was paid). */
export const refunds = pgTable(
  'refunds',
  {
    refundId: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.paymentId, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** Gross grosze. */
    amount: integer().notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default('REQUESTED'),
    /** Ours, unique per request to the gateway, and named by its refund notification. */
    requestId: text().notNull().unique(),
    refundsUuid: text().notNull().unique(),
    /** Who asked for it: a member of staff, or the shop itself (a payment for a cancelled order). */
    requestedBy: text().notNull(),
    /** The status the gateway's refund notification carried, kept as it came. */
    gatewayStatus: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_status_known', sql.raw(`status in (${REFUND_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
