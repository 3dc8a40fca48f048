import type { DomainError } from '../errors.ts';
import { fail } from '../errors.ts';
import type { Money } from '../money.ts';
import type { OrderState } from './state-machine.ts';

/**
 * What a returned unit came back as. Only a sealed, undamaged one goes back on
 * sale; an opened cosmetic cannot be sold again for hygiene reasons (upk art.
 * 38 pkt 5 lets the shop refuse it, but when the staff take it back anyway it
 * is recorded, not restocked), and a damaged one is recorded the same way.
 */
export const RETURN_CONDITIONS = ['RESALABLE', 'OPENED', 'DAMAGED'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Polish names of the conditions, as the back office shows them. */
export const RETURN_CONDITION_NAMES_PL: Readonly<Record<ReturnCondition, string>> = {
  RESALABLE: 'pełnowartościowy – wraca do sprzedaży',
  OPENED: 'otwarty – nie wraca do sprzedaży',
  DAMAGED: 'uszkodzony – nie wraca do sprzedaży',
};

/** Whether units that came back in `condition` go back on sale (a RETURN stock movement). */
export function returnRestocks(condition: ReturnCondition): boolean {
  return condition === 'RESALABLE';
}

/**
 * The states an order can take a return in: a parcel refused or not collected
 * (shipped), a withdrawal within 14 days (delivered, upk art. 27), and one
 * already marked returned whose goods are only now counted back.
 */
export const RETURNABLE_ORDER_STATES: readonly OrderState[] = ['shipped', 'delivered', 'returned'];

/** A line of an order as a return sees it: what was sold, what already came back, what it cost in all. */
export interface ReturnableLine {
  lineId: string;
  name: string;
  sold: number;
  returned: number;
  /** What the shopper paid for the whole line, every discount taken off (grosze). */
  total: Money;
}

/** One line of a return as the staff record it. A line may come twice, in two conditions. */
export interface ReturnRequestLine {
  lineId: string;
  quantity: number;
  condition: ReturnCondition;
}

export interface CheckedReturnLine extends ReturnRequestLine {
  /** The returned units' share of what the shopper paid for the line (grosze). */
  value: Money;
}

export type ReturnRefusal = DomainError<
  | 'order.return.state.invalid'
  | 'order.return.empty'
  | 'order.return.line.unknown'
  | 'order.return.quantity.invalid'
  | 'order.return.quantity.exceeded'
>;

export type ReturnCheck =
  { ok: true; lines: CheckedReturnLine[]; value: Money; completesOrder: boolean } | ({ ok: false } & ReturnRefusal);

/**
 * What `units` of a line of `sold` units are worth when `before` of them
 * already came back: the difference of two floored shares of the line's total.
 *
 * Why: a line's total is rarely a multiple of its units once a coupon is
 * prorated over it, and rounding each return on its own would lose or invent
 * a grosz. Taking shares of the running count, the returns of a line always
 * add up to exactly its total once every unit is back, in any split.
 */
export function returnedValue(total: Money, sold: number, before: number, units: number): Money {
  const share = (count: number) => {
    const scaled = total * count;
    return (scaled - (scaled % sold)) / sold;
  };
  return share(before + units) - share(before);
}

/**
 * Checks a return against the order: its state must take one, it must name
 * at least one unit, every line must be the order's, and no line may get back
 * more than was sold minus what already came back. The answer carries each
 * line's value and whether the order is then returned whole.
 */
export function checkReturn(
  state: OrderState,
  lines: readonly ReturnableLine[],
  request: readonly ReturnRequestLine[],
): ReturnCheck {
  if (!RETURNABLE_ORDER_STATES.includes(state)) {
    return { ok: false, ...fail('order.return.state.invalid', { state }) };
  }
  if (request.length === 0) return { ok: false, ...fail('order.return.empty') };
  const byId = new Map(lines.map((line) => [line.lineId, line]));
  const counted = new Map(lines.map((line) => [line.lineId, line.returned]));
  const checked: CheckedReturnLine[] = [];
  for (const wanted of request) {
    const line = byId.get(wanted.lineId);
    if (!line) return { ok: false, ...fail('order.return.line.unknown', { lineId: wanted.lineId }) };
    if (!Number.isSafeInteger(wanted.quantity) || wanted.quantity <= 0) {
      return { ok: false, ...fail('order.return.quantity.invalid', { name: line.name }) };
    }
    const before = counted.get(line.lineId)!;
    if (before + wanted.quantity > line.sold) {
      return { ok: false, ...fail('order.return.quantity.exceeded', { name: line.name, left: line.sold - before }) };
    }
    counted.set(line.lineId, before + wanted.quantity);
    checked.push({ ...wanted, value: returnedValue(line.total, line.sold, before, wanted.quantity) });
  }
  return {
    ok: true,
    lines: checked,
    value: checked.reduce((sum, line) => sum + line.value, 0),
    completesOrder: lines.every((line) => counted.get(line.lineId) === line.sold),
  };
}

/**
 * What the shop still owes the buyer for what came back: the returned goods'
 * value, and once everything is back also the delivery paid (upk art. 32; when
 * the buyer chose a dearer delivery than the cheapest standard one, art. 33
 * lets the staff keep the difference), less every refund already made. Never
 * below zero.
 */
export function returnRefundOwed(returns: {
  returnedValue: Money;
  shipping: Money;
  everythingReturned: boolean;
  refunded: Money;
}): Money {
  const owed = returns.returnedValue + (returns.everythingReturned ? returns.shipping : 0) - returns.refunded;
  return Math.max(0, owed);
}
