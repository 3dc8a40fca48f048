import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, eq, sql } from 'drizzle-orm';

const { payments } = schema;

export type PaymentRow = typeof payments.$inferSelect;

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
