import type { OrderState } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { OrderSnapshot } from '../orders/snapshot.ts';
import type { CartOwner } from './carts.ts';
import { fromJson, fromJsonRow, jsonRow } from './json-rows.ts';
import { containsPattern } from './like.ts';
import type { QueuedEmails } from './outbox.ts';
import { missingDocuments, queueEmails } from './outbox.ts';
import { preparedPerDatabase, preparedStatement } from './prepared.ts';

const { auditLog, carts, companies, orderLines, orders, orderWithdrawals, pages } = schema;

/**
 * A legal document as an order reads it: the version of its row (its `xmin`, new with every change
 * that commits) and, unless the reader said it keeps that version, its title and text.
 */
export interface DocumentRead {
  slug: string;
  version: string;
  title: string | null;
  body: string | null;
}

/** The seller and documents an order records, and its number's sequence value (`placementBasics`). */
export interface PlacementBasics {
  sequence: number;
  /** As the order's snapshot records it. */
  seller: OrderSnapshot['seller'];
  documents: DocumentRead[];
}

/** A replay's order: a request whose placing failed looks its key up (the order it placed before, or a concurrent one). */
const byIdempotencyKeyStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('order_by_idempotency_key'),
);

/** The pages named by `slugs` (a JSON array), with their texts only where `known` (slug → version) lacks their version. */
const documentsJson = sql`coalesce((select json_agg(json_build_object('slug', ${pages.slug}, 'version', ${pages}.xmin::text,
      'title', case when known.version is null then ${pages.title} end,
      'body', case when known.version is null then ${pages.body} end) order by ${pages.slug})
    from ${pages}
    left join jsonb_each_text(${sql.placeholder('known')}::jsonb) as known(slug, version)
      on known.slug = ${pages.slug} and known.version = ${pages}.xmin::text
    where ${pages.slug} in (select jsonb_array_elements_text(${sql.placeholder('slugs')}::jsonb))), '[]'::json)`;

const placementBasicsStatement = preparedStatement<PlacementBasics>(
  'order_placement_basics',
  sql`select nextval('order_number_seq')::integer as sequence,
    (select json_build_object('name', ${companies.name}, 'address', ${companies.address}, 'zip', ${companies.zip},
        'city', ${companies.city}, 'vatNo', ${companies.vatNo}, 'mail', ${companies.mail}, 'phone', ${companies.phone})
      from ${companies} where ${companies.role} = 'CURRENT_SELLER' limit 1) as seller,
    ${documentsJson} as documents`,
);

const documentsStatement = preparedStatement<{ documents: DocumentRead[] }>(
  'order_documents',
  sql`select ${documentsJson} as documents`,
);

export type OrderRow = typeof orders.$inferSelect;
/**
 * What placing an order writes, its id made by the caller (its e-mails link to it); the rest
 * (currency, staff note, tracking number) starts as the table's defaults.
 */
export type NewOrder = Omit<OrderRow, 'currency' | 'staffNote' | 'trackingNumber'>;
/** What an order line records of the cart's line (the order, its position and the returns are the order's). */
export type NewOrderLine = Omit<
  typeof orderLines.$inferSelect,
  'orderLineId' | 'orderId' | 'position' | 'returnedQuantity'
>;

/**
 * `place`'s statement: the order and its lines, in the order given, its cart closed and its e-mails
 * queued. The lines are one JSON value, so the text is the same for any number of lines; their key
 * on the order is checked at the statement's end, when the order is written.
 */
