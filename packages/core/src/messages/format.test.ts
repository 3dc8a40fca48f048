import { describe, expect, it } from 'vitest';

import { NBSP } from '../money.ts';
import { formatDate, formatDateTime, formatLongDate, formatMessage, formatParam, interpolate } from './format.ts';

const nb = (s: string) => s.replaceAll(' ', NBSP);

describe('formatMessage', () => {
  it('fills {name} in a promotion notification', () => {
    expect(formatMessage('promotion.PERCENTAGE.fulfilled', { name: 'Jesień -20%' })).toBe(
      'Gratulacje! Promocja Jesień -20% aktywna',
    );
  });

  it('renders {diff} in grosze as an amount with 2 decimals and currency', () => {
    expect(formatMessage('promotion.FREE_SHIPPING.min_cart_value.not.fulfilled', { diff: 1250 })).toBe(
      `Do darmowej wysyłki brakuje ${nb('12,50 zł')}*`,
    );
  });

  it('joins {missingProducts} with commas', () => {
    expect(
      formatMessage('promotion.FIXED.products.not.fulfilled', {
        name: 'Lato',
        missingProducts: ['Mydło lawendowe', 'Krem różany'],
      }),
    ).toBe(
      'Promocja Lato zostanie aktywowana po dodaniu jednego z następujących produktów Mydło lawendowe, Krem różany',
    );
  });

  it('renders coupon dates from ms in pl-PL shop time', () => {
    // 31.01.2026 23:30 UTC is already 1 February in Warsaw.
    expect(formatMessage('coupon.expired', { dateTo: Date.UTC(2026, 0, 31, 23, 30) })).toBe('Kupon wygasł 01.02.2026.');
    expect(formatMessage('coupon.not.yet.active', { dateFrom: Date.UTC(2026, 10, 21, 10) })).toBe(
      'Kupon będzie aktywny od 21.11.2026.',
    );
  });

  it('renders the coupon minimum in zł', () => {
    expect(formatMessage('coupon.min.cart.value', { minCartValue: 10000 })).toBe(
      `Kupon obowiązuje przy zamówieniu za minimum ${nb('100,00 zł')}.`,
    );
  });

  it('returns the plain text for codes without params', () => {
    expect(formatMessage('account.confirmed')).toBe('Konto zostało potwierdzone');
    expect(formatMessage('product.not.available')).toBe('Produkt jest niedostępny.');
  });

  it('falls back to the unknown-error text for an unknown key', () => {
    expect(formatMessage('some.future.code')).toBe(formatMessage('unknown.error'));
  });
});

describe('interpolate', () => {
  it('leaves a placeholder without a param visible', () => {
    expect(interpolate('Promocja {name}', {})).toBe('Promocja {name}');
    expect(interpolate('Promocja {name}', { name: null })).toBe('Promocja {name}');
    expect(interpolate('Promocja {name}')).toBe('Promocja {name}');
  });
});

describe('formatParam', () => {
  it.each([
    ['name', 'Zima', 'Zima'],
    ['count', 3, '3'],
    ['diff', 199, nb('1,99 zł')],
    ['diff', 1.5, '1.5'],
    ['date', new Date(Date.UTC(2026, 4, 3, 12)), '03.05.2026'],
    ['productNames', ['A', 'B'], 'A, B'],
  ])('renders %s=%j as %j', (name, value, expected) => {
    expect(formatParam(name, value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('formats dd.mm.rrrr', () => {
    expect(formatDate(Date.UTC(2026, 10, 21, 12))).toBe('21.11.2026');
  });
});

describe('formatDateTime', () => {
  it("writes the day and the time on the shop's clock, winter and summer", () => {
    expect(formatDateTime(new Date('2026-11-28T22:05:00Z'))).toBe('28.11.2026, 23:05');
    expect(formatDateTime(new Date('2026-06-30T22:30:00Z'))).toBe('01.07.2026, 00:30');
  });
});

describe('formatLongDate', () => {
  it("writes the month as a word, on the shop's calendar day", () => {
    expect(formatLongDate(Date.UTC(2026, 10, 21, 12))).toBe('21 listopada 2026');
    // 23:30 UTC on 26 November is already 27 November in Warsaw; 22:30 UTC on 30 June is 1 July (summer time).
    expect(formatLongDate(new Date('2026-11-26T23:30:00Z'))).toBe('27 listopada 2026');
    expect(formatLongDate(new Date('2026-06-30T22:30:00Z'))).toBe('1 lipca 2026');
  });
});
