import type { DomainError } from '../errors.ts';
import { fail } from '../errors.ts';
import type { CalendarDay } from '../time.ts';
import { addCalendarDays, calendarDayMs, calendarDaysBetween } from '../time.ts';
import { RETURNABLE_ORDER_STATES } from './returns.ts';
import type { OrderState } from './state-machine.ts';

/**
 * Days the shop has to return the money once a withdrawal statement reaches
 * it (upk art. 32 ust. 1), counted in calendar days from the day it came.
 */
export const WITHDRAWAL_REFUND_DAYS = 14;

/** From this many days before the refund's deadline the back office warns of it. */
export const WITHDRAWAL_REFUND_WARN_DAYS = 3;

/** The last day the money may be returned on for a statement received on `receivedOn` (upk art. 32). */
export function withdrawalRefundDeadline(receivedOn: CalendarDay): CalendarDay {
  return addCalendarDays(receivedOn, WITHDRAWAL_REFUND_DAYS);
}

/**
 * Where a refund owed after a withdrawal stands on `today`: `overdue` after
 * its last day, `due` from `WITHDRAWAL_REFUND_WARN_DAYS` before it to the day
 * itself, `open` before that; `daysLeft` is negative once it is over.
 */
export function withdrawalRefundUrgency(
  receivedOn: CalendarDay,
  today: CalendarDay,
): { deadline: CalendarDay; daysLeft: number; urgency: 'open' | 'due' | 'overdue' } {
  const deadline = withdrawalRefundDeadline(receivedOn);
  const daysLeft = calendarDaysBetween(today, deadline);
  const urgency = daysLeft < 0 ? 'overdue' : daysLeft <= WITHDRAWAL_REFUND_WARN_DAYS ? 'due' : 'open';
  return { deadline, daysLeft, urgency };
}

export type WithdrawalRefusal = DomainError<
  'order.withdrawal.state.invalid' | 'order.withdrawal.date.invalid' | 'order.withdrawal.exists'
>;

/**
 * Checks a withdrawal statement as the staff record it: one per order, for an
 * order whose goods left the shop (the states a return is taken in), and
 * received on a real day neither before the order was placed nor after today.
 */
export function checkWithdrawal(statement: {
  state: OrderState;
  receivedOn: CalendarDay;
  placedOn: CalendarDay;
  today: CalendarDay;
  recorded: boolean;
}): { ok: true } | ({ ok: false } & WithdrawalRefusal) {
  if (statement.recorded) return { ok: false, ...fail('order.withdrawal.exists') };
  if (!RETURNABLE_ORDER_STATES.includes(statement.state)) {
    return { ok: false, ...fail('order.withdrawal.state.invalid', { state: statement.state }) };
  }
  return checkReceivedOn(statement);
}

/** A statement's day: a real one, neither before the order was placed nor after today. */
function checkReceivedOn(day: {
  receivedOn: CalendarDay;
  placedOn: CalendarDay;
  today: CalendarDay;
}): { ok: true } | ({ ok: false } & DomainError<'order.withdrawal.date.invalid'>) {
  const received = calendarDayMs(day.receivedOn);
  if (received === undefined || received < calendarDayMs(day.placedOn)! || received > calendarDayMs(day.today)!) {
    return { ok: false, ...fail('order.withdrawal.date.invalid') };
  }
  return { ok: true };
}

export type WithdrawalCorrectionRefusal = DomainError<
  'order.withdrawal.refund.recorded' | 'order.withdrawal.online' | 'order.withdrawal.date.invalid'
>;

/**
 * Checks a correction of a statement the staff wrote down (a day or a note
 * typed wrong): only while its refund is owed, since the day sets the
 * refund's last day, and never for one the shopper made on the shop's page,
 * whose moment the shop itself recorded. The day obeys the same rule as when
 * it was first written.
 */
export function checkWithdrawalCorrection(correction: {
  recorded: { online: boolean; refunded: boolean };
  receivedOn: CalendarDay;
  placedOn: CalendarDay;
  today: CalendarDay;
}): { ok: true } | ({ ok: false } & WithdrawalCorrectionRefusal) {
  const { recorded } = correction;
  if (recorded.refunded) return { ok: false, ...fail('order.withdrawal.refund.recorded') };
  if (recorded.online) return { ok: false, ...fail('order.withdrawal.online') };
  return checkReceivedOn(correction);
}

/**
 * Days a shopper has to withdraw without giving a reason, counted from the
 * day they took possession of the goods (upk art. 27 and 28).
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * Whether a shopper may withdraw through the shop's own withdrawal function
 * (its order page and account; directive 2011/83/EU art. 11a): once the goods
 * have left the shop (a shopper may withdraw before they arrive, art. 27), up
 * to `WITHDRAWAL_PERIOD_DAYS` after the day the delivery was recorded, and
 * only until a statement is on the order. `deliveredOn` is null while the
 * delivery's day is not known: the function then stays open, since offering
 * it too long harms no one and closing it too soon would.
 */
export function checkOnlineWithdrawal(order: {
  state: OrderState;
  deliveredOn: CalendarDay | null;
  today: CalendarDay;
  recorded: boolean;
}): { ok: true } | ({ ok: false } & DomainError<'order.withdrawal.exists' | 'order.withdrawal.closed'>) {
  if (order.recorded) return { ok: false, ...fail('order.withdrawal.exists') };
  const open =
    order.state === 'shipped' ||
    (order.state === 'delivered' &&
      (order.deliveredOn === null || calendarDaysBetween(order.deliveredOn, order.today) <= WITHDRAWAL_PERIOD_DAYS));
  return open ? { ok: true } : { ok: false, ...fail('order.withdrawal.closed') };
}

/** A shopper's statement of withdrawal in the model form's words (upk annex 2), as the shop's function makes it. */
export function withdrawalStatement(name: string, orderNumber: string): string {
  return `Ja, ${name}, niniejszym informuję o odstąpieniu od umowy sprzedaży zawartej zamówieniem ${orderNumber}.`;
}
