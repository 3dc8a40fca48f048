import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { backOfficeShop } from './fixtures/back-office.ts';
import { expectStaffOnly } from './fixtures/staff.ts';
import { REVALIDATE_SECRET } from './fixtures/storefront.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
const { app, notices, crew } = backOfficeShop('promocje', now);
let kremId: string;

beforeAll(async () => {
  const [krem] = await app().db.select().from(schema.products);
  kremId = krem!.productId;
});

const url = (id: string) => `/api/admin/promotions/${id}`;
const promotion = async (id: string) => (await crew.manager.request('GET', url(id))).json();
const create = (body: object) => crew.manager.request('POST', '/api/admin/promotions', body);
const topBar = async () => (await app().inject({ method: 'GET', url: '/api/layout' })).json().promotions;
const auditOf = async (id: string) =>
  app()
    .db.select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'promotion'), eq(schema.auditLog.entityId, id)));

/** A new shopper's cart of two creams (100 zł). */
async function cartOfTwoCreams() {
  const session = String((await app().inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
  const answer = await app().inject({
    method: 'POST',
    url: '/api/carts',
    headers: { 'session-id': session },
    payload: { add_items: [{ product_id: kremId, quantity: 2 }] },
  });
  return answer.json();
}

const zima = { name: 'Zima -10%', discount_type: 'PERCENTAGE', value: 10, date_from: at(-1), date_to: at(10) };

describe('POST /api/admin/promotions', () => {
  it('creates a promotion: carts apply it and the top bar shows it at once, audited', async () => {
    expect(await topBar()).toEqual([]);
    expect((await cartOfTwoCreams()).discount_total).toBe(0);
    const created = await create(zima);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Zima -10%',
      value: 10,
      active: true,
      running_now: true,
      background_color: '#b8855d',
      product_ids: [],
    });
    await expect
      .poll(() => notices.at(-1))
      .toEqual({
        authorization: `Bearer ${REVALIDATE_SECRET}`,
        tags: ['promotions'],
      });
    expect(await topBar()).toMatchObject([{ ID: created.json().id, name: 'Zima -10%', value: 10 }]);
    expect(await cartOfTwoCreams()).toMatchObject({ discount_total: 10, grand_total: 90 });
    const [audit] = await auditOf(created.json().id);
    expect(audit).toMatchObject({
      action: 'promotion.created',
      staffEmail: 'kierownik.promocje@manufaktura.pl',
      before: null,
      after: { name: 'Zima -10%', value: 10, date_to: at(10) },
    });
  });

  it('keeps a fixed amount in grosze, its condition, products and colours', async () => {
    const created = await create({
      name: 'Krem -5 zł',
      discount_type: 'FIXED_PRODUCT',
      value: 5,
      min_cart_value: 200,
      product_ids: [kremId],
      background_color: '#000000',
      text_color: '#FFFFFF',
      override_text: 'Krem taniej o 5 zł',
      position: 2,
      active: false,
    });
    expect(created.json()).toMatchObject({ value: 5, min_cart_value: 200, product_ids: [kremId], running_now: false });
    const [row] = await app()
      .db.select()
      .from(schema.promotions)
      .where(eq(schema.promotions.promotionId, created.json().id));
    expect([row!.value, row!.minCartValue, row!.overrideText]).toEqual([500, 20000, 'Krem taniej o 5 zł']);
  });

  it.each([
    [{ value: 0 }, 'promotion.value.invalid'],
    [{ discount_type: 'FREE_SHIPPING', value: 10 }, 'promotion.value.invalid'],
    [{ date_to: at(-2) }, 'promotion.dates.invalid'],
    [{ product_ids: ['00000000-0000-4000-8000-000000000000'] }, 'promotion.product.unknown'],
  ])('refuses %j with %s and a Polish message', async (change, errorMsgCode) => {
    const refused = await create({ ...zima, ...change });
    expect([refused.statusCode, refused.json().errorMsgCode]).toEqual([400, errorMsgCode]);
    expect(refused.json().message).toMatch(/Promocja|promocji/);
  });

  it('refuses malformed input as a bad request, never a fault', async () => {
    for (const body of [
      { ...zima, name: ' ' },
      { ...zima, discount_type: 'GRATIS' },
      { ...zima, background_color: 'red' },
      { ...zima, date_to: 'jutro' },
      { ...zima, position: -1 },
      { ...zima, code: 'ZIMA' },
    ]) {
      const refused = await create(body);
      expect([refused.statusCode, refused.json().errorMsgCode], JSON.stringify(body)).toEqual([400, 'request.invalid']);
    }
  });
});

