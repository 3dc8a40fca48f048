import { describe, expect, it } from 'vitest';

import { ERROR_CODES, ERROR_STATUS, fail, httpStatusOf, isErrorCode } from './errors.ts';

describe('ERROR_CODES', () => {
  it('are dotted lower-case names', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(\.[a-z]+)+$/);
  });

  it('contain the generic codes with their statuses', () => {
    expect(ERROR_STATUS['request.invalid']).toBe(400);
    expect(ERROR_STATUS['not.found']).toBe(404);
    expect(ERROR_STATUS['unknown.error']).toBe(500);
  });

  it('give every code a valid HTTP error status', () => {
    for (const code of ERROR_CODES) {
      expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
      expect(httpStatusOf(code)).toBeLessThan(600);
    }
  });

  it('include the code the spec quotes literally', () => {
    expect(isErrorCode('account.already.confirmed')).toBe(true);
  });
});

describe('isErrorCode', () => {
  it.each([
    ['coupon.expired', true],
    ['coupon.unknown', false],
    ['toString', false],
    [42, false],
    [undefined, false],
  ])('says %j is a known code: %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});

describe('fail', () => {
  it('returns a code without params when none are given', () => {
    expect(fail('coupon.not.found')).toEqual({ code: 'coupon.not.found' });
  });

  it('carries params', () => {
    expect(fail('coupon.expired', { dateTo: 1 })).toEqual({ code: 'coupon.expired', params: { dateTo: 1 } });
  });
});
