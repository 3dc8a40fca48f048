import { netFromGross } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { AnalyticsProduct } from '../src/lib/analytics.ts';
import {
  analyticsItems,
  cartChanges,
  ecommerceParams,
  productOfCard,
  productOfLine,
  productOfOrderItem,
} from '../src/lib/analytics.ts';
import type { CartLine, OrderItem } from '../src/lib/api/types.ts';

/** A cart line as the store holds it (grosze), with what analytics reads of it; `price_total` is after the line's discounts. */
function line(productId: string, quantity: number, unitPrice: number, priceTotal = unitPrice * quantity): CartLine {
  const product = {
    product_id: productId,
    name: `Produkt ${productId}`,
    capacity: 50,
    capacity_unit: 'ml',
    categories: [{ category_id: 'c1', slug: 'twarz', name: 'Twarz' }],
  } as CartLine['product'];
  return { lineId: `line-${productId}`, product, quantity, unit_price: unitPrice, price_total: priceTotal } as CartLine;
}

const product = (price: number, quantity: number): AnalyticsProduct => ({ id: 'p', name: 'P', price, quantity });

describe('analyticsItems', () => {
  it.each([
    // gross grosze per piece, quantity → net PLN per piece, value
    { gross: 12_300, quantity: 1, price: 100, value: 100 },
    { gross: 5_990, quantity: 2, price: 48.7, value: 97.4 },
    { gross: 1, quantity: 3, price: 0.01, value: 0.03 },
    { gross: 0, quantity: 5, price: 0, value: 0 },
  ])(
    'reports $gross gr × $quantity as net $price PLN a piece and $value in all',
    ({ gross, quantity, price, value }) => {
      const built = analyticsItems([product(gross, quantity)]);
      expect(built.items).toEqual([{ item_id: 'p', item_name: 'P', price, quantity }]);
      expect(built.value).toBe(value);
    },
  );

  it('carries the discount, category, variant and position when known', () => {
    const [item] = analyticsItems([
      {
        id: 'k',
        name: 'Krem',
        price: 4_920,
        quantity: 1,
        discount: 1_230,
        category: 'Twarz',
        variant: '50 ml',
        index: 3,
      },
    ]).items;
    expect(item).toEqual({
      item_id: 'k',
      item_name: 'Krem',
      price: 40,
      quantity: 1,
      discount: 10,
      item_category: 'Twarz',
      item_variant: '50 ml',
      index: 3,
    });
  });

  const products = fc.array(
    fc.record({ price: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) }),
    { maxLength: 20 },
  );

  it('makes the value exactly Σ price × quantity of its items, in whole grosze', () => {
    fc.assert(
      fc.property(products, (lines) => {
        const built = analyticsItems(lines.map((l) => product(l.price, l.quantity)));
        const sum = built.items.reduce((total, item) => total + Math.round(item.price * 100) * item.quantity, 0);
        expect(Math.round(built.value * 100)).toBe(sum);
        expect(Number.isInteger(Math.round(built.value * 100))).toBe(true);
        for (const item of built.items) expect(item.price * 100).toBeCloseTo(Math.round(item.price * 100), 6);
      }),
    );
  });

  it('makes every price the gross one ÷ 1.23, to the grosz', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        const [item] = analyticsItems([product(gross, 1)]).items;
        const net = Math.round(item!.price * 100);
        expect(net).toBe(netFromGross(gross, 23));
        // Rounded to the nearest grosz: net × 1.23 lies within 1.23 / 2 gr of the gross price.
        expect(Math.abs(net * 1.23 - gross)).toBeLessThanOrEqual(0.615 + 1e-9);
        expect(net).toBeLessThanOrEqual(gross);
      }),
    );
  });
});

describe('ecommerceParams', () => {
  it('gives value and currency PLN to the events about products to buy', () => {
    expect(ecommerceParams([product(12_300, 2)], { coupon: 'WIOSNA10' })).toEqual({
      currency: 'PLN',
      value: 200,
      coupon: 'WIOSNA10',
      items: [{ item_id: 'p', item_name: 'P', price: 100, quantity: 2 }],
    });
  });

  it('names the list for the list events, without a value', () => {
    expect(ecommerceParams([product(12_300, 1)], {}, { id: 'twarz', name: 'Twarz' })).toEqual({
      item_list_id: 'twarz',
      item_list_name: 'Twarz',
      items: [{ item_id: 'p', item_name: 'P', price: 100, quantity: 1 }],
    });
  });
});

describe('productOfLine', () => {
  it('takes the price a piece after the line’s discounts and the discount a piece', () => {
    expect(productOfLine(line('k', 2, 6_150, 9_840))).toEqual({
      id: 'k',
      name: 'Produkt k',
      price: 4_920,
      quantity: 2,
      discount: 1_230,
      category: 'Twarz',
      variant: '50 ml',
    });
  });

  it('reports another quantity when asked (a change of the line)', () => {
    expect(productOfLine(line('k', 5, 1_000), 2)).toMatchObject({ quantity: 2, price: 1_000, discount: 0 });
  });
});

describe('productOfCard and productOfOrderItem', () => {
  it('report one piece of a card at its price', () => {
    const card = { id: 'k', name: 'Krem', price: 5_990, category: null, capacity: '50 ml' };
    expect(productOfCard(card, 4)).toEqual({
      id: 'k',
      name: 'Krem',
      price: 5_990,
      quantity: 1,
      category: null,
      variant: '50 ml',
      index: 4,
    });
  });

  it('report an order line at its price a piece after discounts', () => {
    const item = { product_id: 'k', name: 'Krem', quantity: 2, total: 9_840, discount_total: 2_460 } as OrderItem;
    expect(productOfOrderItem(item)).toEqual({ id: 'k', name: 'Krem', price: 4_920, quantity: 2, discount: 1_230 });
  });
});

describe('cartChanges', () => {
  const ids = (products: AnalyticsProduct[]) => products.map((p) => [p.id, p.quantity]);

  it.each([
    { name: 'a new product', before: [], after: [line('a', 1, 100)], added: [['a', 1]], removed: [] },
    {
      name: 'one more piece',
      before: [line('a', 1, 100)],
      after: [line('a', 3, 100)],
      added: [['a', 2]],
      removed: [],
    },
    {
      name: 'fewer pieces',
      before: [line('a', 3, 100)],
      after: [line('a', 1, 100)],
      added: [],
      removed: [['a', 2]],
    },
    {
      name: 'a line removed',
      before: [line('a', 1, 100), line('b', 2, 100)],
      after: [line('a', 1, 100)],
      added: [],
      removed: [['b', 2]],
    },
    { name: 'nothing', before: [line('a', 2, 100)], after: [line('a', 2, 90)], added: [], removed: [] },
  ])('reports $name', ({ before, after, added, removed }) => {
    const changes = cartChanges(before, after);
    expect(ids(changes.added)).toEqual(added);
    expect(ids(changes.removed)).toEqual(removed);
  });

  it('prices an addition as the cart now does, a removal as it did', () => {
    const changes = cartChanges([line('a', 1, 1_000)], [line('a', 2, 1_000, 1_800)]);
    expect(changes.added).toMatchObject([{ id: 'a', quantity: 1, price: 900, discount: 100 }]);
  });
});
