import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addCalendarDays, calendarDaysBetween } from '../time.ts';
import { RETURNABLE_ORDER_STATES } from './returns.ts';
import { ORDER_STATES } from './state-machine.ts';
import {
  checkOnlineWithdrawal,
  checkWithdrawal,
  checkWithdrawalCorrection,
  WITHDRAWAL_PERIOD_DAYS,
  WITHDRAWAL_REFUND_DAYS,
  WITHDRAWAL_REFUND_WARN_DAYS,
  withdrawalRefundDeadline,
  withdrawalRefundUrgency,
} from './withdrawals.ts';

/** Any real day from 2000 to 2099, as `YYYY-MM-DD`. */
const calendarDay = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('withdrawalRefundDeadline', () => {
  it('is 14 calendar days after the statement came, across months, years and leap days', () => {
    expect(withdrawalRefundDeadline('2026-11-28')).toBe('2026-12-12');
    expect(withdrawalRefundDeadline('2026-12-20')).toBe('2027-01-03');
    expect(withdrawalRefundDeadline('2028-02-20')).toBe('2028-03-05');
    expect(withdrawalRefundDeadline('2027-02-20')).toBe('2027-03-06');
  });

  it('does not move with the clock change: the last Sunday of March or October is a day like any other', () => {
    expect(withdrawalRefundDeadline('2026-03-20')).toBe('2026-04-03');
    expect(withdrawalRefundDeadline('2026-10-20')).toBe('2026-11-03');
  });

  it('always lies exactly WITHDRAWAL_REFUND_DAYS days later, and going back finds the day again', () => {
    fc.assert(
      fc.property(calendarDay, (day) => {
        const deadline = withdrawalRefundDeadline(day);
        expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(calendarDaysBetween(day, deadline)).toBe(WITHDRAWAL_REFUND_DAYS);
        expect(addCalendarDays(deadline, -WITHDRAWAL_REFUND_DAYS)).toBe(day);
      }),
    );
  });

  it('refuses text that is no real day rather than guess one', () => {
    expect(() => withdrawalRefundDeadline('2026-02-30')).toThrow(RangeError);
    expect(() => withdrawalRefundDeadline('28.11.2026')).toThrow(RangeError);
  });
});

describe('withdrawalRefundUrgency', () => {
  it('warns from three days before the deadline and tells once it has passed', () => {
    const received = '2026-11-28';
    expect(withdrawalRefundUrgency(received, '2026-11-28')).toEqual({
      deadline: '2026-12-12',
      daysLeft: 14,
      urgency: 'open',
    });
    expect(withdrawalRefundUrgency(received, '2026-12-08').urgency).toBe('open');
    expect(withdrawalRefundUrgency(received, '2026-12-09')).toMatchObject({ daysLeft: 3, urgency: 'due' });
    expect(withdrawalRefundUrgency(received, '2026-12-12')).toMatchObject({ daysLeft: 0, urgency: 'due' });
    expect(withdrawalRefundUrgency(received, '2026-12-13')).toMatchObject({ daysLeft: -1, urgency: 'overdue' });
  });

  it('counts down one a day and grows more urgent, never less', () => {
    const rank = { open: 0, due: 1, overdue: 2 } as const;
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -30, max: 60 }), (received, offset) => {
        const today = addCalendarDays(received, offset);
        const now = withdrawalRefundUrgency(received, today);
        const tomorrow = withdrawalRefundUrgency(received, addCalendarDays(today, 1));
        expect(now.daysLeft).toBe(WITHDRAWAL_REFUND_DAYS - offset);
        expect(tomorrow.daysLeft).toBe(now.daysLeft - 1);
        expect(rank[tomorrow.urgency]).toBeGreaterThanOrEqual(rank[now.urgency]);
        expect(now.urgency === 'overdue').toBe(now.daysLeft < 0);
        expect(now.urgency === 'open').toBe(now.daysLeft > WITHDRAWAL_REFUND_WARN_DAYS);
      }),
    );
  });
});

describe('checkWithdrawal', () => {
  const statement = {
    state: 'delivered' as const,
    receivedOn: '2026-11-20',
    placedOn: '2026-11-10',
    today: '2026-11-28',
    recorded: false,
  };

  it('takes a statement received between the order and today, for an order whose goods left', () => {
    expect(checkWithdrawal(statement)).toEqual({ ok: true });
    expect(checkWithdrawal({ ...statement, receivedOn: '2026-11-10' })).toEqual({ ok: true });
    expect(checkWithdrawal({ ...statement, receivedOn: '2026-11-28' })).toEqual({ ok: true });
  });

  it.each([
    ['a day before the order', { receivedOn: '2026-11-09' }, 'order.withdrawal.date.invalid'],
    ['tomorrow', { receivedOn: '2026-11-29' }, 'order.withdrawal.date.invalid'],
    ['no real day', { receivedOn: '2026-11-31' }, 'order.withdrawal.date.invalid'],
    ['not a day at all', { receivedOn: 'wczoraj' }, 'order.withdrawal.date.invalid'],
    ['an order still to be packed', { state: 'confirmed' as const }, 'order.withdrawal.state.invalid'],
    ['a cancelled order', { state: 'cancelled' as const }, 'order.withdrawal.state.invalid'],
    ['a second statement', { recorded: true }, 'order.withdrawal.exists'],
  ])('refuses %s', (_, change, code) => {
    expect(checkWithdrawal({ ...statement, ...change })).toMatchObject({ ok: false, code });
  });

  it('accepts exactly the states a return is taken in and the days from the order to today', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATES),
        calendarDay,
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: -5, max: 95 }),
        fc.boolean(),
        (state, placedOn, age, receivedAfter, recorded) => {
          const today = addCalendarDays(placedOn, age);
          const receivedOn = addCalendarDays(placedOn, receivedAfter);
          const checked = checkWithdrawal({ state, receivedOn, placedOn, today, recorded });
          const expected =
            !recorded && RETURNABLE_ORDER_STATES.includes(state) && receivedAfter >= 0 && receivedAfter <= age;
          expect(checked.ok).toBe(expected);
        },
      ),
    );
  });
});

