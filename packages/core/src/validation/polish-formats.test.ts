import { describe, expect, it } from 'vitest';

import {
  formatPhone,
  isValidNip,
  isValidPhone,
  isValidPostalCode,
  normalizeLockerCode,
  normalizeNip,
  normalizePhone,
  normalizePostalCode,
  phoneE164,
} from './polish-formats.ts';

describe('normalizePhone', () => {
  it.each([
    ['+48600123456', '600123456'],
    ['+48 600 123 456', '600123456'],
    ['0048 600-123-456', '600123456'],
    ['600123456', '600123456'],
    ['(22) 123.45.67', '221234567'],
    ['+4860012345', undefined],
    ['60012345678', undefined],
    ['+49600123456', undefined],
    ['abc', undefined],
  ])('%j → %j', (input, output) => {
    expect(normalizePhone(input)).toBe(output);
  });
});

describe('isValidPhone', () => {
  it('accepts 9 digits after stripping +48', () => {
    expect(isValidPhone('+48 600 123 456')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows groups of three', () => {
    expect(formatPhone('+48600123456')).toBe('600 123 456');
    expect(formatPhone('1')).toBeUndefined();
  });
});

describe('phoneE164', () => {
  it('stores +48 and 9 digits', () => {
    expect(phoneE164('600 123 456')).toBe('+48600123456');
    expect(phoneE164('1')).toBeUndefined();
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['30-001', '30-001'],
    ['30001', '30-001'],
    [' 00-950 ', '00-950'],
    ['3-0001', undefined],
    ['300-01', undefined],
    ['30 001', undefined],
    ['ab-cde', undefined],
  ])('%j → %j', (input, output) => {
    expect(normalizePostalCode(input)).toBe(output);
  });
});

describe('isValidPostalCode', () => {
  it.each([
    ['30-001', true],
    ['30001', false],
    ['30-0011', false],
  ])('%j → %s', (code, valid) => {
    expect(isValidPostalCode(code)).toBe(valid);
  });
});

describe('isValidNip', () => {
  it.each([
    ['1234563218', true],
    ['123-456-32-18', true],
    ['PL1234563218', true],
    ['pl 123 456 32 18', true],
    ['1234567890', false], // checksum 10 is never valid
    ['1234563217', false],
    ['123456321', false],
    ['12345632189', false],
    ['123456321A', false],
    ['', false],
  ])('%j → %s', (nip, valid) => {
    expect(isValidNip(nip)).toBe(valid);
  });
});

describe('normalizeNip', () => {
  it('strips PL, spaces and dashes', () => {
    expect(normalizeNip(' PL 123-456-32-18')).toBe('1234563218');
  });
});

describe('normalizeLockerCode', () => {
  it.each([
    ['KRA010', 'KRA010'],
    [' waw22a ', 'WAW22A'],
    ['POP-WAW364', 'POP-WAW364'],
    ['gda01m', 'GDA01M'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeLockerCode(input)).toBe(expected);
  });

  it.each(['', 'KR010', 'KRAKÓW', '12345', 'KRA0', 'KRA01234', 'KRA01ABC', 'POP-12', 'KRA 010'])(
    'refuses %j',
    (input) => {
      expect(normalizeLockerCode(input)).toBeUndefined();
    },
  );
});
