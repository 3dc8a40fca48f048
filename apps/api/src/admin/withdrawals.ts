import type { AdminWithdrawalBody, AdminWithdrawalRefundBody } from '@manufaktura/contract';
import { checkWithdrawal, fromPln, shopCalendarDay, toPln } from '@manufaktura/core';

import { withdrawalRefundedEmail } from '../mail/templates/returns.ts';
import { orderUrl } from '../orders/place-order.ts';
import { writeWithdrawal } from '../orders/withdrawal.ts';
import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { OrderStaffContext } from './orders.ts';

/**
 * Records a shopper's statement of withdrawal that came by e-mail or post,
 * with the order's row locked: core's rule checks the order's state, the day
 * it arrived and that it is the order's first.
 */
export async function recordWithdrawal(
  repositories: Repositories,
  orderId: string,
  body: AdminWithdrawalBody,
  ctx: OrderStaffContext,
): Promise<void> {
  const order = await repositories.orders.lock(orderId);
  if (!order) refuse({ code: 'order.not.found' });
  const checked = checkWithdrawal({
    state: order.status,
    receivedOn: body.received_on,
    placedOn: shopCalendarDay(order.createdAt.getTime()),
    today: shopCalendarDay(ctx.now.getTime()),
    recorded: (await repositories.withdrawals.ofOrder(orderId)) !== undefined,
  });
  if (!checked.ok) refuse(checked);
  await writeWithdrawal(
    repositories,
    order,
    { receivedOn: body.received_on, note: body.note, author: { staffId: ctx.actor.staffId, email: ctx.actor.email } },
    ctx,
  );
}

/**
 * Records the money returned after a withdrawal (by the gateway's refunds or,
 * for cash on delivery, by transfer): the refund stops being owed and leaves
 * the start page. Once only; the shopper is told how much comes back.
 */
export async function recordWithdrawalRefund(
  repositories: Repositories,
  orderId: string,
  body: AdminWithdrawalRefundBody,
  ctx: OrderStaffContext,
): Promise<void> {
  const order = await repositories.orders.lock(orderId);
  if (!order) refuse({ code: 'order.not.found' });
  const withdrawal = await repositories.withdrawals.ofOrder(orderId);
  if (!withdrawal) refuse({ code: 'order.withdrawal.missing' });
  const amount = fromPln(body.amount);
  if (amount > order.grandTotal)
    refuse({ code: 'order.withdrawal.refund.too.much', params: { amount: order.grandTotal } });
  const recorded = await repositories.withdrawals.recordRefund(orderId, {
    refundedAt: ctx.now,
    refundAmount: amount,
    refundedBy: ctx.actor.email,
    refundNote: body.note,
  });
  if (!recorded) refuse({ code: 'order.withdrawal.refund.recorded' });

  if (amount > 0) {
    const mail = withdrawalRefundedEmail(
      { number: order.number, amount, paidOnline: await repositories.payments.isOrderPaid(orderId) },
      orderUrl({ publicUrl: ctx.publicUrl, secret: ctx.secret }, orderId),
    );
    await repositories.outbox.enqueue([{ kind: 'order-withdrawal-refunded', to: order.email, ...mail }], ctx.now);
  }
  await repositories.staff.audit({
    staffId: ctx.actor.staffId,
    staffEmail: ctx.actor.email,
    at: ctx.now,
    action: 'order.withdrawal.refund',
    entity: 'order',
    entityId: orderId,
    before: { received_on: withdrawal.receivedOn, refunded: false },
    after: { received_on: withdrawal.receivedOn, refunded: true, amount: toPln(amount), note: body.note },
  });
}
