import { OMNIBUS_DAYS } from './constants.ts';
import type { Money } from './money.ts';
import { startOfShopDay } from './time.ts';

/**
 * One row of the append-only price history (reference §2 data model): the gross price in force
 * from `validFrom` (inclusive) to `validTo` (exclusive; null/undefined = still in force), ms timestamps.
 */
export interface PricePoint {
  price: Money;
  validFrom: number;
  validTo?: number | null;
  isPromo: boolean;
}

/** Omnibus reference for a running reduction. */
export interface OmnibusReference {
  /** When the current reduction (or its latest deeper step) began. */
  reductionStart: number;
  /** Lowest price in force during the window before it; show as "Najniższa cena z 30 dni przed obniżką". */
  lowestPrice: Money;
  /** True when the product was listed for less than the full window before the reduction. */
  shortHistory: boolean;
}

function inForceDuring(point: PricePoint, from: number, to: number): boolean {
  const end = point.validTo ?? Number.POSITIVE_INFINITY;
  return point.validFrom < to && end > from;
}

function byValidFrom(a: PricePoint, b: PricePoint): number {
  return a.validFrom - b.validFrom;
}

/**
 * The Omnibus window for a reduction starting at `reductionStart`: the 30 calendar days (shop time)
 * ending on the day before the reduction (UOKiK 2023, reference §2). `to` is exclusive.
 */
export function omnibusWindow(reductionStart: number): { from: number; to: number } {
  return { from: startOfShopDay(reductionStart, -OMNIBUS_DAYS), to: startOfShopDay(reductionStart) };
}

/** Lowest price in force at any moment of [from, to), promotional prices included; undefined if none. */
export function lowestPriceBetween(history: readonly PricePoint[], from: number, to: number): Money | undefined {
  let lowest: Money | undefined;
  for (const point of history) {
    if (inForceDuring(point, from, to) && (lowest === undefined || point.price < lowest)) lowest = point.price;
  }
  return lowest;
}

/**
 * Lowest price in the 30 days before a reduction starting at `reductionStart`.
 * Products listed for less than 30 days use every price since first listing (the window simply has
 * fewer rows). If the product was first listed on the very day of the reduction, the calendar window
 * is empty, so the prices in force from first listing up to the reduction are used instead.
 */
export function lowestPriceBeforeReduction(
  history: readonly PricePoint[],
  reductionStart: number,
): { lowestPrice: Money; shortHistory: boolean } | undefined {
  const { from, to } = omnibusWindow(reductionStart);
  const firstListed = history.reduce((min, p) => Math.min(min, p.validFrom), Number.POSITIVE_INFINITY);
  const shortHistory = firstListed > from;
  const inWindow = lowestPriceBetween(history, from, to);
  if (inWindow !== undefined) return { lowestPrice: inWindow, shortHistory };
  const sameDay = lowestPriceBetween(history, to, reductionStart);
  return sameDay === undefined ? undefined : { lowestPrice: sameDay, shortHistory };
}

/**
 * The Omnibus reference price to show at `now`, or undefined when no reduction is running.
 * - A promotion that keeps the same price keeps the reference computed at its start, however long
 *   it lasts (rows with the same promo price back to back count as one reduction).
 * - Progressive reductions: Poland has not adopted the EU exception (reference §2, safe rule), so
 *   every change of the promotional price starts a new reduction whose window includes the earlier
 *   promo prices.
 */
export function omnibusReferencePrice(history: readonly PricePoint[], now: number): OmnibusReference | undefined {
  const sorted = [...history].sort(byValidFrom);
  const currentIndex = sorted.findLastIndex((p) => p.validFrom <= now && (p.validTo ?? Infinity) > now);
  const current = sorted[currentIndex];
  if (!current || !current.isPromo) return undefined;
  let startIndex = currentIndex;
  for (let i = currentIndex - 1; i >= 0; i -= 1) {
    const previous = sorted[i] as PricePoint;
    const next = sorted[i + 1] as PricePoint;
    const contiguous =
      previous.validTo === null || previous.validTo === undefined || previous.validTo >= next.validFrom;
    if (!previous.isPromo || previous.price !== current.price || !contiguous) break;
    startIndex = i;
  }
  const reductionStart = (sorted[startIndex] as PricePoint).validFrom;
  const before = lowestPriceBeforeReduction(sorted, reductionStart);
  return before === undefined ? undefined : { reductionStart, ...before };
}
