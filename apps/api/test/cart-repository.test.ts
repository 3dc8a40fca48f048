import { schema } from '@manufaktura/db';
import { createTestDatabase } from '@manufaktura/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createCartRepository } from '../src/repositories/carts.ts';

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

      const created = await carts.createFor(owner);
      expect(created).toEqual(await stored(created.cartId));
      expect(created).toMatchObject({ sessionTokenHash: 'hash', accountId: null, status: 'OPEN', version: 0 });
      expect(await carts.createFor(owner)).toEqual(created);

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
      const { cartId } = await carts.createFor({ sessionTokenHash: 'hash', accountId: null });
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
