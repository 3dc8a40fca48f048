import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMAIL_PATTERN, isValidEmail, normalizeEmail, validateEmail } from './email.ts';

const VALID = [
  'ania@manufaktura.pl',
  'Ania.Kowalska@Manufaktura.PL',
  'a@b.co',
  'jan_kowalski+newsletter@poczta.onet.pl',
  'first-last@sub.domain.example.com',
  'x1@mail-server.info',
  '1@2.pl',
  'a@b.abcdefghi',
];

const INVALID = [
  '',
  'ania',
  'ania@',
  '@manufaktura.pl',
  '.ania@manufaktura.pl',
  'ania.@manufaktura.pl',
  '-ania@manufaktura.pl',
  'ania-@manufaktura.pl',
  'an..ia@manufaktura.pl',
  'ania@manufaktura',
  'ania@manufaktura.p',
  'ania@manufaktura.abcdefghij',
  'ania@manufaktura.p1',
  'ania@-manufaktura.pl',
  'ania@manufaktura-.pl',
  'ania@manufaktura..pl',
  'ania kowalska@manufaktura.pl',
  'ania@manu faktura.pl',
  'ania@@manufaktura.pl',
  'ąnia@manufaktura.pl',
];

describe('EMAIL_PATTERN', () => {
  it.each(VALID)('accepts %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(INVALID)('rejects %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('accepts every address built from the spec grammar', () => {
    const alnum = fc.constantFrom(...'abcXYZ019'.split(''));
    const inner = fc.string({ unit: fc.constantFrom(...'ab9-_+'.split('')), maxLength: 5 });
    const local = fc.tuple(alnum, inner, alnum).map(([a, b, c]) => a + b + c);
    const label = fc
      .tuple(alnum, fc.string({ unit: fc.constantFrom('a', '1', '-'), maxLength: 4 }), alnum)
      .map(([a, b, c]) => a + b + c);
    const tld = fc.string({ unit: fc.constantFrom(...'abcdePL'.split('')), minLength: 2, maxLength: 9 });
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld, (l, labels, t) =>
        EMAIL_PATTERN.test(`${l}@${labels.join('.')}.${t}`),
      ),
    );
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases before any account, cart or login call', () => {
    expect(normalizeEmail('  Ania.Kowalska@Manufaktura.PL ')).toBe('ania.kowalska@manufaktura.pl');
  });
});

describe('isValidEmail', () => {
  it('ignores surrounding spaces', () => {
    expect(isValidEmail(' ania@manufaktura.pl ')).toBe(true);
  });

  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.pl`)).toBe(false);
  });
});

describe('validateEmail', () => {
  it.each([
    ['ania@manufaktura.pl', undefined],
    ['ania', 'email.invalid'],
    [`${'a'.repeat(250)}@b.pl`, 'email.too.long'],
  ])('%j → %j', (email, code) => {
    expect(validateEmail(email)).toBe(code);
  });
});
