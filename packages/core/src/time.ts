import { SHOP_TIME_ZONE } from './constants.ts';

/** A point in time as it arrives from JSON or the database: Date, ms timestamp or ISO string. */
export type DateInput = Date | number | string;

/** Converts a DateInput to ms; returns undefined for missing or unparsable values (treated as "not set"). */
export function toMs(value: DateInput | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

export const DAY_MS = 86_400_000;

/** A stretch of time with a start and an end; a side that is null or missing is open. */
export interface TimeWindow {
  from?: DateInput | null;
  to?: DateInput | null;
}

/**
 * Where `now` stands against a window, by the shop's one boundary convention for every
 * window it has (a sale, an automatic promotion, a coupon, the top bar's promotion): a
 * window is open strictly between its ends, so at the very instant of its start it has
 * not begun and at the instant of its end it is over.
 */
export function windowPosition(window: TimeWindow, now: DateInput): 'before' | 'open' | 'after' {
  const t = toMs(now) ?? Number.NaN;
  const from = toMs(window.from);
  const to = toMs(window.to);
  if (from !== undefined && !(from < t)) return 'before';
  if (to !== undefined && !(t < to)) return 'after';
  return 'open';
}

/** True when `now` is strictly inside the window (see `windowPosition`). */
export function isWithinWindow(window: TimeWindow, now: DateInput): boolean {
  return windowPosition(window, now) === 'open';
}

/**
 * A date formatter in the shop's time zone, made on first use and kept. The first one a browser
 * makes loads the zone's data, about 25 ms of a phone's main thread (100 ms under Lighthouse's 4×
 * slowdown): made when a module loads, every page paid it while starting, though most pages
 * format no date in the browser.
 */
export function shopDateFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE }));
}

const partsFormat = shopDateFormat('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Wall-clock parts of an instant in shop time. */
function shopParts(ms: number): { y: number; m: number; d: number; offsetMs: number } {
  const parts = new Map(
    partsFormat()
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) as number;
  const y = part('year');
  const m = part('month');
  const d = part('day');
  const wall = Date.UTC(y, m - 1, d, part('hour'), part('minute'), part('second'));
  const offsetMs = wall - (ms - (((ms % 1000) + 1000) % 1000));
  return { y, m, d, offsetMs };
}

/** Instant of midnight in shop time for a calendar date (handles the DST switch by re-checking the offset). */
function shopMidnight(y: number, m: number, d: number): number {
  const utcMidnight = Date.UTC(y, m - 1, d);
  let guess = utcMidnight - shopParts(utcMidnight).offsetMs;
  guess = utcMidnight - shopParts(guess).offsetMs;
  return guess;
}

/**
 * Start of the shop-time calendar day containing `ms`, shifted by `days` calendar days.
 * Why not `ms - n * DAY_MS`: around the DST change a calendar day lasts 23 or 25 hours, and
 * Omnibus counts calendar days in Poland.
 */
export function startOfShopDay(ms: number, days = 0): number {
  const { y, m, d } = shopParts(ms);
  return shopMidnight(y, m, d + days);
}

/** A calendar day as `YYYY-MM-DD`, the shape a date input and PostgreSQL's `date` both use. */
export type CalendarDay = string;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the day's UTC midnight, or undefined for text that is no real day (2026-02-30). */
export function calendarDayMs(day: CalendarDay): number | undefined {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms : undefined;
}

/** The shop-time calendar day of an instant (the day a Polish clock on the wall shows). */
export function shopCalendarDay(ms: number): CalendarDay {
  const { y, m, d } = shopParts(ms);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `day` moved by `days` calendar days. Days have no time zone, so no clock change can shift them. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const ms = calendarDayMs(day);
  if (ms === undefined) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`: negative when `to` comes first. */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  const a = calendarDayMs(from);
  const b = calendarDayMs(to);
  if (a === undefined || b === undefined) throw new RangeError(`Not calendar days: ${from}, ${to}`);
  return Math.round((b - a) / DAY_MS);
}

/** A calendar day as Polish dates are written: `dd.mm.rrrr`. */
export function formatCalendarDay(day: CalendarDay): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
