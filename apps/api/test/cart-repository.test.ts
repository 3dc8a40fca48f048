import { schema } from '@manufaktura/db';
import { createTestDatabase } from '@manufaktura/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { referenceDataRead } from '../src/cart/reference-data.ts';
import { createCartRepository } from '../src/repositories/carts.ts';
import { createTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('createCartRepository', () => {
  it('makes one cart per session, and bumps its version with whichever columns change', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await db.insert(schema.sessions).values({ tokenHash: 'hash', expiresAt: at(60) });
      const carts = createCartRepository(db);
      const owner = { sessionTokenHash: 'hash', accountId: null };
      const stored = async (cartId: string) =>
        (await db.select().from(schema.carts).where(eq(schema.carts.cartId, cartId)))[0];

      const created = await carts.lockOrCreateFor(owner);
      expect(created).toEqual(await stored(created.cartId));
      expect(created).toMatchObject({ sessionTokenHash: 'hash', accountId: null, status: 'OPEN', version: 0 });
      expect(await carts.lockOrCreateFor(owner)).toEqual(created);

      const { cartId } = created;
      const billing = { name: 'Anna', city: 'Kraków' };
      expect(await carts.bumpVersion(cartId, at(1), { email: 'anna@example.pl', billing })).toEqual(
        await stored(cartId),
      );
      // An undefined change is none, and the bump's time is the one that counts.
      await carts.bumpVersion(cartId, at(2), { couponCode: 'LATO', email: undefined, updatedAt: at(-60) });
      expect(await stored(cartId)).toMatchObject({
        version: 2,
        email: 'anna@example.pl',
        billing,
        couponCode: 'LATO',
        updatedAt: at(2),
      });
      await carts.bumpVersion(cartId, at(3), { couponCode: null, shippingAttributes: { locker_code: 'KRA010' } });
      await carts.bumpVersion(cartId, at(4));
      await carts.bumpVersion(cartId, at(5), { email: 'ewa@example.pl', billing: {} });
      expect(await stored(cartId)).toMatchObject({
        version: 5,
        email: 'ewa@example.pl',
        billing: {},
        couponCode: null,
        shippingAttributes: { locker_code: 'KRA010' },
        updatedAt: at(5),
      });
    } finally {
      await database.close();
    }
  });

  it('adds a line as stored', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await db.insert(schema.sessions).values({ tokenHash: 'hash', expiresAt: at(60) });
      const [product] = await db
        .insert(schema.products)
        .values({ name: 'Krem', slug: 'krem', nonSalePrice: 1000 })
        .returning({ productId: schema.products.productId });
      const carts = createCartRepository(db);
      const { cartId } = await carts.lockOrCreateFor({ sessionTokenHash: 'hash', accountId: null });
      const line = await carts.insertLine({
        cartId,
        productId: product!.productId,
        quantity: 2,
        options: [{ name: 'zapach', value: 'lawenda' }],
        subProductsReplacementForced: true,
        position: 3,
      });
      expect(line).toEqual((await carts.lines(cartId))[0]);
      expect(line).toMatchObject({ quantity: 2, options: [{ name: 'zapach', value: 'lawenda' }], position: 3 });
    } finally {
      await database.close();
    }
  });
});

describe("an order's reads", () => {
  it('are, in one statement, what reading the lines, promotions, shipping methods and products one by one gives', async () => {
    const app = await createTestApp({ seed: true, now: () => NOW });
    try {
      const { db } = app;
      const { carts, content, products } = app.repositories;
      await db.insert(schema.sessions).values({ tokenHash: 'hash', expiresAt: at(60) });
      const { cartId } = await carts.lockOrCreateFor({ sessionTokenHash: 'hash', accountId: null });
      const slugs = ['mydlo-lawendowe', 'mydlo-konopne-z-aloesem', 'mydlo-cytrusowe', 'krem-rozany-na-noc'];
      const chosen = await db
        .select({ productId: schema.products.productId, slug: schema.products.slug })
        .from(schema.products)
        .where(inArray(schema.products.slug, slugs));
      expect(chosen).toHaveLength(slugs.length);
      // Lines out of the order of their positions, and one of a product unpublished since.
      for (const [index, { productId }] of chosen.entries()) {
        await carts.insertLine({
          cartId,
          productId,
          quantity: index + 1,
          options: [],
          subProductsReplacementForced: false,
          position: chosen.length - index,
        });
      }
      await db.update(schema.products).set({ published: false }).where(eq(schema.products.slug, 'mydlo-cytrusowe'));

      const read = await carts.orderReads(cartId, NOW);
      const lines = await carts.lines(cartId);
      const byId = (list: { productId: string }[]) => [...list].sort((a, b) => a.productId.localeCompare(b.productId));
      expect(read.lines).toEqual(lines);
      expect(read.lines.map((line) => line.position)).toEqual([1, 2, 3, 4]);
      expect(read.promotions).toEqual(await content.switchedOnPromotions());
      expect(read.promotions.map((promotion) => promotion.name)).toContain('Tydzień mydeł');
      expect(read.shippingMethods).toEqual(await carts.shippingMethods());
      expect(read.shippingMethods.length).toBeGreaterThan(1);
      expect(byId(read.products)).toEqual(
        byId(
          await products.byIds(
            lines.map((line) => line.productId),
            NOW,
          ),
        ),
      );
      expect(read.products.map((product) => product.slug).sort()).toEqual(
        ['krem-rozany-na-noc', 'mydlo-konopne-z-aloesem', 'mydlo-lawendowe'].sort(),
      );
      // On sale now: its price history comes along, as the price's lowest of 30 days needs it.
      expect(read.products.find((product) => product.slug === 'krem-rozany-na-noc')!.priceHistory).not.toEqual([]);

      // Priced from what was read: the promotions running at the time asked, the method and the products asked for.
      const [first, ...others] = read.promotions;
      const reference = referenceDataRead({
        ...read,
        promotions: [{ ...first!, dateFrom: at(10), dateTo: at(20) }, ...others],
      });
      const names = async (now: Date) =>
        (await reference.promotions(app.repositories, now)).map((promotion) => promotion.name);
      expect(await names(NOW)).toEqual(others.map((promotion) => promotion.name));
      expect(await names(at(15))).toEqual(read.promotions.map((promotion) => promotion.name));
      const [method] = read.shippingMethods;
      expect(await reference.shippingMethod(app.repositories, method!.methodId)).toEqual(method);
      expect(await reference.shippingMethod(app.repositories, 'nie-ma-takiej')).toBeUndefined();
      const unpublished = chosen.find((product) => product.slug === 'mydlo-cytrusowe')!.productId;
      const asked = [read.products[0]!.productId, unpublished];
      expect([...(await reference.products(app.repositories, asked, NOW)).keys()]).toEqual([
        read.products[0]!.productId,
      ]);
    } finally {
      await app.close();
    }
  });
});
