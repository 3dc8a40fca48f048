import { describe, expect, it } from 'vitest';
import { DAY_MS, startOfShopDay, toMs } from './time.ts';

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
