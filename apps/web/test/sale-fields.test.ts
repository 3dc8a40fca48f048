import { UI_TEXT_PL } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ProductCard } from '../src/lib/api/types.ts';
import { saleFields } from '../src/lib/sale-fields.ts';
import { saleAt } from '../src/lib/sale-now.ts';

const DAY = 86_400_000;
const rendered = Date.parse('2026-11-20T12:00:00Z');

/** A whole card as the catalog sends it, with a sale of 2690 (regular 3190) in the window given. */
function card(startsInDays: number, endsInDays: number): ProductCard {
  const onSale = startsInDays < 0 && endsInDays > 0;
  return {
    id: '3281cd40-cc22-451a-94cf-48ae6751c7a3',
    slug: 'peeling-owsiany-do-twarzy',
    name: 'Peeling owsiany do twarzy',
    nameSpan: 'drobnoziarnisty, z mąką owsianą',
    label: 'NEW',
    price: onSale ? 2690 : 3190,
    previousPrice: onSale ? 3190 : null,
    onSale,
    image: {
      url: '/media/products/peeling-owsiany-do-twarzy-1-960.jpg',
      alt: 'Tubka peelingu owsianego',
      width: 1200,
      height: 1200,
      placeholderColor: '#eae6db',
      srcset: {
        avif: '/media/products/peeling-owsiany-do-twarzy-1-320.avif 320w',
        webp: '/media/products/peeling-owsiany-do-twarzy-1-320.webp 320w',
        jpeg: '/media/products/peeling-owsiany-do-twarzy-1-320.jpg 320w',
      },
    },
    badges: onSale ? ['NOWOŚĆ!', UI_TEXT_PL.badgeSale] : ['NOWOŚĆ!'],
    salePrice: 2690,
    saleStart: new Date(rendered + startsInDays * DAY).toISOString(),
    saleEnd: new Date(rendered + endsInDays * DAY).toISOString(),
    giftPacking: false,
    leastPrice: 2990,
    available: true,
    capacity: '100 ml',
    type: 'PRODUCT',
    category: 'Peelingi',
  };
}

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
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -40, max: 40 }),
        (start, length, day) => {
          const product = card(start, start + length);
          const now = rendered + day * DAY + 1;
          expect(saleAt(saleFields(product), now)).toEqual(saleAt(product, now));
        },
      ),
    );
  });
});
