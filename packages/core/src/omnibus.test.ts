import { describe, expect, it } from 'vitest';

import type { PricePoint } from './omnibus.ts';
import { lowestPriceBeforeReduction, lowestPriceBetween, omnibusReferencePrice, omnibusWindow } from './omnibus.ts';

/** Noon Warsaw time (winter, UTC+1) on a day of November/December 2026 — or earlier via negative days. */
const day = (d: number, month = 10) => Date.UTC(2026, month, d, 11);

describe('omnibusWindow', () => {
  it('covers the 30 calendar days ending the day before the reduction', () => {
    const { from, to } = omnibusWindow(day(21));
    expect(to).toBe(Date.UTC(2026, 10, 20, 23));
    expect(from).toBe(Date.UTC(2026, 9, 21, 22)); // 22 Oct 00:00 CEST (summer time until 25 Oct)
  });
});

describe('lowestPriceBetween', () => {
  it('returns undefined when no price was in force', () => {
    expect(lowestPriceBetween([], 0, 10)).toBeUndefined();
  });
});

describe('lowestPriceBeforeReduction', () => {
  it('takes the minimum over every price in force in the window, earlier promotions included', () => {
    const history: PricePoint[] = [
      { price: 5999, validFrom: day(1, 8), validTo: day(1), isPromo: false },
      { price: 4999, validFrom: day(1), validTo: day(2), isPromo: true }, // one-day promotion
      { price: 5999, validFrom: day(2), validTo: day(21), isPromo: false },
      { price: 3999, validFrom: day(21), validTo: null, isPromo: true },
    ];
    expect(lowestPriceBeforeReduction(history, day(21))).toEqual({ lowestPrice: 4999, shortHistory: false });
  });

  it('ignores prices that ended before the window started', () => {
    const history: PricePoint[] = [
      { price: 1000, validFrom: day(1, 7), validTo: day(1, 8), isPromo: true },
      { price: 5999, validFrom: day(1, 8), validTo: day(21), isPromo: false },
    ];
    expect(lowestPriceBeforeReduction(history, day(21))?.lowestPrice).toBe(5999);
  });

  it('ignores the reduced price itself even on the day it starts', () => {
    const history: PricePoint[] = [
      { price: 5999, validFrom: day(1, 8), validTo: day(21), isPromo: false },
      { price: 3999, validFrom: day(21), isPromo: true },
    ];
    expect(lowestPriceBeforeReduction(history, day(21))?.lowestPrice).toBe(5999);
  });

  it('uses every price since first listing for a product sold for fewer than 30 days', () => {
    const history: PricePoint[] = [
      { price: 6999, validFrom: day(10), validTo: day(15), isPromo: false },
      { price: 6499, validFrom: day(15), validTo: day(21), isPromo: false },
    ];
    expect(lowestPriceBeforeReduction(history, day(21))).toEqual({ lowestPrice: 6499, shortHistory: true });
  });

  it('falls back to the prices earlier the same day for a product listed on the reduction day', () => {
    const history: PricePoint[] = [
      { price: 6999, validFrom: day(21) - 3_600_000, validTo: day(21), isPromo: false },
      { price: 4999, validFrom: day(21), isPromo: true },
    ];
    expect(lowestPriceBeforeReduction(history, day(21))).toEqual({ lowestPrice: 6999, shortHistory: true });
  });

  it('returns undefined when there is no earlier price at all', () => {
    expect(lowestPriceBeforeReduction([{ price: 4999, validFrom: day(21), isPromo: true }], day(21))).toBeUndefined();
  });
});

describe('omnibusReferencePrice', () => {
  const regular: PricePoint = { price: 5999, validFrom: day(1, 8), validTo: day(1), isPromo: false };

  it('returns undefined when the current price is not a reduction', () => {
    expect(omnibusReferencePrice([{ ...regular, validTo: null }], day(21))).toBeUndefined();
  });

  it('returns undefined when no price is in force', () => {
    expect(omnibusReferencePrice([regular], day(21))).toBeUndefined();
    expect(omnibusReferencePrice([], day(21))).toBeUndefined();
  });

  it('keeps the reference computed at the start of a promotion lasting more than 30 days', () => {
    const history: PricePoint[] = [
      regular,
      { price: 3999, validFrom: day(1), validTo: day(20, 11), isPromo: true },
      // same terms recorded again (e.g. re-saved in the admin): still one reduction
      { price: 3999, validFrom: day(20, 11), validTo: null, isPromo: true },
    ];
    expect(omnibusReferencePrice(history, day(28, 11))).toEqual({
      reductionStart: day(1),
      lowestPrice: 5999,
      shortHistory: false,
    });
  });

  it('treats a deeper step of a progressive reduction as a new reduction including the earlier promo price', () => {
    const history: PricePoint[] = [
      regular,
      { price: 4999, validFrom: day(1), validTo: day(11), isPromo: true },
      { price: 3999, validFrom: day(11), validTo: null, isPromo: true },
    ];
    expect(omnibusReferencePrice(history, day(15))).toEqual({
      reductionStart: day(11),
      lowestPrice: 4999,
      shortHistory: false,
    });
  });

  it('starts a new reduction after a gap in the history', () => {
    const history: PricePoint[] = [
      { price: 5999, validFrom: day(1, 8), validTo: day(5), isPromo: false },
      { price: 3999, validFrom: day(5), validTo: day(6), isPromo: true },
      { price: 3999, validFrom: day(7), validTo: null, isPromo: true },
    ];
    expect(omnibusReferencePrice(history, day(15))?.reductionStart).toBe(day(7));
  });

  it('returns undefined for a reduction with no earlier price', () => {
    expect(omnibusReferencePrice([{ price: 3999, validFrom: day(1), isPromo: true }], day(2))).toBeUndefined();
  });

  it('does not depend on the order of the history rows', () => {
    const history: PricePoint[] = [
      { price: 3999, validFrom: day(11), validTo: null, isPromo: true },
      regular,
      { price: 4999, validFrom: day(1), validTo: day(11), isPromo: true },
    ];
    expect(omnibusReferencePrice(history, day(15))?.lowestPrice).toBe(4999);
  });
});
