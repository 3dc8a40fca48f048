import type { CalendarDay } from '@manufaktura/core';
import {
  checkOnlineWithdrawal,
  shopCalendarDay,
  shopLink,
  withdrawalRefundDeadline,
  withdrawalStatement,
} from '@manufaktura/core';

import { RETURNS_PAGE_SLUG } from '../mail/templates/order-confirmation.ts';
import { withdrawalReceivedEmail } from '../mail/templates/returns.ts';
import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { OrderRow } from './place-order.ts';
import { orderUrl } from './place-order.ts';

/** Who wrote a statement down: a member of staff, or the shopper through the shop's own function. */
interface StatementAuthor {
  staffId: string | null;
  email: string;
}

/**
 * Writes a checked statement on a locked order: the row that starts the 14
 * days the start page counts down, the shopper's receipt on a durable medium
 * with the refund's last day (and, made on the shop's page, its words and
 * moment), and the audit entry.
 */
export async function writeWithdrawal(
  repositories: Repositories,
  order: OrderRow,
  statement: {
    receivedOn: CalendarDay;
    note: string;
    author: StatementAuthor;
    submitted?: { statement: string; message: string };
  },
  ctx: { now: Date; publicUrl: string; secret: string },
): Promise<void> {
  const { orderId } = order;
  await repositories.withdrawals.insert({
    orderId,
    receivedOn: statement.receivedOn,
    note: statement.note,
    staffId: statement.author.staffId,
    staffEmail: statement.author.email,
    recordedAt: ctx.now,
    online: statement.submitted !== undefined,
  });
  await sendWithdrawalReceipt(
    repositories,
    order,
    { receivedOn: statement.receivedOn, submitted: statement.submitted && { at: ctx.now, ...statement.submitted } },
    ctx,
  );
  await repositories.staff.audit({
    staffId: statement.author.staffId,
    staffEmail: statement.author.email,
    at: ctx.now,
    action: 'order.withdrawal',
    entity: 'order',
    entityId: orderId,
    before: null,
    after: statementAudit(statement.receivedOn, statement.note),
  });
}

/** A statement as its audit entries keep it: the day it came, the refund's last day, the note. */
export const statementAudit = (receivedOn: CalendarDay, note: string) => ({
  received_on: receivedOn,
  refund_deadline: withdrawalRefundDeadline(receivedOn),
  note,
});

/**
 * Queues the shopper's receipt of a statement (upk art. 31): the day it came,
 * the refund's last day, and its words and moment when made on the page.
 */
export async function sendWithdrawalReceipt(
  repositories: Repositories,
  order: OrderRow,
  receipt: {
    receivedOn: CalendarDay;
    submitted?: { at: Date; statement: string; message: string } | undefined;
    corrected?: boolean;
  },
  ctx: { now: Date; publicUrl: string; secret: string },
): Promise<void> {
  const mail = withdrawalReceivedEmail(
    {
      number: order.number,
      receivedOn: receipt.receivedOn,
      refundDeadline: withdrawalRefundDeadline(receipt.receivedOn),
      paidOnline: await repositories.payments.isOrderPaid(order.orderId),
      ...(receipt.submitted ? { submitted: receipt.submitted } : {}),
      ...(receipt.corrected ? { corrected: true } : {}),
    },
    {
      returnsPage: shopLink(ctx.publicUrl, `/${RETURNS_PAGE_SLUG}`),
      order: orderUrl({ publicUrl: ctx.publicUrl, secret: ctx.secret }, order.orderId),
    },
  );
  await repositories.outbox.enqueue([{ kind: 'order-withdrawal-received', to: order.email, ...mail }], ctx.now);
}

/**
 * Whether the shop's withdrawal function is open for an order as it stands
 * (core's `checkOnlineWithdrawal`; `.ok` is whether the order's page offers
 * "Odstąp od umowy tutaj"): the delivery's day is read only for an order
 * marked delivered.
 */
export async function onlineWithdrawal(repositories: Repositories, order: OrderRow, recorded: boolean, now: Date) {
  const deliveredAt = order.status === 'delivered' ? await repositories.orders.deliveredAt(order.orderId) : undefined;
  return checkOnlineWithdrawal({
    state: order.status,
    deliveredOn: deliveredAt ? shopCalendarDay(deliveredAt.getTime()) : null,
    today: shopCalendarDay(now.getTime()),
    recorded,
  });
}

/**
 * A shopper withdraws through the shop's own function, on the order's page
 * (directive 2011/83/EU art. 11a): with the order locked and the function
 * open, the statement is recorded as received today, the receipt with its
 * words and moment goes out at once, and the staff see the refund owed.
 */
export async function submitWithdrawal(
  repositories: Repositories,
  orderId: string,
  body: { name: string; message: string },
  ctx: { now: Date; publicUrl: string; secret: string },
): Promise<void> {
  const order = await repositories.orders.lock(orderId);
  if (!order) refuse({ code: 'order.not.found' });
  const recorded = (await repositories.withdrawals.ofOrder(orderId)) !== undefined;
  const checked = await onlineWithdrawal(repositories, order, recorded, ctx.now);
  if (!checked.ok) refuse(checked);
  const statement = withdrawalStatement(body.name, order.number);
  await writeWithdrawal(
    repositories,
    order,
    {
      receivedOn: shopCalendarDay(ctx.now.getTime()),
      note: [`Złożone na stronie sklepu: ${statement}`, body.message].filter(Boolean).join('\n'),
      author: { staffId: null, email: order.email },
      submitted: { statement, message: body.message },
    },
    ctx,
  );
}