const placeStatement = preparedStatement<{ written: unknown; missing: string[] }>(
  'order_place',
  sql`with closed_cart as (
      update ${carts} set status = 'ORDERED', session_token_hash = null,
        updated_at = ${sql.placeholder('updatedAt')}::timestamptz
      where ${carts.cartId} = ${sql.placeholder('cartId')}::uuid
    ),
    written_lines as (
      insert into ${orderLines} (order_id, product_id, name, quantity, unit_price, discount_total, total, tax_rate,
        tax, position)
      select ${sql.placeholder('orderId')}::uuid, line."productId", line.name, line.quantity, line."unitPrice",
        line."discountTotal", line.total, line."taxRate", line.tax, line.position
      from json_to_recordset(${sql.placeholder('lines')}::json) as line("productId" uuid, name text,
        quantity integer, "unitPrice" integer, "discountTotal" integer, total integer, "taxRate" integer,
        tax integer, position integer)
    ),
    ${queueEmails},
    written as (
      insert into ${orders} (order_id, number, status, payment_method, email, items_total, discount_total,
        shipping_total, tax_total, grand_total, snapshot, cart_id, idempotency_key, session_token_hash, account_id,
        created_at, updated_at)
      values (${sql.placeholder('orderId')}::uuid, ${sql.placeholder('number')}, ${sql.placeholder('status')},
        ${sql.placeholder('paymentMethod')}, ${sql.placeholder('email')}, ${sql.placeholder('itemsTotal')},
        ${sql.placeholder('discountTotal')}, ${sql.placeholder('shippingTotal')}, ${sql.placeholder('taxTotal')},
        ${sql.placeholder('grandTotal')}, ${sql.placeholder('snapshot')}, ${sql.placeholder('cartId')},
        ${sql.placeholder('idempotencyKey')}, ${sql.placeholder('sessionTokenHash')}, ${sql.placeholder('accountId')},
        ${sql.placeholder('createdAt')}, ${sql.placeholder('updatedAt')})
      returning ${jsonRow(orders)} as written
    )
    select written.written, array(${missingDocuments}) as missing from written`,
);

