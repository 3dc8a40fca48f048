import type { FastifyBaseLogger } from 'fastify';

import { unpaidOrderCancelledEmail } from '../mail/templates/payment.ts';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';

/** Orders cancelled in one round; the next round takes the rest. */
const ROUND_SIZE = 50;

/**
 * Cancels the orders that waited for their online payment longer than
 * `timeoutMs` (the terms promise 3 days): each in its own transaction
 * (cancelUnpaidOrder: only if it still waits, stock and coupon use given
 * back), and the shopper told. Returns how many were cancelled.
 */
export async function cancelUnpaidOrders(
  deps: { repositories: Repositories; transaction: RunInTransaction; log: FastifyBaseLogger },
  ctx: { now: Date; timeoutMs: number; publicUrl: string },
): Promise<number> {
  const overdue = await deps.repositories.orders.awaitingPaymentSince(
    new Date(ctx.now.getTime() - ctx.timeoutMs),
    ROUND_SIZE,
  );
  let cancelled = 0;
  for (const order of overdue) {
    const done = await deps.transaction(async (repositories) => {
      if (!(await cancelUnpaidOrder(repositories, order, ctx.now))) return false;
      await repositories.outbox.enqueue(
        [
          {
            kind: 'order-cancelled-unpaid',
            to: order.email,
            reference: order.number,
            ...unpaidOrderCancelledEmail(order, ctx.publicUrl),
          },
        ],
        ctx.now,
      );
      return true;
    });
    if (done) {
      cancelled += 1;
      deps.log.info({ order: order.number }, 'Cancelled an order never paid for');
    }
  }
  return cancelled;
}