describe('GET /api/admin/promotions', () => {
  it('lists them in the top bar’s order, by part of the name and by state', async () => {
    await create({ name: 'Lato', discount_type: 'FREE_SHIPPING', value: 0, date_to: at(-5), position: 5 });
    const names = async (query: string) =>
      (await crew.owner.request('GET', `/api/admin/promotions${query}`))
        .json()
        .data.map((p: { name: string }) => p.name);
    expect(await names('')).toEqual(['Zima -10%', 'Krem -5 zł', 'Lato']);
    expect(await names('?q=kre')).toEqual(['Krem -5 zł']);
    expect(await names('?state=active')).toEqual(['Zima -10%']);
    expect(await names('?state=expired')).toEqual(['Lato']);
  });

  it('answers 404 for an unknown promotion', async () => {
    const unknown = await crew.owner.request('GET', url('00000000-0000-4000-8000-000000000000'));
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'promotion.not.found']);
  });
});

describe('PATCH /api/admin/promotions/:id', () => {
  const zimaId = async () =>
    (await crew.manager.request('GET', '/api/admin/promotions?q=zima')).json().data[0].id as string;

  it('changes the value: carts take it at once, audited with before and after', async () => {
    const id = await zimaId();
    const changed = await crew.owner.request('PATCH', url(id), { version: (await promotion(id)).version, value: 20 });
    expect(changed.json()).toMatchObject({ value: 20, name: 'Zima -10%' });
    expect(await cartOfTwoCreams()).toMatchObject({ discount_total: 20 });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'promotion.changed',
      staffEmail: 'wlascicielka.promocje@manufaktura.pl',
      before: { value: 10 },
      after: { value: 20 },
    });
  });

  it('switches it off: carts and the top bar drop it at once', async () => {
    const id = await zimaId();
    const off = await crew.manager.request('PATCH', url(id), { version: (await promotion(id)).version, active: false });
    expect(off.json()).toMatchObject({ active: false, running_now: false });
    expect(await topBar()).toEqual([]);
    expect((await cartOfTwoCreams()).discount_total).toBe(0);
  });

  it('refuses a stale version, a bad value and an unknown promotion', async () => {
    const id = await zimaId();
    const { version } = await promotion(id);
    expect((await crew.manager.request('PATCH', url(id), { version, name: 'Pierwsza' })).statusCode).toBe(200);
    const stale = await crew.owner.request('PATCH', url(id), { version, name: 'Druga' });
    expect([stale.statusCode, stale.json().errorMsgCode]).toEqual([409, 'admin.version.conflict']);
    expect((await promotion(id)).name).toBe('Pierwsza');
    const fresh = (await promotion(id)).version;
    const percent = await crew.owner.request('PATCH', url(id), { version: fresh, value: 150 });
    expect([percent.statusCode, percent.json().errorMsgCode]).toEqual([400, 'promotion.value.invalid']);
    const unknown = await crew.owner.request('PATCH', url('00000000-0000-4000-8000-000000000000'), {
      version: fresh,
      name: 'Nic',
    });
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'promotion.not.found']);
  });

  it('is for managers and owners only', async () => {
    const id = (await crew.manager.request('GET', '/api/admin/promotions?q=krem')).json().data[0].id as string;
    const { version, name } = await promotion(id);
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/promotions'],
      ['GET', url(id)],
      ['POST', '/api/admin/promotions', { ...zima, name: 'Obca' }],
      ['PATCH', url(id), { version, name: 'Obca' }],
    ]);
    expect((await promotion(id)).name).toBe(name);
    expect((await crew.owner.request('GET', '/api/admin/promotions?q=obca')).json().total).toBe(0);
  });
});
