import type { AdminReturnBody } from '@manufaktura/contract';
import type { OrderState } from '@manufaktura/core';
import { checkReturn, returnRestocks, toPln, transitionOrder } from '@manufaktura/core';

import { returnReceivedEmail } from '../mail/templates/returns.ts';
import { orderUrl } from '../orders/place-order.ts';
import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { ReturnableOrderLine } from '../repositories/returns.ts';
import type { OrderStaffContext } from './orders.ts';
import { recordVersion } from './record-version.ts';

/**
 * The version a return must name: a digest of the order's state and what
 * came back of each line so far. The orders table keeps no version of its
 * own, and its `updated_at` also moves with a note; a return recorded over a
 * page that did not show the last one is refused, not added twice.
 */
export function returnVersion(status: OrderState, lines: readonly ReturnableOrderLine[]): string {
  return recordVersion({ status, returned: lines.map((line) => [line.orderLineId, line.returnedQuantity]) });
}

/** What the audit log keeps of an order around a return. */
const audited = (status: OrderState, lines: readonly ReturnableOrderLine[]) => ({
  status,
  returned: lines.map((line) => ({ name: line.name, quantity: line.returnedQuantity })),
});

export interface RecordedReturn {
  order: OrderRow;
  /** The slugs of the products that went back on sale: the shop shows their stock again. */
  restocked: string[];
}

/**
 * Records goods a customer sent back, in the caller's transaction with the
 * order's row locked (two returns at once are counted one after the other):
 * core's rule checks the state and that no line gets back more than was sold
 * minus what already came back; units fit for sale go back to stock with a
 * RETURN movement, the others are only recorded. When everything is back the
 * order moves to `returned` by the state machine; a partial return keeps its
 * state. The shopper is told by e-mail, the change is audited. The money is
 * refunded separately, by the order's refund (an online payment) or by transfer.
 */
export async function recordReturn(
  repositories: Repositories,
  orderId: string,
  body: AdminReturnBody,
  ctx: OrderStaffContext,
): Promise<RecordedReturn> {
  const before = await repositories.orders.lock(orderId);
  if (!before) refuse({ code: 'order.not.found' });
  const lines = await repositories.returns.lines(orderId);
  if (returnVersion(before.status, lines) !== body.version) refuse({ code: 'admin.version.conflict' });

  const checked = checkReturn(
    before.status,
    lines.map((line) => ({
      lineId: line.orderLineId,
      name: line.name,
      sold: line.quantity,
      returned: line.returnedQuantity,
      total: line.total,
    })),
    body.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity, condition: line.condition })),
  );
  if (!checked.ok) refuse(checked);

  if (checked.completesOrder && before.status !== 'returned') {
    const moved = transitionOrder(before.status, 'returned');
    if (!moved.ok) refuse(moved);
    await repositories.orders.move(orderId, before.status, moved.state, ctx.now);
  } else {
    await repositories.orders.annotate(orderId, {}, ctx.now);
  }
  const recorded = await repositories.returns.insert(
    {
      orderId,
      staffId: ctx.actor.staffId,
      staffEmail: ctx.actor.email,
      value: checked.value,
      note: body.note,
      createdAt: ctx.now,
    },
    checked.lines.map((line) => ({
      orderLineId: line.lineId,
      quantity: line.quantity,
      condition: line.condition,
      value: line.value,
    })),
  );

  const lineById = new Map(lines.map((line) => [line.orderLineId, line]));
  const back = new Map<string, number>();
  const restocked = new Set<string>();
  for (const line of checked.lines) {
    const { productId, slug } = lineById.get(line.lineId)!;
    // A product deleted since the sale has no stock to go back to: the return is recorded all the same.
    if (!returnRestocks(line.condition) || !productId) continue;
    back.set(productId, (back.get(productId) ?? 0) + line.quantity);
    if (slug) restocked.add(slug);
  }
  await repositories.stock.recordReturns(back, before.number, ctx.now);

  const came = new Map<string, number>();
  for (const line of checked.lines) {
    const name = lineById.get(line.lineId)!.name;
    came.set(name, (came.get(name) ?? 0) + line.quantity);
  }
  const mail = returnReceivedEmail(
    {
      number: before.number,
      lines: [...came].map(([name, quantity]) => ({ name, quantity })),
      paidOnline: await repositories.payments.isOrderPaid(orderId),
    },
    orderUrl({ publicUrl: ctx.publicUrl, secret: ctx.secret }, orderId),
  );
  await repositories.outbox.enqueue([{ kind: 'order-return-received', to: before.email, ...mail }], ctx.now);

  const after = (await repositories.orders.byId(orderId))!;
  await repositories.staff.audit({
    staffId: ctx.actor.staffId,
    staffEmail: ctx.actor.email,
    at: ctx.now,
    action: 'order.return',
    entity: 'order',
    entityId: orderId,
    before: audited(before.status, lines),
    after: {
      ...audited(after.status, await repositories.returns.lines(orderId)),
      return_id: recorded.returnId,
      lines: checked.lines.map((line) => ({
        name: lineById.get(line.lineId)!.name,
        quantity: line.quantity,
        condition: line.condition,
      })),
      value: toPln(checked.value),
    },
  });
  return { order: after, restocked: [...restocked] };
}
