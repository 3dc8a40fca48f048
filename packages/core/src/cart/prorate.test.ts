import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { prorate } from './prorate.ts';

/** Checks the invariant of every case: shares add up to the amount exactly. */
function check(amount: number, weights: number[]): number[] {
  const shares = prorate(amount, weights);
  expect(shares.reduce((a, b) => a + b, 0)).toBe(weights.length === 0 ? 0 : amount);
  return shares;
}

describe('prorate', () => {
  it.each([
    [100, [50, 50], [50, 50]],
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 3, 4], [3, 3, 4]],
    [1, [5, 5], [1, 0]],
    [0, [10, 20], [0, 0]],
    [7, [0, 10], [0, 7]],
    [5, [0, 0], [3, 2]],
    [1000, [4999, 2999, 1], [625, 375, 0]],
    [3, [], []],
  ])('splits %i over %j as %j', (amount, weights, expected) => {
    expect(check(amount, weights)).toEqual(expected);
  });

  it('never gives a part more than its weight when the amount fits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, ratio) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * ratio);
          const shares = check(amount, weights);
          return shares.every((s, i) => s >= 0 && s <= (weights[i] as number));
        },
      ),
    );
  });

  it('rejects negative or fractional inputs', () => {
    expect(() => prorate(-1, [1])).toThrow(RangeError);
    expect(() => prorate(1.5, [1])).toThrow(RangeError);
    expect(() => prorate(1, [-1])).toThrow(RangeError);
    expect(() => prorate(1, [0.5])).toThrow(RangeError);
  });
});
