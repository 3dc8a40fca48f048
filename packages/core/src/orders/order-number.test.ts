import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isOrderNumber, orderNumber } from './order-number.ts';

describe('orderNumber', () => {
  it('names the year placed and the sequence in six digits', () => {
    expect(orderNumber(new Date('2026-11-25T10:00:00Z'), 42)).toBe('MF-2026-000042');
    expect(orderNumber(new Date('2027-01-01T00:00:00Z'), 1_234_567)).toBe('MF-2027-1234567');
  });

  it('takes the year in UTC, as the sequence is the shop’s own', () => {
    expect(orderNumber(new Date('2026-12-31T23:30:00Z'), 7)).toBe('MF-2026-000007');
    expect(orderNumber(new Date('2027-01-01T00:30:00+01:00'), 7)).toBe('MF-2026-000007');
  });

  it('always makes a number isOrderNumber recognises, distinct per sequence', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        fc.nat(),
        fc.nat(),
        (at, a, b) => {
          expect(isOrderNumber(orderNumber(at, a))).toBe(true);
          if (a !== b) expect(orderNumber(at, a)).not.toBe(orderNumber(at, b));
        },
      ),
    );
  });
});
