import type { OrderState } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';

import type { CartOwner } from './carts.ts';
import { containsPattern } from './like.ts';

const { orderLines, orders } = schema;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'position'>;

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
     * whose number or e-mail contains `q`.
     */
    async page(filter: { status?: OrderState; q?: string; limit: number; offset: number }) {
      const pattern = filter.q ? containsPattern(filter.q) : undefined;
      const where = and(
        filter.status ? eq(orders.status, filter.status) : undefined,
        pattern ? or(ilike(orders.number, pattern), ilike(orders.email, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(filter.limit).offset(filter.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
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

    /** What an order held, product by product, in the order it was listed. */
    async lines(orderId: string): Promise<{ productId: string | null; name: string; quantity: number }[]> {
      return db
        .select({ productId: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    async byIdempotencyKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      return row;
    },

    /** The next value of the order number sequence (never given twice, even when the transaction rolls back). */
    async nextNumberSequence(): Promise<number> {
      const result = (await db.execute(sql`select nextval('order_number_seq')::int as n`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
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

    /** Writes the order and its lines, in the order given. */
    async insert(order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      if (lines.length > 0) {
        await db
          .insert(orderLines)
          .values(lines.map((line, position) => ({ ...line, orderId: row!.orderId, position })));
      }
      return row!;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
