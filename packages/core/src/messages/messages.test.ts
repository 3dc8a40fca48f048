import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ERROR_CODES, isErrorCode } from '../errors.ts';
import { ERROR_MESSAGES_PL, NOTIFICATION_MESSAGES_PL, UI_TEXT_PL } from './pl.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const SKIP_DIRS = new Set(['node_modules', '.next', '.git', 'dist', 'coverage', '.turbo']);
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (SKIP_DIRS.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `errorMsgCode: 'x.y'`, `code: "x.y"`, `errorMsgCode === 'x.y'`: dotted literals used as error codes. */
const CODE_USAGE = /\b(?:errorMsgCode|code)\s*(?::|===?|!==?)\s*['"`]([a-z]+(?:\.[a-z_]+)+)['"`]/g;

describe('ERROR_MESSAGES_PL', () => {
  it('has a non-empty Polish text for every error code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES_PL[code], code).toBeTypeOf('string');
      expect(ERROR_MESSAGES_PL[code].trim().length, code).toBeGreaterThan(0);
    }
  });

  it('has no text for a code that is not in the catalogue', () => {
    for (const code of Object.keys(ERROR_MESSAGES_PL)) expect(isErrorCode(code), code).toBe(true);
  });

  it('knows every error code used in apps/ and packages/ sources', () => {
    const files = [...sourceFiles(join(REPO_ROOT, 'apps')), ...sourceFiles(join(REPO_ROOT, 'packages'))];
    const unknown: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(CODE_USAGE)) {
        const code = match[1] as string;
        if (!isErrorCode(code) && !Object.hasOwn(NOTIFICATION_MESSAGES_PL, code)) {
          unknown.push(`${file.slice(REPO_ROOT.length + 1)}: ${code}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('NOTIFICATION_MESSAGES_PL', () => {
  it.each([
    ['account.confirmed', 'Konto zostało potwierdzone'],
    ['cart.recovered', 'Koszyk został odzyskany'],
    ['payment.in.progress', 'Niedokończono poprzedniej płatności. Koszyk został załadowany ponownie'],
    ['promotion.FIXED.fulfilled', 'Gratulacje! Promocja {name} aktywna'],
    ['promotion.PERCENTAGE.fulfilled', 'Gratulacje! Promocja {name} aktywna'],
    ['promotion.FIXED_PRODUCT.fulfilled', 'Gratulacje! Promocja {name} aktywna'],
    ['promotion.PERCENTAGE_PRODUCT.fulfilled', 'Gratulacje! Promocja {name} aktywna'],
    ['promotion.FREE_SHIPPING.fulfilled', 'Gratulacje! Darmowa wysyłka aktywna*'],
    ['promotion.FREE_SHIPPING.note', 'Nie dotyczy pobrań'],
    ['promotion.PERCENTAGE.min_cart_value.not.fulfilled', 'Do promocji {name} brakuje {diff}'],
    ['promotion.FREE_SHIPPING.min_cart_value.not.fulfilled', 'Do darmowej wysyłki brakuje {diff}*'],
    [
      'promotion.FIXED.products.not.fulfilled',
      'Promocja {name} zostanie aktywowana po dodaniu jednego z następujących produktów {missingProducts}',
    ],
  ] as const)('quotes spec §8 for %s', (key, text) => {
    expect(NOTIFICATION_MESSAGES_PL[key]).toBe(text);
  });
});

describe('UI_TEXT_PL', () => {
  it.each([
    ['newsletterFailure', 'Coś poszło nie tak. Spróbuj ponownie za kilka minut.'],
    ['newsletterSuccess', 'Adres dodany do naszej bazy.'],
    ['newsletterEmailRequired', 'Proszę podaj adres email'],
    ['newsletterEmailInvalid', 'Wpisz prawidłowy adres mail'],
    ['newsletterConsentRequired', 'Zaznacz wymagane zgody'],
    ['addToCartFailed', 'Nie udało się dodać do koszyka, produkt niedostępny'],
    ['addToCart', 'Do koszyka'],
    ['giftPackingInCart', 'Dostępne na stronie koszyka'],
    ['searchTooShort', 'Wpisz co najmniej 3 litery'],
    ['verifiedReviewer', 'Zweryfikowany recenzent'],
    ['badgeNew', 'NOWOŚĆ!'],
    ['badgeSale', 'PROMOCJA'],
  ] as const)('quotes the spec for %s', (key, text) => {
    expect(UI_TEXT_PL[key]).toBe(text);
  });
});
