import { schema } from '@manufaktura/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { StaffBrowser } from './fixtures/staff.ts';
import { STAFF_PASSWORD, staffHelpers } from './fixtures/staff.ts';
import { REVALIDATE_SECRET, storefrontStandIn } from './fixtures/storefront.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import type { TestAppOptions } from './helper.ts';
import { useTestApp } from './helper.ts';

let now = new Date('2026-11-25T10:00:00.000Z');
const HOUR = 3_600_000;
const shop = tinyShop([
  tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 10 }),
  tinyProduct({ slug: 'mydlo', name: 'Mydło lawendowe', price: 2000, stock: 4 }),
]);
const options: TestAppOptions = { seed: shop, now: () => now };
const notices = storefrontStandIn(options);
const app = useTestApp(options);
const { browser, ownerBrowser, invite, acceptedBy } = staffHelpers(app, () => now);

let invited = false;
/** A manager and a packer of the shop, signed in anew (the test moves the clock past their idle limit). */
async function members() {
  if (!invited) {
    const owner = await ownerBrowser('wlascicielka.katalogu@manufaktura.pl');
    await acceptedBy((await invite(owner, 'kierownik.katalogu@manufaktura.pl', 'MANAGER')).token);
    await acceptedBy((await invite(owner, 'pakowacz.katalogu@manufaktura.pl', 'PACKER')).token);
    invited = true;
  }
  const signedIn = async (email: string) => {
    const member = browser();
    const response = await member.request('POST', '/api/admin/session', { email, password: STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    return member;
  };
  return {
    manager: await signedIn('kierownik.katalogu@manufaktura.pl'),
    packer: await signedIn('pakowacz.katalogu@manufaktura.pl'),
  };
}

async function product(manager: StaffBrowser, slug: string) {
  const list = (await manager.request('GET', `/api/admin/products?q=${slug}`)).json();
  return (await manager.request('GET', `/api/admin/products/${list.data[0].id}`)).json();
}

const shopProduct = async (slug: string) =>
  (await app().inject({ method: 'GET', url: `/api/products/${slug}` })).json();

describe('the catalogue in the back office', () => {
  it('lets a manager set a sale window: the shop sells at the sale price within it, the history keeps both', async () => {
    const { manager } = await members();
    const krem = await product(manager, 'krem');
    expect(krem).toMatchObject({ price: 50, sale_price: null, on_sale_now: false, stock: 10, published: true });

    const start = new Date(now.getTime() + HOUR).toISOString();
    const end = new Date(now.getTime() + 48 * HOUR).toISOString();
    const changed = await manager.request('PATCH', `/api/admin/products/${krem.id}`, {
      version: krem.version,
      sale_price: 39.9,
      sale_price_start: start,
      sale_price_end: end,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ sale_price: 39.9, on_sale_now: false });
    // The storefront is told at once which of its data changed.
    await expect
      .poll(() => notices.at(-1))
      .toEqual({
        authorization: `Bearer ${REVALIDATE_SECRET}`,
        tags: ['products', 'product:krem', 'home'],
      });

    now = new Date(now.getTime() + 2 * HOUR);
    expect((await product((await members()).manager, 'krem')).on_sale_now).toBe(true);
    const onSale = await shopProduct('krem');
    expect(onSale.prices.PLN).toMatchObject({ non_sale_price: 50, sale_price: 39.9 });

    const history = await app()
      .db.select()
      .from(schema.priceHistory)
      .where(eq(schema.priceHistory.productId, krem.id))
      .orderBy(asc(schema.priceHistory.validFrom));
    expect(history.map((p) => [p.price, p.isPromo])).toEqual(
      expect.arrayContaining([
        [5000, false],
        [3990, true],
      ]),
    );
    const audit = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'product'), eq(schema.auditLog.entityId, krem.id)));
    expect(audit[0]).toMatchObject({
      action: 'product.update',
      staffEmail: 'kierownik.katalogu@manufaktura.pl',
      before: { salePrice: null },
      after: { salePrice: 3990 },
    });
  });

  it('refuses a sale price above the price, a window that ends before it starts, and a stale version', async () => {
    const { manager } = await members();
    const mydlo = await product(manager, 'mydlo');
    const start = new Date(now.getTime() + HOUR).toISOString();
    for (const change of [
      { sale_price: 25 },
      { sale_price: 15, sale_price_start: start, sale_price_end: start },
      { sale_price: 15, sale_price_start: start },
    ]) {
      const response = await manager.request('PATCH', `/api/admin/products/${mydlo.id}`, {
        version: mydlo.version,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errorMsgCode).toBe('product.sale.invalid');
    }
    const first = await manager.request('PATCH', `/api/admin/products/${mydlo.id}`, {
      version: mydlo.version,
      price: 21,
    });
    expect(first.json().price).toBe(21);
    const stale = await manager.request('PATCH', `/api/admin/products/${mydlo.id}`, {
      version: mydlo.version,
      price: 22,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMsgCode).toBe('admin.version.conflict');
    expect((await product(manager, 'mydlo')).price).toBe(21);
  });

  it('records deliveries and withdrawals; never below zero; the shop sees the stock', async () => {
    const { manager } = await members();
    const mydlo = await product(manager, 'mydlo');
    const delivered = await manager.request('POST', `/api/admin/products/${mydlo.id}/stock`, {
      type: 'NEW_STOCK',
      quantity: 6,
      note: 'Partia 2026/11',
    });
    expect(delivered.json().stock).toBe(10);
    expect(delivered.json().movements[0]).toMatchObject({ type: 'NEW_STOCK', quantity: 6, note: 'Partia 2026/11' });
    const tooMany = await manager.request('POST', `/api/admin/products/${mydlo.id}/stock`, {
      type: 'DAMAGE',
      quantity: 11,
      reason: 'DAMAGE',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ errorMsgCode: 'stock.not.enough', params: { stock: 10 } });
    now = new Date(now.getTime() + 60_000);
    const damaged = await manager.request('POST', `/api/admin/products/${mydlo.id}/stock`, {
      type: 'DAMAGE',
      quantity: 10,
      reason: 'WITHDRAWN_EXPIRED',
    });
    expect(damaged.json().stock).toBe(0);
    expect(damaged.json().movements[0]).toMatchObject({ type: 'DAMAGE', quantity: -10, reason: 'WITHDRAWN_EXPIRED' });
    expect((await shopProduct('mydlo')).available).toBe(false);
    const sale = await manager.request('POST', `/api/admin/products/${mydlo.id}/stock`, { type: 'SALE', quantity: 1 });
    expect(sale.statusCode).toBe(400);
  });

  it('keeps packers out of the catalogue', async () => {
    const { packer, manager } = await members();
    const krem = await product(manager, 'krem');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/products'],
      ['PATCH', `/api/admin/products/${krem.id}`, { version: krem.version, price: 1 }],
      ['POST', `/api/admin/products/${krem.id}/stock`, { type: 'NEW_STOCK', quantity: 1 }],
    ] as const) {
      const response = await packer.request(method, url, payload);
      expect(response.statusCode).toBe(403);
    }
    expect((await product(manager, 'krem')).stock).toBe(10);
  });
});
