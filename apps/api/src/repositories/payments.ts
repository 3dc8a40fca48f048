import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { payments, refunds } = schema;

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Online payment attempts of orders. */
export function createPaymentRepository(db: Database) {
  return {
    async insert(payment: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(payment).returning();
      return row!;
    },

    async setToken(paymentId: string, token: string): Promise<void> {
      await db.update(payments).set({ token }).where(eq(payments.paymentId, paymentId));
    },

    /** The attempt a notification names, locked until the transaction ends (one notification at a time). */
    async lockBySessionId(sessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId)).for('update');
      return row;
    },

    async bySessionId(sessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId));
      return row;
    },

    async markPaid(paymentId: string, gatewayOrderId: number, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'PAID', gatewayOrderId, paidAt: now })
        .where(eq(payments.paymentId, paymentId));
    },

    /** The order's paid attempts, oldest first, locked until the transaction ends (one refund at a time). */
    async lockPaidOfOrder(orderId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
        .orderBy(asc(payments.paidAt))
        .for('update');
    },

    /** Adds to (or, with a negative amount, takes from) what an attempt has refunded. */
    async addRefunded(paymentId: string, amount: number): Promise<void> {
      await db
        .update(payments)
        .set({ refunded: sql`${payments.refunded} + ${amount}` })
        .where(eq(payments.paymentId, paymentId));
    },

    async insertRefund(refund: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(refund).returning();
      return row!;
    },

    /** The refund a refund notification names, locked until the transaction ends. */
    async lockRefundByUuid(refundsUuid: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.refundsUuid, refundsUuid)).for('update');
      return row;
    },

    async updateRefund(
      refundId: string,
      changes: Partial<Pick<RefundRow, 'status' | 'gatewayStatus' | 'confirmedAt'>>,
    ): Promise<void> {
      await db.update(refunds).set(changes).where(eq(refunds.refundId, refundId));
    },

    /** An order's refunds, oldest first. */
    async refundsOfOrder(orderId: string): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
    },

    async byId(paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
      return row;
    },

    /** Whether any attempt for the order has been paid. */
    async isOrderPaid(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ paid: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')));
      return (row?.paid ?? 0) > 0;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
