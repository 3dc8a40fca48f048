import { describe, expect, it } from 'vitest';

import { checkSearchQuery, validateNames, validateNewsletterForm, validatePassword } from './forms.ts';

describe('validateNewsletterForm', () => {
  it.each([
    [{ email: '', consent: true }, { email: 'Proszę podaj adres email' }],
    [{ email: '   ', consent: true }, { email: 'Proszę podaj adres email' }],
    [{ email: 'ania@', consent: true }, { email: 'Wpisz prawidłowy adres mail' }],
    [{ email: 'ania@manufaktura.pl', consent: false }, { consent: 'Zaznacz wymagane zgody' }],
    [
      { email: '', consent: false },
      { email: 'Proszę podaj adres email', consent: 'Zaznacz wymagane zgody' },
    ],
    [{ email: 'Ania@Manufaktura.pl', consent: true }, {}],
  ])('%j → %j', (form, errors) => {
    expect(validateNewsletterForm(form)).toEqual(errors);
  });
});

describe('checkSearchQuery', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['m', { kind: 'too-short', message: 'Wpisz co najmniej 3 litery' }],
    ['my', { kind: 'too-short', message: 'Wpisz co najmniej 3 litery' }],
    [' my ', { kind: 'too-short', message: 'Wpisz co najmniej 3 litery' }],
    ['myd', { kind: 'search', query: 'myd' }],
    ['  mydło ', { kind: 'search', query: 'mydło' }],
    ['\u0000\u0000\u0000', { kind: 'empty' }],
    ['my\u0000', { kind: 'too-short', message: 'Wpisz co najmniej 3 litery' }],
    ['krem\tróża\u0000', { kind: 'search', query: 'krem róża' }],
  ])('%j → %j', (query, result) => {
    expect(checkSearchQuery(query)).toEqual(result);
  });
});

describe('validatePassword', () => {
  it.each([
    ['short', undefined, 'password.too.short'],
    ['12345678', undefined, undefined],
    ['12345678', '12345678', undefined],
    ['12345678', '12345679', 'password.mismatch'],
    ['x'.repeat(129), undefined, 'password.too.long'],
    ['zażółćgę', undefined, undefined],
  ])('%j / %j → %j', (password, confirmation, code) => {
    expect(validatePassword(password, confirmation)).toBe(code);
  });
});

describe('validateNames', () => {
  it.each([
    ['Anna', 'Kowalska', undefined],
    ['A'.repeat(101), 'Kowalska', 'first.name.too.long'],
    ['Anna', 'K'.repeat(101), 'last.name.too.long'],
  ])('%j %j → %j', (first, last, code) => {
    expect(validateNames(first, last)).toBe(code);
  });
});
