import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, count, eq, isNull } from 'drizzle-orm';

const { orders, orderWithdrawals } = schema;

export type WithdrawalRow = typeof orderWithdrawals.$inferSelect;

/** A refund still owed after a withdrawal, with the order it belongs to. */
export interface RefundOwed {
  orderId: string;
  number: string;
  email: string;
  receivedOn: string;
}

/** Shoppers' statements of withdrawal and the refunds they are owed. */
export function createWithdrawalRepository(db: Database) {
  return {
    async ofOrder(orderId: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId));
      return row;
    },

    /** Writes a statement; the order's key refuses a second one, the last guard behind core's rule. */
    async insert(entry: Omit<WithdrawalRow, 'refundedAt' | 'refundAmount' | 'refundedBy' | 'refundNote'>) {
      await db.insert(orderWithdrawals).values(entry);
    },

    /** Moves a statement to another day or rewrites its note (core's `checkWithdrawalCorrection` decides whether it may). */
    async correct(orderId: string, correction: { receivedOn: string; note: string }): Promise<void> {
      await db.update(orderWithdrawals).set(correction).where(eq(orderWithdrawals.orderId, orderId));
    },

    /** Writes the refund made after a withdrawal; false when one was already written. */
    async recordRefund(
      orderId: string,
      refund: { refundedAt: Date; refundAmount: number; refundedBy: string; refundNote: string },
    ): Promise<boolean> {
      const written = await db
        .update(orderWithdrawals)
        .set(refund)
        .where(and(eq(orderWithdrawals.orderId, orderId), isNull(orderWithdrawals.refundedAt)))
        .returning({ orderId: orderWithdrawals.orderId });
      return written.length > 0;
    },

    /** The refunds still owed, the oldest statement (the nearest deadline) first, and how many there are. */
    async refundsOwed(limit: number): Promise<{ rows: RefundOwed[]; total: number }> {
      const owed = isNull(orderWithdrawals.refundedAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            orderId: orders.orderId,
            number: orders.number,
            email: orders.email,
            receivedOn: orderWithdrawals.receivedOn,
          })
          .from(orderWithdrawals)
          .innerJoin(orders, eq(orders.orderId, orderWithdrawals.orderId))
          .where(owed)
          .orderBy(asc(orderWithdrawals.receivedOn), asc(orders.number))
          .limit(limit),
        db.select({ n: count() }).from(orderWithdrawals).where(owed),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
