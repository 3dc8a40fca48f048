import type { ReturnCondition } from '@manufaktura/core';
import { RETURN_CONDITIONS } from '@manufaktura/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
