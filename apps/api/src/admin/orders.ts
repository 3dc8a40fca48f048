import type { AdminOrderTransition } from '@manufaktura/contract';
import type { OrderState } from '@manufaktura/core';
import { shopLink, transitionOrder } from '@manufaktura/core';

import { orderCancelledByShopEmail, orderShippedEmail } from '../mail/templates/shipping.ts';
import { releaseOrder } from '../orders/cancel-unpaid.ts';
import { orderUrl } from '../orders/place-order.ts';
import type { OrderSnapshot } from '../orders/snapshot.ts';
import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { StaffContext } from './staff-members.ts';

export interface OrderStaffContext extends StaffContext {
  /** Signs the order's link in the shopper's e-mail. */
  secret: string;
}

/** What the audit log keeps of an order's change. */
const audited = (order: Pick<OrderRow, 'status' | 'trackingNumber' | 'staffNote'>) => ({
  status: order.status,
  tracking_number: order.trackingNumber,
  staff_note: order.staffNote,
});

function auditOrder(repositories: Repositories, ctx: StaffContext, action: string, before: OrderRow, after: OrderRow) {
  return repositories.staff.audit({
    staffId: ctx.actor.staffId,
    staffEmail: ctx.actor.email,
    at: ctx.now,
    action,
    entity: 'order',
    entityId: before.orderId,
    before: audited(before),
    after: audited(after),
  });
}

/**
 * Moves an order on as the staff work it, by core's state machine only: a
 * button clicked on a stale page is `order.transition.invalid`. Shipping
 * needs the parcel's number and e-mails it to the shopper; cancelling puts
 * the stock back and tells the shopper (a payment made online is then
 * refunded from the order's page).
 */
export async function moveOrder(
  repositories: Repositories,
  orderId: string,
  change: AdminOrderTransition,
  ctx: OrderStaffContext,
): Promise<OrderRow> {
  const before = await repositories.orders.lock(orderId);
  if (!before) refuse({ code: 'order.not.found' });
  const to: OrderState = change.to;
  const moved = transitionOrder(before.status, to);
  if (!moved.ok) refuse(moved);
  const trackingNumber = change.tracking_number?.trim();
  if (to === 'shipped' && !trackingNumber) refuse({ code: 'order.tracking.missing' });

  await repositories.orders.move(orderId, before.status, to, ctx.now);
  if (to === 'shipped') await repositories.orders.annotate(orderId, { trackingNumber: trackingNumber! }, ctx.now);
  const after = (await repositories.orders.byId(orderId))!;

  const snapshot = before.snapshot as unknown as OrderSnapshot;
  if (to === 'shipped') {
    const link = orderUrl({ publicUrl: ctx.publicUrl, secret: ctx.secret }, orderId);
    const mail = orderShippedEmail(
      { number: before.number, shippingMethodName: snapshot.shippingMethod.name, trackingNumber: trackingNumber! },
      link,
    );
    await repositories.outbox.enqueue([{ kind: 'order-shipped', to: before.email, ...mail }], ctx.now);
  }
  if (to === 'cancelled') {
    await releaseOrder(repositories, before, ctx.now);
    const paidOnline = await repositories.payments.isOrderPaid(orderId);
    const mail = orderCancelledByShopEmail({ number: before.number, paidOnline }, shopLink(ctx.publicUrl, '/'));
    await repositories.outbox.enqueue([{ kind: 'order-cancelled', to: before.email, ...mail }], ctx.now);
  }
  await auditOrder(repositories, ctx, `order.${to}`, before, after);
  return after;
}

/** The staff's own note on an order (never shown to the shopper). */
export async function noteOrder(
  repositories: Repositories,
  orderId: string,
  staffNote: string,
  ctx: StaffContext,
): Promise<OrderRow> {
  const before = await repositories.orders.lock(orderId);
  if (!before) refuse({ code: 'order.not.found' });
  await repositories.orders.annotate(orderId, { staffNote }, ctx.now);
  const after = (await repositories.orders.byId(orderId))!;
  await auditOrder(repositories, ctx, 'order.note', before, after);
  return after;
}
