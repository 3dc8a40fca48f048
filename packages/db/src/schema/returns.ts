import type { ReturnCondition } from '@manufaktura/core';
import { RETURN_CONDITIONS } from '@manufaktura/core';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { orderLines, orders } from './orders.ts';
import { staff } from './staff.ts';

/**
 * Goods a customer sent back, as the staff recorded them at the packing desk:
 * when, by whom (the e-mail kept when the member goes), and what the returned
 * lines were worth. An order may have several (one product of three now,
 * the rest later); what each line got back in all is kept on the line.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    returnId: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    staffId: uuid().references(() => staff.staffId, { onDelete: 'set null' }),
    staffEmail: text().notNull(),
    /** What the returned units were worth: their share of what the shopper paid (gross grosze). */
    value: integer().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt), check('order_returns_value_not_negative', sql`${t.value} >= 0`)],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnLineId: uuid().primaryKey().defaultRandom(),
    returnId: uuid()
      .notNull()
      .references(() => orderReturns.returnId, { onDelete: 'cascade' }),
    orderLineId: uuid()
      .notNull()
      .references(() => orderLines.orderLineId, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** Only RESALABLE units went back on sale, with a RETURN stock movement. */
    condition: text().$type<ReturnCondition>().notNull(),
    value: integer().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    index().on(t.returnId),
    check('order_return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_return_lines_condition_known',
      sql.raw(`condition in (${RETURN_CONDITIONS.map((c) => `'${c}'`).join(', ')})`),
    ),
  ],
);

/**
 * A shopper's statement of withdrawal from an order (upk art. 27), as the
 * staff recorded it when it came by e-mail or post: the day it arrived starts
 * the 14 days the shop has to return the money (art. 32), and the refund,
 * once made (by the gateway or, for cash on delivery, by transfer), is
 * written here so the deadline stops being owed. One per order.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The shop-time day the statement arrived. */
    receivedOn: date({ mode: 'string' }).notNull(),
    note: text().notNull().default(''),
    staffId: uuid().references(() => staff.staffId, { onDelete: 'set null' }),
    staffEmail: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Made by the shopper on the shop's own page: its day is the shop's record, never corrected. */
    online: boolean().notNull().default(false),
    /** When the staff recorded the money as returned; null while it is owed. */
    refundedAt: timestamp({ withTimezone: true }),
    /** What was returned in all (gross grosze). */
    refundAmount: integer(),
    refundedBy: text(),
    refundNote: text().notNull().default(''),
  },
  (t) => [
    // The start page and the orders' list read the refunds still owed, oldest statement first.
    index('order_withdrawals_refund_owed_index')
      .on(t.receivedOn)
      .where(sql`${t.refundedAt} is null`),
    check('order_withdrawals_refund_amount_not_negative', sql`${t.refundAmount} >= 0`),
    check(
      'order_withdrawals_refund_whole',
      sql`(${t.refundedAt} is null) = (${t.refundAmount} is null) and (${t.refundedAt} is null) = (${t.refundedBy} is null)`,
    ),
  ],
);
