import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  calendarDayMs,
  DAY_MS,
  formatCalendarDay,
  isWithinWindow,
  shopCalendarDay,
  startOfShopDay,
  toMs,
  windowPosition,
} from './time.ts';

describe('toMs', () => {
  it.each([
    [new Date(5), 5],
    [7, 7],
    ['2026-11-21T10:00:00Z', Date.UTC(2026, 10, 21, 10)],
    ['', undefined],
    ['not a date', undefined],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
  ])('converts %j to %j', (input, expected) => {
    expect(toMs(input)).toBe(expected);
  });
});

describe('startOfShopDay', () => {
  it('returns Warsaw midnight in winter (UTC+1)', () => {
    expect(startOfShopDay(Date.UTC(2026, 0, 15, 12))).toBe(Date.UTC(2026, 0, 14, 23));
  });

  it('returns Warsaw midnight in summer (UTC+2)', () => {
    expect(startOfShopDay(Date.UTC(2026, 6, 15, 12))).toBe(Date.UTC(2026, 6, 14, 22));
  });

  it('treats 23:30 UTC in winter as the next Warsaw day', () => {
    expect(startOfShopDay(Date.UTC(2026, 0, 31, 23, 30))).toBe(Date.UTC(2026, 0, 31, 23));
  });

  it('counts calendar days across the spring DST change (a 23-hour day)', () => {
    const sunday = startOfShopDay(Date.UTC(2026, 2, 29, 12));
    expect(sunday).toBe(Date.UTC(2026, 2, 28, 23));
    const monday = startOfShopDay(Date.UTC(2026, 2, 29, 12), 1);
    expect(monday).toBe(Date.UTC(2026, 2, 29, 22));
    expect(monday - sunday).toBe(DAY_MS - 3_600_000);
  });

  it('goes back 30 calendar days across the month boundary', () => {
    expect(startOfShopDay(Date.UTC(2026, 2, 1, 12), -30)).toBe(Date.UTC(2026, 0, 29, 23));
  });
});

describe('shopCalendarDay', () => {
  it('names the day a Warsaw clock shows, not the UTC one', () => {
    expect(shopCalendarDay(Date.UTC(2026, 11, 31, 22, 59))).toBe('2026-12-31');
    expect(shopCalendarDay(Date.UTC(2026, 11, 31, 23, 0))).toBe('2027-01-01');
    expect(shopCalendarDay(Date.UTC(2026, 6, 14, 21, 59))).toBe('2026-07-14');
    expect(shopCalendarDay(Date.UTC(2026, 6, 14, 22, 0))).toBe('2026-07-15');
  });

  it('is the same day from its first instant to its last, in any season', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const start = startOfShopDay(ms);
        const next = startOfShopDay(ms, 1);
        expect(shopCalendarDay(start)).toBe(shopCalendarDay(ms));
        expect(shopCalendarDay(next - 1)).toBe(shopCalendarDay(ms));
        expect(shopCalendarDay(next)).not.toBe(shopCalendarDay(ms));
      }),
    );
  });
});

describe('calendar days', () => {
  it('knows a real day from text that only looks like one', () => {
    expect(calendarDayMs('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(calendarDayMs('2027-02-29')).toBeUndefined();
    expect(calendarDayMs('2026-13-01')).toBeUndefined();
    expect(calendarDayMs('2026-1-01')).toBeUndefined();
  });

  it('writes a day as Polish dates are written', () => {
    expect(formatCalendarDay('2026-12-02')).toBe('02.12.2026');
  });
});

describe('windowPosition', () => {
  const from = Date.parse('2026-11-27T00:00:00Z');
  const to = Date.parse('2026-11-30T23:59:59Z');

  it('opens strictly after the start and closes at the end', () => {
    expect(windowPosition({ from, to }, from - 1)).toBe('before');
    expect(windowPosition({ from, to }, from)).toBe('before');
    expect(windowPosition({ from, to }, from + 1)).toBe('open');
    expect(windowPosition({ from, to }, to - 1)).toBe('open');
    expect(windowPosition({ from, to }, to)).toBe('after');
  });

  it('leaves a missing side open, and reads dates as they come', () => {
    expect(isWithinWindow({ from: null, to }, 0)).toBe(true);
    expect(isWithinWindow({ from, to: undefined }, to * 2)).toBe(true);
    expect(isWithinWindow({}, from)).toBe(true);
    expect(isWithinWindow({ from: new Date(from).toISOString(), to: new Date(to) }, from + 1)).toBe(true);
  });

  it('agrees with a plain reading for any window and instant', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (a, b, now) => {
        const position = windowPosition({ from: a, to: b }, now);
        expect(position === 'open').toBe(a < now && now < b);
        if (now <= a) expect(position).toBe('before');
      }),
    );
  });
});
