import { describe, expect, it } from 'vitest';

import { NBSP } from './money.ts';
import type { ProductPrices } from './prices.ts';
import {
  bundleComponentPrice,
  discountPercent,
  effectivePrice,
  isOnSale,
  priceDisplay,
  productBadges,
} from './prices.ts';

const start = Date.UTC(2026, 10, 1);
const end = Date.UTC(2026, 10, 30);
const onSale: ProductPrices = {
  non_sale_price: 4999,
  sale_price: 3999,
  sale_price_start: start,
  sale_price_end: end,
};
const nb = (s: string) => s.replaceAll(' ', NBSP);

describe('isOnSale', () => {
  it.each([
    ['one ms after start', start + 1, true],
    ['in the middle', Date.UTC(2026, 10, 15), true],
    ['one ms before end', end - 1, true],
    ['exactly at start', start, false],
    ['exactly at end', end, false],
    ['before start', start - 1, false],
    ['after end', end + 1, false],
  ])('is %s → %s (strictly between start and end)', (_label, now, expected) => {
    expect(isOnSale(onSale, now)).toBe(expected);
    expect(isOnSale(onSale, new Date(now))).toBe(expected);
  });

  it.each([
    ['sale_price missing', { ...onSale, sale_price: undefined }],
    ['sale_price null', { ...onSale, sale_price: null }],
    ['start missing', { ...onSale, sale_price_start: null }],
    ['end missing', { ...onSale, sale_price_end: undefined }],
    ['start unparsable', { ...onSale, sale_price_start: 'soon' }],
  ])('is false when %s', (_label, prices) => {
    expect(isOnSale(prices, Date.UTC(2026, 10, 15))).toBe(false);
  });

  it('accepts ISO strings from JSON', () => {
    const prices = { ...onSale, sale_price_start: '2026-11-01T00:00:00Z', sale_price_end: '2026-11-30T00:00:00Z' };
    expect(isOnSale(prices, Date.UTC(2026, 10, 15))).toBe(true);
  });

  it('treats a sale price of 0 as present (a free sample is still a sale)', () => {
    expect(isOnSale({ ...onSale, sale_price: 0 }, Date.UTC(2026, 10, 15))).toBe(true);
  });
});

describe('effectivePrice', () => {
  it('is the sale price inside the window and the regular price outside', () => {
    expect(effectivePrice(onSale, Date.UTC(2026, 10, 15))).toBe(3999);
    expect(effectivePrice(onSale, end)).toBe(4999);
  });
});

describe('productBadges', () => {
  it.each([
    ['NEW', false, ['NOWOŚĆ!']],
    ['NEW', true, ['NOWOŚĆ!', 'PROMOCJA']],
    ['BESTSELLER', false, ['BESTSELLER']],
    ['Hit lata', true, ['Hit lata', 'PROMOCJA']],
    [null, true, ['PROMOCJA']],
    ['  ', false, []],
    [undefined, false, []],
  ])('label %j with sale=%s shows %j', (label, sale, badges) => {
    expect(productBadges(label, sale)).toEqual(badges);
  });
});

describe('priceDisplay', () => {
  const full = { price: 4999, sale: true, sale_price: 3999, least_price: 3599 };

  it('renders nothing without a price', () => {
    expect(priceDisplay({ price: null }, 'product')).toBeNull();
    expect(priceDisplay({}, 'product')).toBeNull();
  });

  it('shows the regular price alone when not on sale', () => {
    expect(priceDisplay({ price: 4999, sale: false, sale_price: 3999, least_price: 3599 }, 'product')).toEqual({
      regular: nb('49,99 zł'),
    });
  });

  it('shows the sale price only with both the sale flag and a sale price', () => {
    expect(priceDisplay({ price: 4999, sale: true }, 'product')).toEqual({ regular: nb('49,99 zł') });
    expect(priceDisplay({ price: 4999, sale: true, sale_price: 3999 }, 'home')).toEqual({
      regular: nb('49,99 zł'),
      salePrice: nb('39,99 zł'),
    });
  });

  it.each(['product', 'category'] as const)('shows the 30-day lowest price notice on the %s page', (context) => {
    expect(priceDisplay(full, context)?.lowestPriceNotice).toBe(
      `Najniższa cena z 30 dni przed obniżką: ${nb('35,99 zł')}`,
    );
  });

  it.each(['home', 'cart', 'search', 'other'] as const)('hides the notice on the %s page', (context) => {
    expect(priceDisplay(full, context)?.lowestPriceNotice).toBeUndefined();
  });

  it('hides the notice without a least price', () => {
    expect(priceDisplay({ ...full, least_price: null }, 'product')?.lowestPriceNotice).toBeUndefined();
  });
});

describe('bundleComponentPrice', () => {
  it.each([
    [4999, 0, 4999],
    [4999, 1, 0],
    [4999, 0.15, 4249],
    [1000, 0.333, 667],
    [1001, 0.5, 501],
  ])('price %i with discount %d is %i', (unit, pct, expected) => {
    expect(bundleComponentPrice(unit, pct)).toBe(expected);
  });

  it.each([-0.1, 1.5, Number.NaN])('rejects a discount of %d', (pct) => {
    expect(() => bundleComponentPrice(1000, pct)).toThrow(RangeError);
  });
});

describe('discountPercent', () => {
  it.each([
    [3999, 4999, 20],
    [5000, 4999, 0],
    [4999, 4999, 0],
    [0, 4999, 100],
    [100, 0, 0],
  ])('current %i against reference %i is -%i %%', (current, reference, pct) => {
    expect(discountPercent(current, reference)).toBe(pct);
  });
});