/** Placed orders and their lines. */
export function createOrderRepository(db: Database) {
  return {
    async byId(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      return row;
    },

    /** The order, locked until the transaction ends: a change by the staff sees no other at once. */
    async lock(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
      return row;
    },

    /**
     * A page of orders for the back office, newest first: in one state, and/or
     * whose number or e-mail contains `q`; or only those owed a refund after a
     * withdrawal, the oldest statement first. Each row says since when a
     * refund is owed on it, if one is.
     */
    async page(filter: { status?: OrderState; q?: string; refundOwed?: boolean; limit: number; offset: number }) {
      const pattern = filter.q ? containsPattern(filter.q) : undefined;
      const where = and(
        filter.status ? eq(orders.status, filter.status) : undefined,
        pattern ? or(ilike(orders.number, pattern), ilike(orders.email, pattern)) : undefined,
        filter.refundOwed ? isNotNull(orderWithdrawals.orderId) : undefined,
      );
      const owedWithdrawal = and(eq(orderWithdrawals.orderId, orders.orderId), isNull(orderWithdrawals.refundedAt));
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, refundOwedSince: orderWithdrawals.receivedOn })
          .from(orders)
          .leftJoin(orderWithdrawals, owedWithdrawal)
          .where(where)
          .orderBy(
            ...(filter.refundOwed
              ? [asc(orderWithdrawals.receivedOn), asc(orders.createdAt)]
              : [desc(orders.createdAt)]),
          )
          .limit(filter.limit)
          .offset(filter.offset),
        // Counting all orders needs no withdrawal: an order has one at most.
        filter.refundOwed
          ? db.select({ n: count() }).from(orders).innerJoin(orderWithdrawals, owedWithdrawal).where(where)
          : db.select({ n: count() }).from(orders).where(where),
      ]);
      return {
        rows: rows.map(({ order, refundOwedSince }) => ({ ...order, refundOwedSince })),
        total: total?.n ?? 0,
      };
    },

    /**
     * What the back office's start page shows of orders: those placed since
     * `since` and what they bring in (paid or cash on delivery, not cancelled),
     * how many wait to be packed, and the unpaid ones whose time runs out
     * before `expiringBefore` (placed before `placedBefore`).
     */
    async dashboard(since: Date, placedBefore: Date) {
      const [[today], [toPack], unpaid] = await Promise.all([
        db
          .select({
            count: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')::int`,
            revenue: sql<number>`coalesce(sum(${orders.grandTotal}) filter (where ${orders.status} not in ('cancelled', 'awaiting_payment')), 0)::int`,
          })
          .from(orders)
          .where(sql`${orders.createdAt} >= ${since}`),
        db
          .select({ n: count() })
          .from(orders)
          .where(or(eq(orders.status, 'confirmed'), eq(orders.status, 'paid'))),
        db
          .select()
          .from(orders)
          .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.createdAt, placedBefore)))
          .orderBy(asc(orders.createdAt))
          .limit(20),
      ]);
      return { today: today!, toPack: toPack?.n ?? 0, unpaid };
    },

    /** Sets what the staff keep on an order: the parcel's number, their note. */
    async annotate(orderId: string, values: { trackingNumber?: string; staffNote?: string }, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ ...values, updatedAt: now })
        .where(eq(orders.orderId, orderId));
    },

    /** When the staff last marked the order delivered (its audit entry), or undefined if they never did. */
    async deliveredAt(orderId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: auditLog.at })
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.delivered')),
        )
        .orderBy(desc(auditLog.at))
        .limit(1);
      return row?.at;
    },

    /** What an order held, product by product, in the order it was listed. */
    async lines(orderId: string): Promise<{ productId: string | null; name: string; quantity: number }[]> {
      return db
        .select({ productId: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    async byIdempotencyKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await byIdempotencyKeyStatement(db).execute({ key });
      return row;
    },

    /**
     * What an order takes from outside the cart, read in one statement: the next value of the
     * order number sequence (never given twice, even when the transaction rolls back), the
     * current seller and the legal documents named, as they are now: the text of each only
     * when its version is not the one `known` names for it (slug → version).
     */
    async placementBasics(
      documentSlugs: readonly string[],
      known: Readonly<Record<string, string>>,
    ): Promise<PlacementBasics> {
      const [row] = await placementBasicsStatement(db, {
        slugs: JSON.stringify(documentSlugs),
        known: JSON.stringify(known),
      });
      return row!;
    },

    /** The legal documents named, as they are now, each with its text. */
    async documents(documentSlugs: readonly string[]): Promise<DocumentRead[]> {
      const [row] = await documentsStatement(db, { slugs: JSON.stringify(documentSlugs), known: '{}' });
      return row!.documents;
    },

    /** Moves an order from one state to another; false when it was no longer in `from` (someone else moved it). */
    async move(orderId: string, from: OrderState, to: OrderState, now: Date): Promise<boolean> {
      const moved = await db
        .update(orders)
        .set({ status: to, updatedAt: now })
        .where(and(eq(orders.orderId, orderId), eq(orders.status, from)))
        .returning({ orderId: orders.orderId });
      return moved.length > 0;
    },

    /** The owner's latest order still waiting for its online payment: the account's, or a guest session's. */
    async latestAwaitingPayment(owner: CartOwner): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            owner.accountId === null
              ? eq(orders.sessionTokenHash, owner.sessionTokenHash)
              : eq(orders.accountId, owner.accountId),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row;
    },

    /** Orders waiting for an online payment since before `placedBefore`, oldest first. */
    async awaitingPaymentSince(placedBefore: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.createdAt, placedBefore)))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
    },

    /**
     * Writes the order and its lines, in the order given, closes the cart it was placed from (the
     * session starts an empty one) and queues its e-mails, due when it was placed: one statement.
     * Answers the order and the documents the e-mails name that the outbox does not keep yet
     * (`outbox.keepMissing`).
     */
    async place(
      order: NewOrder,
      lines: NewOrderLine[],
      emails: QueuedEmails,
    ): Promise<{ order: OrderRow; missingDocuments: string[] }> {
      const [row] = await placeStatement(db, {
        ...order,
        snapshot: JSON.stringify(order.snapshot),
        createdAt: order.createdAt.toISOString(),
        updatedAt: order.updatedAt.toISOString(),
        lines: JSON.stringify(lines.map((line, position) => ({ ...line, position }))),
        emails: emails.emails,
        digests: emails.digests,
        now: order.createdAt.toISOString(),
      });
      return { order: fromJsonRow<OrderRow>(orders, fromJson(row!.written)), missingDocuments: row!.missing };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
