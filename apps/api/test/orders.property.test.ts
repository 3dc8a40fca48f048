import { schema } from '@manufaktura/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const shop = tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 10_000 })]);
const app = useTestApp({ seed: shop });

/** Anything a client could put where the checkout expects text. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.constantFrom('', ' ', '30-001', '+48 600 123 456', '1234563218', '<script>', '\u0000', 'Ż'.repeat(300)),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const address = fc.dictionary(
  fc.constantFrom('first_name', 'last_name', 'street', 'post_code', 'city', 'phone', 'company', 'nip', 'x'),
  anyValue,
);
const checkoutPayload = fc.record(
  {
    email: anyValue,
    billing: fc.oneof(address, anyValue),
    shipping: fc.oneof(address, anyValue),
    comments: anyValue,
    shippingService: fc.oneof(
      fc.record({
        method_id: fc.constantFrom('paczkomat-pobranie', 'kurier-pobranie', 'kurier', 'nie-ma', ''),
        attributes: fc.oneof(fc.record({ locker_code: anyValue }), anyValue),
      }),
      anyValue,
    ),
  },
  { requiredKeys: [] },
);
const invokeBody = fc.record(
  {
    version: fc.oneof(fc.integer({ min: -2, max: 10 }), anyValue),
    payment_method: fc.oneof(fc.constantFrom('cod', 'p24', ''), anyValue),
    wants_invoice: anyValue,
    consents: fc.oneof(
      fc.record({ terms: fc.oneof(fc.boolean(), anyValue), privacy: fc.boolean(), newsletter: fc.boolean() }),
      anyValue,
    ),
    idempotency_key: anyValue,
  },
  { requiredKeys: [] },
);

describe('placing an order with whatever a client sends', () => {
  it('answers 4xx with a code and writes no order, never a 5xx', async () => {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
    const productId = items[0].product_id as string;

    await fc.assert(
      fc.asyncProperty(checkoutPayload, invokeBody, fc.boolean(), async (checkout, body, zero) => {
        const session = String((await app().inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
        const post = (url: string, payload: unknown) =>
          app().inject({ method: 'POST', url, headers: { 'session-id': session }, payload: payload as object });
        await post('/api/carts', { add_items: [{ product_id: productId }] });
        const saved = await post('/api/carts', checkout);
        expect(saved.statusCode).toBeLessThan(500);

        const before = await app().db.$count(schema.orders);
        const answer = await post(zero ? '/api/payment/zeroinvoke' : '/api/payment/invoke', body);
        expect(answer.statusCode).toBeLessThan(500);
        if (answer.statusCode !== 200) {
          expect(typeof answer.json().errorMsgCode).toBe('string');
          expect(await app().db.$count(schema.orders)).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
  });
});
