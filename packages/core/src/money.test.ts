import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  divideRounded,
  formatAmount,
  formatMoney,
  fromPln,
  grossFromNet,
  NBSP,
  netFromGross,
  parseMoney,
  percentOf,
  toPln,
  vatFromGross,
} from './money.ts';

const money = fc.integer({ min: -1e12, max: 1e12 });

describe('formatMoney', () => {
  it.each([
    [0, '0,00 zł'],
    [1, '0,01 zł'],
    [4999, '49,99 zł'],
    [123450, '1 234,50 zł'],
    [100000000, '1 000 000,00 zł'],
    [-1250, '-12,50 zł'],
  ])('formats %i grosze as %s with non-breaking spaces', (grosze, expected) => {
    expect(formatMoney(grosze)).toBe(expected.replaceAll(' ', NBSP));
  });

  it('uses U+00A0 for both the thousands separator and before zł', () => {
    expect(formatMoney(123450)).toBe('1\u00a0234,50\u00a0zł');
  });

  it('throws for a non-integer amount, which means a PLN value was passed by mistake', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });

  it('round-trips through parseMoney for any amount', () => {
    fc.assert(fc.property(money, (g) => parseMoney(formatMoney(g)) === g));
  });
});

describe('formatAmount', () => {
  it('formats without the currency', () => {
    expect(formatAmount(123450)).toBe(`1${NBSP}234,50`);
  });
});

describe('toPln', () => {
  it('returns PLN with at most two decimals', () => {
    expect(toPln(123450)).toBe(1234.5);
    expect(toPln(1)).toBe(0.01);
  });

  it('rejects non-integer grosze', () => {
    expect(() => toPln(0.5)).toThrow(RangeError);
  });
});

describe('fromPln', () => {
  it.each([
    [1.005, 101],
    [-1.005, -101],
    [0.015, 2],
    [1.255, 126],
    [2.675, 268],
    [1.004, 100],
    [0.1 + 0.2, 30],
    [49.99, 4999],
    [1234.5, 123450],
    [0, 0],
    [-0, 0],
    [1e-9, 0],
    [0.005, 1],
    [0.0049, 0],
  ])('converts %d PLN to %i grosze, half away from zero', (pln, grosze) => {
    expect(fromPln(pln)).toBe(grosze);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e13])('rejects %d', (pln) => {
    expect(() => fromPln(pln)).toThrow(RangeError);
  });

  it('inverts toPln for every amount', () => {
    fc.assert(fc.property(money, (g) => fromPln(toPln(g)) === g));
  });
});

describe('parseMoney', () => {
  it.each([
    ['1 234,50 zł', 123450],
    [`1${NBSP}234,50${NBSP}zł`, 123450],
    ['1\u202f234,50 zł', 123450],
    ['12.5', 1250],
    ['12,5', 1250],
    ['PLN 49,99', 4999],
    ['49 zl', 4900],
    ['-3,00 zł', -300],
    ['\u22123,00 zł', -300],
    ['+7', 700],
    ['-0', 0],
  ])('parses %s as %i grosze', (text, grosze) => {
    expect(parseMoney(text)).toBe(grosze);
  });

  it.each(['', 'zł', 'abc', '1,234', '1.2.3', '12,345', '--1'])('returns undefined for %j', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });
});

describe('divideRounded', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [5, -2, -3],
    [4, 3, 1],
    [0, 7, 0],
    [-1, 3, 0],
  ])('divides %i by %i to %i, half away from zero', (n, d, q) => {
    expect(divideRounded(n, d)).toBe(q);
  });

  it('rejects a zero denominator and non-integers', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1.5, 1)).toThrow(RangeError);
  });
});

describe('netFromGross', () => {
  it('divides by 1.23 at the default 23 % VAT', () => {
    expect(netFromGross(12300)).toBe(10000);
    expect(netFromGross(4999)).toBe(4064);
  });

  it.each([
    [10000, 0, 10000],
    [10800, 8, 10000],
    [10500, 5, 10000],
    [20000, 100, 10000],
  ])('uses the per-product rate: %i at %d %% gives %i net', (gross, rate, net) => {
    expect(netFromGross(gross, rate)).toBe(net);
  });

  it('rejects rates outside 0..100', () => {
    expect(() => netFromGross(100, -1)).toThrow(RangeError);
    expect(() => netFromGross(100, 101)).toThrow(RangeError);
  });

  it('rejects non-integer gross', () => {
    expect(() => netFromGross(1.5)).toThrow(RangeError);
  });
});

describe('vatFromGross', () => {
  it('is the part of gross above net, so net + VAT = gross', () => {
    expect(vatFromGross(12300)).toBe(2300);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 100 }), (g, r) => {
        return netFromGross(g, r) + vatFromGross(g, r) === g && vatFromGross(g, r) >= 0;
      }),
    );
  });
});

describe('grossFromNet', () => {
  it('multiplies by 1.23 at the default rate', () => {
    expect(grossFromNet(10000)).toBe(12300);
    expect(grossFromNet(4064)).toBe(4999);
  });

  it('rejects non-integer net', () => {
    expect(() => grossFromNet(0.1)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [10000, 0, 0],
    [10000, 100, 10000],
    [10000, 12.5, 1250],
    [999, 10, 100],
    [995, 10, 100],
    [994, 10, 99],
  ])('takes %d %% of %i as %i grosze', (amount, percent, result) => {
    expect(percentOf(amount, percent)).toBe(result);
  });

  it('rejects a non-finite percent', () => {
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });
});
