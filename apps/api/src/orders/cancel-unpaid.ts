import type { Repositories } from '../repositories/index.ts';
import type { OrderRow } from '../repositories/orders.ts';

/**
 * Cancels an order still waiting for its online payment, inside the caller's
 * transaction: the order moves only if it still waits (a payment, or another
 * request, may have got there first), its stock goes back with a
 * SALE_CANCELLED movement and its coupon use is given back. False when it no
 * longer waited.
 */
export async function cancelUnpaidOrder(repositories: Repositories, order: OrderRow, now: Date): Promise<boolean> {
  if (!(await repositories.orders.move(order.orderId, 'awaiting_payment', 'cancelled', now))) return false;
  await releaseOrder(repositories, order, now);
  return true;
}

/**
 * What a cancelled order held goes back: its stock, with a SALE_CANCELLED
 * movement, and its coupon use. In the transaction that cancelled it.
 */
export async function releaseOrder(repositories: Repositories, order: OrderRow, now: Date): Promise<void> {
  const taken = new Map<string, number>();
  for (const line of await repositories.orders.lines(order.orderId))
    if (line.productId) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  await repositories.stock.cancelSales(taken, order.number, now);
  await repositories.carts.releaseRedemption(order.number);
}
