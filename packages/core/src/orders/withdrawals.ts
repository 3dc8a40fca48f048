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
  const received = calendarDayMs(statement.receivedOn);
  if (
    received === undefined ||
    received < calendarDayMs(statement.placedOn)! ||
    received > calendarDayMs(statement.today)!
  ) {
    return { ok: false, ...fail('order.withdrawal.date.invalid') };
  }
  return { ok: true };
}