describe('checkWithdrawalCorrection', () => {
  const correction = {
    recorded: { online: false, refunded: false },
    receivedOn: '2026-11-19',
    placedOn: '2026-11-10',
    today: '2026-11-28',
  };

  it('moves a statement the staff wrote down to another day from the order to today', () => {
    expect(checkWithdrawalCorrection(correction)).toEqual({ ok: true });
    expect(checkWithdrawalCorrection({ ...correction, receivedOn: '2026-11-10' })).toEqual({ ok: true });
    expect(checkWithdrawalCorrection({ ...correction, receivedOn: '2026-11-28' })).toEqual({ ok: true });
  });

  it.each([
    [
      'a statement whose refund is made',
      { recorded: { online: false, refunded: true } },
      'order.withdrawal.refund.recorded',
    ],
    ['a statement made on the shop’s page', { recorded: { online: true, refunded: false } }, 'order.withdrawal.online'],
    ['a day before the order', { receivedOn: '2026-11-09' }, 'order.withdrawal.date.invalid'],
    ['tomorrow', { receivedOn: '2026-11-29' }, 'order.withdrawal.date.invalid'],
    ['no real day', { receivedOn: '2026-02-30' }, 'order.withdrawal.date.invalid'],
  ])('refuses %s', (_, change, code) => {
    expect(checkWithdrawalCorrection({ ...correction, ...change })).toMatchObject({ ok: false, code });
  });

  it('accepts exactly an owed statement the staff wrote, moved to a day from the order to today', () => {
    fc.assert(
      fc.property(
        fc.record({ online: fc.boolean(), refunded: fc.boolean() }),
        calendarDay,
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: -5, max: 95 }),
        (recorded, placedOn, age, receivedAfter) => {
          const today = addCalendarDays(placedOn, age);
          const receivedOn = addCalendarDays(placedOn, receivedAfter);
          const checked = checkWithdrawalCorrection({ recorded, receivedOn, placedOn, today });
          const expected = !recorded.online && !recorded.refunded && receivedAfter >= 0 && receivedAfter <= age;
          expect(checked.ok).toBe(expected);
        },
      ),
    );
  });
});

describe('checkOnlineWithdrawal', () => {
  const refusal = (order: Parameters<typeof checkOnlineWithdrawal>[0]) => {
    const checked = checkOnlineWithdrawal(order);
    return checked.ok ? null : checked.code;
  };

  it('is open once the goods left, to the 14th day after the delivery, and closed a day later', () => {
    const base = { deliveredOn: '2026-11-20', recorded: false };
    expect(refusal({ ...base, state: 'shipped', deliveredOn: null, today: '2026-11-18' })).toBeNull();
    expect(refusal({ ...base, state: 'delivered', today: '2026-11-20' })).toBeNull();
    expect(refusal({ ...base, state: 'delivered', today: '2026-12-04' })).toBeNull();
    expect(refusal({ ...base, state: 'delivered', today: '2026-12-05' })).toBe('order.withdrawal.closed');
    expect(refusal({ ...base, state: 'delivered', deliveredOn: null, today: '2027-06-01' })).toBeNull();
    expect(refusal({ ...base, state: 'delivered', today: '2026-11-25', recorded: true })).toBe(
      'order.withdrawal.exists',
    );
  });

  it('holds for any day: open in the period after the delivery, closed after it, never before the goods left', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATES),
        calendarDay,
        fc.integer({ min: -30, max: 400 }),
        fc.boolean(),
        (state, deliveredOn, daysAfter, recorded) => {
          const today = addCalendarDays(deliveredOn, daysAfter);
          const checked = checkOnlineWithdrawal({ state, deliveredOn, today, recorded });
          const inPeriod = daysAfter <= WITHDRAWAL_PERIOD_DAYS;
          const open = !recorded && (state === 'shipped' || (state === 'delivered' && inPeriod));
          expect(checked.ok).toBe(open);
          if (recorded) expect(checked).toMatchObject({ code: 'order.withdrawal.exists' });
          // Wherever the shop's function is open, the staff could record the same statement.
          if (open) expect(RETURNABLE_ORDER_STATES).toContain(state);
        },
      ),
    );
  });
});
