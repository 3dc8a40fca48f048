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

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
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
  const parts = new Map(partsFormat.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
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
