import { UI_TEXT_PL } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ProductCard } from '../src/lib/api/types.ts';
import { saleFields, saleMayChange } from '../src/lib/sale-fields.ts';
import type { SaleFields } from '../src/lib/sale-now.ts';
import { saleAt } from '../src/lib/sale-now.ts';

const DAY = 86_400_000;
const rendered = Date.parse('2026-11-20T12:00:00Z');

/** A product as the API rendered it at `rendered`, with a sale of 2690 (regular 3190) in the window given. */
function product(startsInDays: number, endsInDays: number): SaleFields {
  const saleStart = new Date(rendered + startsInDays * DAY).toISOString();
  const saleEnd = new Date(rendered + endsInDays * DAY).toISOString();
  const onSale = startsInDays < 0 && endsInDays > 0;
  return {
    price: onSale ? 2690 : 3190,
    previousPrice: onSale ? 3190 : null,
    onSale,
    salePrice: 2690,
    saleStart,
    saleEnd,
    badges: onSale ? ['NOWOŚĆ!', UI_TEXT_PL.badgeSale] : ['NOWOŚĆ!'],
  };
}

/** The same product as the whole card the catalog sends: its picture, texts and the rest besides the sale. */
function card(startsInDays: number, endsInDays: number): ProductCard {
  return {
    ...product(startsInDays, endsInDays),
    id: '3281cd40-cc22-451a-94cf-48ae6751c7a3',
    slug: 'peeling-owsiany-do-twarzy',
    name: 'Peeling owsiany do twarzy',
    nameSpan: 'drobnoziarnisty, z mąką owsianą',
    label: 'NEW',
    image: {
      url: '/media/products/peeling-owsiany-do-twarzy-1-960.jpg',
      alt: 'Tubka peelingu owsianego',
      width: 1200,
      height: 1200,
      placeholderColor: '#eae6db',
      path: '/media/products/peeling-owsiany-do-twarzy-1',
      widths: [320, 480, 640, 960],
    },
    giftPacking: false,
    leastPrice: 2990,
    available: true,
    capacity: '100 ml',
    type: 'PRODUCT',
    category: 'Peelingi',
  };
}

/** A sale window (starting `start` days from the rendering, `length` days long) and a moment `day` days from it. */
const windowAndMoment = [
  fc.integer({ min: -30, max: 30 }),
  fc.integer({ min: 1, max: 30 }),
  fc.integer({ min: -40, max: 40 }),
] as const;
const momentOf = (day: number) => rendered + day * DAY + 1;

describe('saleAt', () => {
  it('shows the regular price, without PROMOCJA, once a sale rendered as running has ended', () => {
    expect(saleAt(product(-5, 1), rendered + 2 * DAY)).toEqual({
      price: 3190,
      previousPrice: null,
      badges: ['NOWOŚĆ!'],
    });
  });

  it('shows a sale that began after the page was made', () => {
    expect(saleAt(product(1, 10), rendered + 2 * DAY)).toEqual({
      price: 2690,
      previousPrice: 3190,
      badges: ['NOWOŚĆ!', UI_TEXT_PL.badgeSale],
    });
  });

  it('leaves the page as rendered while the sale is as it was (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: 1, max: 30 }), (start, length) => {
        const rendering = product(start, start + length);
        const again = saleAt(rendering, rendered);
        return again.price === rendering.price && again.previousPrice === rendering.previousPrice;
      }),
    );
  });

  it('always shows the sale price with the regular one struck through, or the regular one alone (property)', () => {
    fc.assert(
      fc.property(...windowAndMoment, (start, length, day) => {
        const shown = saleAt(product(start, start + length), momentOf(day));
        const sale = shown.badges.includes(UI_TEXT_PL.badgeSale);
        return sale
          ? shown.price === 2690 && shown.previousPrice === 3190
          : shown.price === 3190 && shown.previousPrice === null;
      }),
    );
  });
});

describe('saleFields', () => {
  it('keeps only what the price and badges are decided from, none of the image or texts', () => {
    expect(saleFields(card(-5, 1))).toEqual({
      price: 2690,
      previousPrice: 3190,
      onSale: true,
      salePrice: 2690,
      saleStart: '2026-11-15T12:00:00.000Z',
      saleEnd: '2026-11-21T12:00:00.000Z',
      badges: ['NOWOŚĆ!', UI_TEXT_PL.badgeSale],
    });
  });

  it('decides the same price and badges as the whole product, at any time (property)', () => {
    fc.assert(
      fc.property(...windowAndMoment, (start, length, day) => {
        const whole = card(start, start + length);
        expect(saleAt(saleFields(whole), momentOf(day))).toEqual(saleAt(whole, momentOf(day)));
      }),
    );
  });
});

describe('saleMayChange', () => {
  /** A product rendered off sale whose sale price or one end of its window is missing. */
  const withoutWholeSale = fc
    .record({
      price: fc.integer({ min: 1, max: 100_000 }),
      salePrice: fc.option(fc.integer({ min: 1, max: 100_000 })),
      saleStart: fc.option(
        fc.integer({ min: -30, max: 30 }).map((days) => new Date(rendered + days * DAY).toISOString()),
      ),
      saleEnd: fc.option(
        fc.integer({ min: -30, max: 30 }).map((days) => new Date(rendered + days * DAY).toISOString()),
      ),
      badges: fc.subarray(['NOWOŚĆ!', 'BESTSELLER']),
    })
    .filter(({ salePrice, saleStart, saleEnd }) => salePrice === null || saleStart === null || saleEnd === null)
    .map((fields): SaleFields => ({ ...fields, previousPrice: null, onSale: false }));

  it('is false only where the browser would show the product as rendered at any time (property)', () => {
    fc.assert(
      fc.property(withoutWholeSale, fc.integer({ min: -40, max: 40 }), (rendering, day) => {
        expect(saleMayChange(rendering)).toBe(false);
        const { price, previousPrice, badges } = rendering;
        expect(saleAt(rendering, momentOf(day))).toEqual({ price, previousPrice, badges });
      }),
    );
  });

  it('is true for a sale with both ends, running or not, and for a product rendered on sale', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: 1, max: 30 }), (start, length) =>
        saleMayChange(product(start, start + length)),
      ),
    );
    expect(saleMayChange({ ...product(-5, 1), saleStart: null })).toBe(true);
  });
});
