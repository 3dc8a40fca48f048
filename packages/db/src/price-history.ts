import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';

import type { Database } from './client.ts';
import { priceHistory } from './schema/index.ts';

/** What decides a product's price over time: the regular price and an optional sale window. */
export interface PriceSchedule {
  nonSalePrice: number;
  salePrice: number | null;
  salePriceStart: Date | null;
  salePriceEnd: Date | null;
}

export interface PricePeriod {
  price: number;
  isPromo: boolean;
  validFrom: Date;
  validTo: Date | null;
}

/**
 * The periods a schedule puts in force from `from` on: the regular price,
 * broken by the sale window where it overlaps. The last period is open.
 */
export function schedulePeriods(schedule: PriceSchedule, from: Date): PricePeriod[] {
  const regular = (validFrom: Date, validTo: Date | null): PricePeriod => ({
    price: schedule.nonSalePrice,
    isPromo: false,
    validFrom,
    validTo,
  });
  const { salePrice, salePriceStart: start, salePriceEnd: end } = schedule;
  if (salePrice === null || !start || !end || end <= from || start >= end) return [regular(from, null)];

  const periods: PricePeriod[] = [];
  if (start > from) periods.push(regular(from, start));
  periods.push({ price: salePrice, isPromo: true, validFrom: start > from ? start : from, validTo: end });
  periods.push(regular(end, null));
  return periods;
}

/**
 * Records a new price schedule from `now` on. The past stays as it was (the
 * Omnibus notice depends on it); the period in force is closed at `now` and
 * planned future periods are replaced.
 */
export async function recordPriceSchedule(
  db: Database,
  productId: string,
  schedule: PriceSchedule,
  now: Date,
): Promise<void> {
  await db.delete(priceHistory).where(and(eq(priceHistory.productId, productId), gt(priceHistory.validFrom, now)));
  await db
    .update(priceHistory)
    .set({ validTo: now })
    .where(
      and(
        eq(priceHistory.productId, productId),
        lte(priceHistory.validFrom, now),
        or(isNull(priceHistory.validTo), gt(priceHistory.validTo, now)),
      ),
    );
  await db.insert(priceHistory).values(schedulePeriods(schedule, now).map((period) => ({ productId, ...period })));
}
