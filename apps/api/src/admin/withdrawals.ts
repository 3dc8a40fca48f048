import type { AdminWithdrawalBody, AdminWithdrawalRefundBody } from '@manufaktura/contract';
import type { CalendarDay } from '@manufaktura/core';
import { checkWithdrawal, checkWithdrawalCorrection, fromPln, shopCalendarDay, toPln } from '@manufaktura/core';

import { withdrawalRefundedEmail } from '../mail/templates/returns.ts';
import type { OrderRow } from '../orders/place-order.ts';
import { orderUrl } from '../orders/place-order.ts';
import { sendWithdrawalReceipt, statementAudit, writeWithdrawal } from '../orders/withdrawal.ts';
import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { OrderStaffContext } from './orders.ts';

/** A statement's day as the staff give it, with the days core's rules bound it by: the order's and today. */
const statementDays = (order: OrderRow, receivedOn: CalendarDay, now: Date) => ({
  receivedOn,
  placedOn: shopCalendarDay(order.createdAt.getTime()),
  today: shopCalendarDay(now.getTime()),
});

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
    ...statementDays(order, body.received_on, ctx.now),
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
 * Corrects a statement the staff wrote down, its day or note typed wrong,
 * with the order's row locked and while its refund is owed (core's
 * `checkWithdrawalCorrection`). A new day moves the refund's last day, so the
 * shopper is sent the receipt again with the corrected days. The audit entry
 * keeps what it was.
 */
export async function correctWithdrawal(
  repositories: Repositories,
  orderId: string,
  body: AdminWithdrawalBody,
  ctx: OrderStaffContext,
): Promise<void> {
  const order = await repositories.orders.lock(orderId);
  if (!order) refuse({ code: 'order.not.found' });
  const withdrawal = await repositories.withdrawals.ofOrder(orderId);
  if (!withdrawal) refuse({ code: 'order.withdrawal.missing' });
  const checked = checkWithdrawalCorrection({
    recorded: { online: withdrawal.online, refunded: withdrawal.refundedAt !== null },
    ...statementDays(order, body.received_on, ctx.now),
  });
  if (!checked.ok) refuse(checked);
  await repositories.withdrawals.correct(orderId, { receivedOn: body.received_on, note: body.note });
  if (body.received_on !== withdrawal.receivedOn) {
    await sendWithdrawalReceipt(repositories, order, { receivedOn: body.received_on, corrected: true }, ctx);
  }
  await repositories.staff.audit({
    staffId: ctx.actor.staffId,
    staffEmail: ctx.actor.email,
    at: ctx.now,
    action: 'order.withdrawal.correct',
    entity: 'order',
    entityId: orderId,
    before: statementAudit(withdrawal.receivedOn, withdrawal.note),
    after: statementAudit(body.received_on, body.note),
  });
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
