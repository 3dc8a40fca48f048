import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  BUNDLE_COMPONENT_MAX_QUANTITY,
  checkBundleComponents,
  checkSaleTerms,
  isValidEan,
  PRODUCT_SLUG_MAX_LENGTH,
  productSlug,
} from './catalog.ts';

/** The check digit GTIN gives the digits before it. */
const withCheckDigit = (digits: string) => {
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
};

describe('productSlug', () => {
  it('makes the address from the name, or cleans the one asked for', () => {
    expect(productSlug(undefined, 'Krem Różany 50 ml')).toBe('krem-rozany-50-ml');
    expect(productSlug('  ', 'Mydło żółte')).toBe('mydlo-zolte');
    expect(productSlug('Serum Nocne!', 'cokolwiek')).toBe('serum-nocne');
  });

  it('gives nothing for a name without letters or digits, or a too long address', () => {
    expect(productSlug(undefined, '—!?')).toBeUndefined();
    expect(productSlug('a'.repeat(PRODUCT_SLUG_MAX_LENGTH + 1), 'x')).toBeUndefined();
  });

  it('always answers an address of lower-case letters, digits and single hyphens', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.string(), (asked, name) => {
        const slug = productSlug(asked, name);
        if (slug !== undefined) {
          expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(slug.length).toBeLessThanOrEqual(PRODUCT_SLUG_MAX_LENGTH);
        }
      }),
    );
  });
});

describe('isValidEan', () => {
  it.each(['5901234123457', '4006381333931', '96385074', '0000000000000'])('accepts %s', (code) => {
    expect(isValidEan(code)).toBe(true);
  });

  it.each(['5901234123458', '590123412345', '59012341234577', '9638507', 'abcdefghijklm', ''])('refuses %s', (code) => {
    expect(isValidEan(code)).toBe(false);
  });

  it('accepts every code with its check digit and refuses every other last digit', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^\d{7}$/), fc.stringMatching(/^\d{12}$/)),
        fc.integer({ min: 1, max: 9 }),
        (digits, shift) => {
          const valid = withCheckDigit(digits);
          expect(isValidEan(valid)).toBe(true);
          const wrong = `${digits}${(Number(valid.at(-1)) + shift) % 10}`;
          expect(isValidEan(wrong)).toBe(false);
        },
      ),
    );
  });
});

describe('checkSaleTerms', () => {
  const start = new Date('2026-12-01T00:00:00Z');
  const end = new Date('2026-12-24T00:00:00Z');

  it('lets a lower sale price have a window, or none yet', () => {
    expect(checkSaleTerms({ price: 5000, salePrice: 3990, start, end })).toBeUndefined();
    expect(checkSaleTerms({ price: 5000, salePrice: 3990, start: null, end: null })).toBeUndefined();
    expect(checkSaleTerms({ price: 5000, salePrice: null, start: null, end: null })).toBeUndefined();
  });

  it.each([
    ['a sale price not below the price', { price: 5000, salePrice: 5000, start, end }],
    ['a window without a sale price', { price: 5000, salePrice: null, start, end }],
    ['a window with one end', { price: 5000, salePrice: 3990, start, end: null }],
    ['an end before the start', { price: 5000, salePrice: 3990, start: end, end: start }],
    ['an empty window', { price: 5000, salePrice: 3990, start, end: start }],
  ])('refuses %s', (_, terms) => {
    expect(checkSaleTerms(terms)).toEqual({ code: 'product.sale.invalid' });
  });

  it('accepts exactly the terms under which the shop can sell below the price in a real window', () => {
    const date = fc.option(fc.date({ noInvalidDate: true }), { nil: null });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.option(fc.integer({ min: 0, max: 1e7 }), { nil: null }),
        date,
        date,
        (price, salePrice, from, to) => {
          const accepted = checkSaleTerms({ price, salePrice, start: from, end: to }) === undefined;
          const noWindow = from === null && to === null;
          const realWindow = from !== null && to !== null && from < to;
          const expected = salePrice === null ? noWindow : salePrice < price && (noWindow || realWindow);
          expect(accepted).toBe(expected);
        },
      ),
    );
  });
});

describe('checkBundleComponents', () => {
  const bundle = { productId: 'zestaw', type: 'BUNDLE' };
  const bundles = new Set(['zestaw', 'inny-zestaw']);

  it('lets a bundle hold other products, each once, 1 to 99 of it', () => {
    const components = [
      { productId: 'krem', quantity: 1 },
      { productId: 'mydlo', quantity: BUNDLE_COMPONENT_MAX_QUANTITY },
    ];
    expect(checkBundleComponents(bundle, components, bundles)).toBeUndefined();
    expect(checkBundleComponents({ productId: null, type: 'BUNDLE' }, components, bundles)).toBeUndefined();
  });

  it('lets any product have no components', () => {
    expect(checkBundleComponents({ productId: 'krem', type: 'PRODUCT' }, [], bundles)).toBeUndefined();
  });

  it.each([
    ['a product that is no bundle', { productId: 'krem', type: 'PRODUCT' }, [{ productId: 'mydlo', quantity: 1 }]],
    ['itself', bundle, [{ productId: 'zestaw', quantity: 1 }]],
    ['another bundle', bundle, [{ productId: 'inny-zestaw', quantity: 1 }]],
    [
      'a product twice',
      bundle,
      [
        { productId: 'krem', quantity: 1 },
        { productId: 'krem', quantity: 2 },
      ],
    ],
    ['none of a product', bundle, [{ productId: 'krem', quantity: 0 }]],
    ['too many of a product', bundle, [{ productId: 'krem', quantity: BUNDLE_COMPONENT_MAX_QUANTITY + 1 }]],
    ['half of a product', bundle, [{ productId: 'krem', quantity: 1.5 }]],
  ])('refuses %s', (_, product, components) => {
    expect(checkBundleComponents(product, components, bundles)).toEqual({ code: 'product.components.invalid' });
  });
});
