import { UI_TEXT_PL } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

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
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -40, max: 40 }),
        (start, length, day) => {
          const shown = saleAt(product(start, start + length), rendered + day * DAY + 1);
          const sale = shown.badges.includes(UI_TEXT_PL.badgeSale);
          return sale
            ? shown.price === 2690 && shown.previousPrice === 3190
            : shown.price === 3190 && shown.previousPrice === null;
        },
      ),
    );
  });
});
