import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { backOfficeShop } from './fixtures/back-office.ts';
import { expectStaffOnly } from './fixtures/staff.ts';
import { REVALIDATE_SECRET } from './fixtures/storefront.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const { app, notices, crew } = backOfficeShop('wysylka', now);

const method = async (id: string) => (await crew.manager.request('GET', `/api/admin/shipping-methods/${id}`)).json();
const shopMethods = async () =>
  (await app().inject({ method: 'GET', url: '/api/shipping-methods' })).json().items as {
    method_id: string;
    price: number;
  }[];

/** A shopper's cart with one product, sent by courier: its shipment total. */
async function courierCart() {
  const first = await app().inject({ method: 'GET', url: '/api/carts' });
  const session = String(first.headers['session-id']);
  const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
  const post = (payload: object) =>
    app().inject({ method: 'POST', url: '/api/carts', headers: { 'session-id': session }, payload });
  await post({ add_items: [{ product_id: items[0].product_id, quantity: 1 }] });
  await post({ shippingService: { method_id: 'kurier' } });
  return async () =>
    (await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } })).json()
      .shipment_total as number;
}

describe('GET /api/admin/shipping-methods', () => {
  it('lists every method in checkout’s order with its price in PLN and its version', async () => {
    const list = (await crew.manager.request('GET', '/api/admin/shipping-methods')).json();
    expect(list.total).toBe(4);
    expect(list.data.find((m: { id: string }) => m.id === 'paczkomat')).toMatchObject({
      name: 'Paczkomat',
      price: 13.99,
      requires_locker: true,
      cash_on_delivery: false,
      active: true,
      version: expect.any(String),
    });
  });

  it('answers 404 for an unknown method and 400 for paging out of range', async () => {
    const unknown = await crew.owner.request('GET', '/api/admin/shipping-methods/poczta');
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'shipping.method.not.found']);
    const paging = await crew.owner.request('GET', '/api/admin/shipping-methods?limit=0');
    expect([paging.statusCode, paging.json().errorMsgCode]).toEqual([400, 'request.invalid']);
  });
});

describe('PATCH /api/admin/shipping-methods/:id', () => {
  it('changes the price: the shop’s list and carts that chose it show it at once, audited', async () => {
    const shipment = await courierCart();
    expect(await shipment()).toBe(16.99);
    expect((await shopMethods()).find((m) => m.method_id === 'kurier')?.price).toBe(16.99);
    const { version } = await method('kurier');

    const changed = await crew.manager.request('PATCH', '/api/admin/shipping-methods/kurier', {
      version,
      price: 18.5,
      name: 'Kurier DPD',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Kurier DPD', price: 18.5 });
    expect(changed.json().version).not.toBe(version);
    expect((await shopMethods()).find((m) => m.method_id === 'kurier')?.price).toBe(18.5);
    expect(await shipment()).toBe(18.5);
    await expect
      .poll(() => notices.at(-1))
      .toEqual({ authorization: `Bearer ${REVALIDATE_SECRET}`, tags: ['shipping-methods'] });

    const [audit] = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'shipping_method'), eq(schema.auditLog.entityId, 'kurier')));
    expect(audit).toMatchObject({
      action: 'shipping.method.changed',
      staffEmail: 'kierownik.wysylka@manufaktura.pl',
      before: { name: 'Kurier', price: 1699 },
      after: { name: 'Kurier DPD', price: 1850 },
    });
  });

  it('takes a method off checkout and puts it back in another place', async () => {
    const off = await crew.owner.request('PATCH', '/api/admin/shipping-methods/paczkomat-pobranie', {
      version: (await method('paczkomat-pobranie')).version,
      active: false,
    });
    expect(off.json()).toMatchObject({ active: false });
    expect((await shopMethods()).map((m) => m.method_id)).not.toContain('paczkomat-pobranie');
    const on = await crew.owner.request('PATCH', '/api/admin/shipping-methods/paczkomat-pobranie', {
      version: off.json().version,
      active: true,
      position: 9,
    });
    expect(on.json()).toMatchObject({ active: true, position: 9 });
    expect((await shopMethods()).map((m) => m.method_id)).toContain('paczkomat-pobranie');
  });

  it('keeps the last method offered: checkout never goes without delivery, even when two switch off the last two at once', async () => {
    const switchOff = async (id: string, member = crew.manager) =>
      member.request('PATCH', `/api/admin/shipping-methods/${id}`, {
        version: (await method(id)).version,
        active: false,
      });
    const offered = (await crew.manager.request('GET', '/api/admin/shipping-methods'))
      .json()
      .data.filter((m: { active: boolean }) => m.active) as { id: string }[];
    expect(offered.length).toBeGreaterThan(2);
    const [first, second, ...rest] = offered.map((m) => m.id);
    for (const id of rest) expect((await switchOff(id)).statusCode).toBe(200);

    const both = await Promise.all([switchOff(first!), switchOff(second!, crew.owner)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect([refused.json().errorMsgCode, refused.json().message]).toEqual([
      'shipping.method.last.active',
      'Sklep musi oferować co najmniej jeden sposób dostawy: włącz inny, zanim wyłączysz ten.',
    ]);
    expect(await shopMethods()).toHaveLength(1);

    // Put back as it was for the other tests.
    for (const id of offered.map((m) => m.id)) {
      const { version, active } = await method(id);
      if (!active) {
        const on = await crew.manager.request('PATCH', `/api/admin/shipping-methods/${id}`, { version, active: true });
        expect(on.statusCode).toBe(200);
      }
    }
    expect(await shopMethods()).toHaveLength(offered.length);
  });

  it('refuses a change made over a stale version: the other one stays', async () => {
    const { version } = await method('paczkomat');
    const first = await crew.manager.request('PATCH', '/api/admin/shipping-methods/paczkomat', {
      version,
      price: 12.99,
    });
    expect(first.statusCode).toBe(200);
    const second = await crew.owner.request('PATCH', '/api/admin/shipping-methods/paczkomat', {
      version,
      price: 15,
    });
    expect([second.statusCode, second.json().errorMsgCode]).toEqual([409, 'admin.version.conflict']);
    expect((await method('paczkomat')).price).toBe(12.99);
  });

  it('refuses a negative price, an empty name and fields it does not change', async () => {
    const { version } = await method('paczkomat');
    for (const body of [
      { version, price: -1 },
      { version, name: '  ' },
      { version, position: 1.5 },
      { version, cash_on_delivery: false },
      { price: 10 },
    ]) {
      const response = await crew.manager.request('PATCH', '/api/admin/shipping-methods/paczkomat', body);
      expect([response.statusCode, response.json().errorMsgCode], JSON.stringify(body)).toEqual([
        400,
        'request.invalid',
      ]);
    }
    const unknown = await crew.manager.request('PATCH', '/api/admin/shipping-methods/poczta', { version, price: 1 });
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'shipping.method.not.found']);
  });

  it('is for managers and owners only', async () => {
    const { version, price } = await method('paczkomat');
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/shipping-methods'],
      ['GET', '/api/admin/shipping-methods/paczkomat'],
      ['PATCH', '/api/admin/shipping-methods/paczkomat', { version, price: 1 }],
    ]);
    expect((await method('paczkomat')).price).toBe(price);
  });
});
