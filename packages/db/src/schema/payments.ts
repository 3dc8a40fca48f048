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
