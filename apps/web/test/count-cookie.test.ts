import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { readCartCount } from '../src/lib/cart/count-cookie.ts';

describe('the cart count cookie', () => {
  it('reads back every count the storefront writes', () => {
    fc.assert(fc.property(fc.nat({ max: 9999 }), (count) => readCartCount(String(count)) === count));
  });

  it('reads anything else a client can send as no count, never as a negative or huge number', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (value) => {
        const count = readCartCount(value);
        return Number.isInteger(count) && count >= 0 && count <= 9999;
      }),
    );
    for (const value of ['', '-1', '1.5', '1e3', ' 2', '12345', '0x10', 'NaN']) expect(readCartCount(value)).toBe(0);
  });
});
