import type { OrderState } from '@manufaktura/core';
import { ORDER_STATES } from '@manufaktura/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { accounts } from './accounts.ts';
import { carts } from './cart.ts';
import { products } from './catalog.ts';

/**
 * A placed order. Amounts are gross grosze; `snapshot` keeps everything as
 * the shopper saw it when ordering (lines, discounts, taxes, addresses,
 * shipping, consents), so later changes to the catalog never rewrite it.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: uuid().primaryKey().defaultRandom(),
    /** What the shopper and the shop call it, e.g. MF-2026-000042. */
    number: text().notNull().unique(),
    status: text().$type<OrderState>().notNull(),
    paymentMethod: text().notNull(),
    email: text().notNull(),
    currency: text().notNull().default('PLN'),
    itemsTotal: integer().notNull(),
    discountTotal: integer().notNull(),
    shippingTotal: integer().notNull(),
    taxTotal: integer().notNull(),
    grandTotal: integer().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    cartId: uuid().references(() => carts.cartId, { onDelete: 'set null' }),
    /** A retried or double-clicked order request with the same key gets the same order. */
    idempotencyKey: text().unique(),
    /** SHA-256 of the session that placed the order: only it may replay the idempotency key. */
    sessionTokenHash: text(),
    /** The account that placed it, or claimed it by confirming the e-mail it was placed with. */
    accountId: uuid().references(() => accounts.accountId, { onDelete: 'set null' }),
    /** The carrier's parcel number, given by whoever shipped it; the shopper gets it by e-mail. */
    trackingNumber: text(),
    /** The staff's own remarks on the order, never shown to the shopper. */
    staffNote: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    check('orders_status_known', sql.raw(`status in (${ORDER_STATES.map((s) => `'${s}'`).join(', ')})`)),
    check('orders_grand_total_not_negative', sql`${t.grandTotal} >= 0`),
    index().on(t.email, t.createdAt),
    index().on(t.accountId, t.createdAt),
    // A session's order still waiting for its payment, offered again when its cart is empty.
    index('orders_awaiting_payment_session_index')
      .on(t.sessionTokenHash, t.createdAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderLineId: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.productId, { onDelete: 'set null' }),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    discountTotal: integer().notNull(),
    total: integer().notNull(),
    taxRate: integer().notNull(),
    tax: integer().notNull(),
    position: integer().notNull(),
    /** Units that came back in the order's returns: never more than were sold. */
    returnedQuantity: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_lines_returned_within_sold',
      sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** SENDING: claimed by a sender until `nextAttemptAt` (its lease); claimable again after it. */
export const EMAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * E-mails to send, written in the same transaction as what they announce and
 * sent afterwards with retries: an order never goes unannounced, and a slow
 * mail server never slows an order down.
 */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's text; when `document` is given, only its beginning. */
  content: string;
  /** The SHA-256 (hex) of a document kept in `mail_documents`, whose text follows `content`. */
  document?: string;
}

/**
 * Texts many e-mails attach alike (the terms and the returns information as
 * they stood at an order), kept once each by the SHA-256 of their text
 * instead of in every e-mail: a row is never changed or deleted, so an
 * e-mail names its document's text for good.
 */
export const mailDocuments = pgTable('mail_documents', {
  digest: text().primaryKey(),
  content: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    emailId: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Files sent with the message, kept as they were when it was queued (the terms the order was placed under). */
    attachments: jsonb().$type<EmailAttachment[]>().notNull().default([]),
    status: text().$type<EmailStatus>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    reference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.nextAttemptAt),
    // The sender's next e-mail, read in order of due time without sorting what is waiting (a partial
    // index: sent and failed e-mails leave it).
    index('outbox_emails_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
);
