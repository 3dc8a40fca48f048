import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { cartUpdateBody, FIELD_MAX, PRODUCT_SORTS, productListQuery } from './index.ts';

describe('the cart update a client may send', () => {
  it('takes the checkout’s address fields up to their caps', () => {
    const billing = { first_name: 'Anna', city: 'Kraków', street: 'x'.repeat(FIELD_MAX.street) };
    expect(cartUpdateBody.safeParse({ billing }).success).toBe(true);
  });

  it('refuses any other key in an address, and any field over its cap', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z_]{1,20}$/).filter((key) => !(key in cartUpdateBody.shape.billing.unwrap().shape)),
        (key) => {
          expect(cartUpdateBody.safeParse({ billing: { [key]: 'x' } }).success).toBe(false);
        },
      ),
    );
    expect(cartUpdateBody.safeParse({ shipping: { city: 'x'.repeat(FIELD_MAX.city + 1) } }).success).toBe(false);
  });
});

describe('a product list query', () => {
  it('knows every sort the storefront offers and no other', () => {
    for (const sort of PRODUCT_SORTS) expect(productListQuery.parse({ sort }).sort).toBe(sort);
    expect(productListQuery.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });
});
