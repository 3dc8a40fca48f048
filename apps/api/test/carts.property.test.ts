import { calculateTotals, fromPln } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const FREE_SHIPPING_FROM = 19900;
const shop = tinyShop(
  [
    tinyProduct({ slug: 'krem', name: 'Krem', price: 4999, stock: 500 }),
    tinyProduct({
      slug: 'serum',
      name: 'Serum',
      price: 12345,
      stock: 500,
      sale: { price: 9999, startsInDays: -1, endsInDays: 5 },
    }),
    tinyProduct({ slug: 'mydlo', name: 'Mydło', price: 1990, stock: 500, categories: ['mydla'] }),
  ],
  {
    promotions: [
      {
        name: 'Darmowa wysyłka',
        description: '',
        discountType: 'FREE_SHIPPING',
        value: 0,
        minCartValue: FREE_SHIPPING_FROM,
        backgroundColor: '#000000',
        textColor: '#ffffff',
      },
    ],
    coupons: [{ code: 'WITAJ10', name: 'Witaj', discountType: 'PERCENTAGE', value: 10 }],
  },
);
const app = useTestApp({ seed: shop, now: () => NOW });

const slugs = ['krem', 'serum', 'mydlo'] as const;
const operation = fc.oneof(
  fc.record({ kind: fc.constant('add'), slug: fc.constantFrom(...slugs), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    kind: fc.constant('update'),
    slug: fc.constantFrom(...slugs),
    quantity: fc.integer({ min: -3, max: 10 }),
    increase: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('remove'), index: fc.nat(3) }),
  fc.record({ kind: fc.constant('coupon'), add: fc.boolean() }),
  fc.record({ kind: fc.constant('shipping'), method: fc.constantFrom('kurier', 'kurier-pobranie') }),
);

describe('cart invariants', () => {
  it('hold for any sequence of operations', async () => {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
    const ids: Record<string, string> = Object.fromEntries(
      items.map((p: { slug: string; product_id: string }) => [p.slug, p.product_id]),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        const session = String((await app().inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
        let version = 0;
        let lineIds: string[] = [];
        for (const op of operations) {
          const payload =
            op.kind === 'add'
              ? { add_items: [{ product_id: ids[op.slug], quantity: op.quantity }] }
              : op.kind === 'update'
                ? { update_items: [{ product_id: ids[op.slug], quantity: op.quantity, increase: op.increase }] }
                : op.kind === 'remove'
                  ? { remove_items: [{ lineId: lineIds[op.index] ?? '00000000-0000-4000-8000-000000000000' }] }
                  : op.kind === 'coupon'
                    ? op.add
                      ? { add_coupon_code: 'witaj10' }
                      : { remove_coupon_code: true }
                    : { shippingService: { method_id: op.method } };
          const response = await app().inject({
            method: 'POST',
            url: '/api/carts',
            headers: { 'session-id': session },
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          const cart = (
            await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } })
          ).json();

          // A change answers with the cart exactly as it is read back afterwards.
          if (response.statusCode === 200) expect(response.json()).toEqual(cart);
          if (response.statusCode === 200) expect(cart.version).toBeGreaterThanOrEqual(version);
          else expect(cart.version).toBe(version);
          version = cart.version;
          lineIds = cart.items.map((item: { lineId: string }) => item.lineId);

          expect(cart.grand_total).toBeGreaterThanOrEqual(0);
          expect(cart.item_quantity).toBe(
            cart.items.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0),
          );
          const expected = calculateTotals({
            lines: cart.items.map(
              (item: { lineId: string; product: { product_id: string }; unit_price: number; quantity: number }) => ({
                lineId: item.lineId,
                productId: item.product.product_id,
                unitPrice: fromPln(item.unit_price),
                quantity: item.quantity,
              }),
            ),
            promotions: cart.promotions.map((p: { ID: string; name: string }) => ({
              ID: p.ID,
              name: p.name,
              discountType: 'FREE_SHIPPING',
              value: 0,
              restrictions: { min_cart_value: FREE_SHIPPING_FROM },
            })),
            coupon:
              cart.coupon_code && !cart.coupon_error
                ? { code: 'WITAJ10', name: 'Witaj', discountType: 'PERCENTAGE', value: 10, active: true }
                : null,
            shippingMethod: cart.shipping_method
              ? {
                  id: cart.shipping_method.method_id,
                  price: fromPln(cart.shipping_method.price),
                  cashOnDelivery: cart.shipping_method.cash_on_delivery,
                }
              : null,
          });
          expect(fromPln(cart.grand_total)).toBe(expected.grandTotal);
          expect(fromPln(cart.discount_total)).toBe(expected.discountTotal);
          expect(fromPln(cart.tax_total)).toBe(expected.taxTotal);
        }
      }),
      { numRuns: 25 },
    );
  });
  it('lose no change and answer each with the cart as it left it, when changes of one cart run at once', async () => {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
    const ids: Record<string, string> = Object.fromEntries(
      items.map((p: { slug: string; product_id: string }) => [p.slug, p.product_id]),
    );
    const addition = fc.record({ slug: fc.constantFrom(...slugs), quantity: fc.integer({ min: 1, max: 3 }) });

    await fc.assert(
      fc.asyncProperty(fc.array(addition, { minLength: 1, maxLength: 12 }), async (additions) => {
        const session = String((await app().inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
        const post = async (payload: object) =>
          (
            await app().inject({ method: 'POST', url: '/api/carts', headers: { 'session-id': session }, payload })
          ).json() as {
            version: number;
            item_quantity: number;
            items: { product: { slug: string }; quantity: number }[];
          };
        // The cart exists first, so the additions race on its lines (its creation has a path of its own).
        await post({ metadata: { started: true } });
        const answers = await Promise.all(
          additions.map(({ slug, quantity }) => post({ add_items: [{ product_id: ids[slug], quantity }] })),
        );
        // Each change bumped the version once; the answer at version v shows exactly the units
        // of the changes answered at versions up to v: no change was lost, and none saw a half-made one.
        const byVersion = [...answers].sort((a, b) => a.version - b.version);
        expect(byVersion.map((answer) => answer.version)).toEqual(additions.map((_, n) => n + 2));
        let units = 0;
        for (const answer of byVersion) {
          units += additions[answers.indexOf(answer)]!.quantity;
          expect(answer.item_quantity).toBe(units);
        }
        const cart = (
          await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } })
        ).json();
        expect(cart).toEqual(byVersion.at(-1));
        for (const slug of slugs) {
          const wanted = additions.filter((a) => a.slug === slug).reduce((sum, a) => sum + a.quantity, 0);
          const line = cart.items.find((item: { product: { slug: string } }) => item.product.slug === slug);
          expect(line?.quantity ?? 0).toBe(wanted);
        }
      }),
      { numRuns: 15 },
    );
  });
});
