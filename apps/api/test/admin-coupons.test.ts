import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { backOfficeShop } from './fixtures/back-office.ts';
import { BILLING } from './fixtures/checkout.ts';
import { expectStaffOnly } from './fixtures/staff.ts';
import { REVALIDATE_SECRET } from './fixtures/storefront.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
const { app, notices, crew } = backOfficeShop('kupony', now);
let kremId: string;

beforeAll(async () => {
  const [krem] = await app().db.select().from(schema.products);
  kremId = krem!.productId;
});

const url = (id: string) => `/api/admin/coupons/${id}`;
const coupon = async (id: string) => (await crew.manager.request('GET', url(id))).json();
const create = (body: object) => crew.manager.request('POST', '/api/admin/coupons', body);
const auditOf = async (id: string) =>
  app()
    .db.select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'coupon'), eq(schema.auditLog.entityId, id)));

let shoppers = 0;
/** A guest's cart of two creams (100 zł) with `code`, and placing it as a cash-on-delivery order. */
async function cartWithCoupon(code: string) {
  shoppers += 1;
  const remoteAddress = `10.32.0.${shoppers}`;
  const email = `klientka.${shoppers}@example.pl`;
  const session = String(
    (await app().inject({ method: 'GET', url: '/api/carts', remoteAddress })).headers['session-id'],
  );
  const post = (path: string, payload: object) =>
    app().inject({ method: 'POST', url: path, headers: { 'session-id': session }, payload, remoteAddress });
  const cart = (
    await post('/api/carts', {
      add_items: [{ product_id: kremId, quantity: 2 }],
      add_coupon_code: code,
      email,
      billing: { ...BILLING, phone: `+48 60100${String(shoppers).padStart(4, '0')}` },
      shippingService: { method_id: 'paczkomat-pobranie', attributes: { locker_code: 'KRA010' } },
    })
  ).json();
  const place = () =>
    post('/api/payment/invoke', {
      version: cart.version,
      payment_method: 'cod',
      consents: { terms: true, privacy: true },
    });
  return { cart, place };
}

const jesien = {
  code: ' jesien20 ',
  name: 'Jesień',
  discount_type: 'PERCENTAGE',
  value: 20,
  date_from: at(-1),
  date_to: at(30),
};

describe('POST /api/admin/coupons', () => {
  it('creates a coupon under its upper-cased code: a cart takes it at once, audited', async () => {
    const created = await create(jesien);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'JESIEN20',
      discount_type: 'PERCENTAGE',
      value: 20,
      active: true,
      min_cart_value: null,
      product_ids: [],
      redemptions: 0,
      customers: 0,
    });
    await expect
      .poll(() => notices.at(-1))
      .toEqual({
        authorization: `Bearer ${REVALIDATE_SECRET}`,
        tags: ['promotions'],
      });
    const { cart } = await cartWithCoupon('jesien20');
    expect(cart).toMatchObject({ coupon_code: 'JESIEN20', coupon_error: null, discount_total: 20 });
    const [audit] = await auditOf(created.json().id);
    expect(audit).toMatchObject({
      action: 'coupon.created',
      staffEmail: 'kierownik.kupony@manufaktura.pl',
      before: null,
      after: { code: 'JESIEN20', value: 20, date_to: at(30) },
    });
  });

  it('keeps a fixed amount, a minimum order, products and limits', async () => {
    const created = await create({
      code: 'KREM15',
      name: 'Krem -15 zł',
      discount_type: 'FIXED_PRODUCT',
      value: 15,
      min_cart_value: 80,
      product_ids: [kremId],
      max_redemptions: 100,
      max_redemptions_per_user: 1,
      allowed_email: 'Anna@Example.pl',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      value: 15,
      min_cart_value: 80,
      product_ids: [kremId],
      max_redemptions: 100,
      max_redemptions_per_user: 1,
      allowed_email: 'anna@example.pl',
    });
    const [row] = await app().db.select().from(schema.coupons).where(eq(schema.coupons.code, 'KREM15'));
    expect([row!.value, row!.minCartValue]).toEqual([1500, 8000]);
  });

  it('refuses a code already taken, whatever its case, with a conflict', async () => {
    const taken = await create({ ...jesien, code: 'Jesien20' });
    expect([taken.statusCode, taken.json().errorMsgCode]).toEqual([409, 'coupon.code.taken']);
    expect(taken.json().message).toContain('JESIEN20');
  });

  it.each([
    [{ code: 'JESIEŃ 20' }, 'coupon.code.invalid'],
    [{ code: 'NOWY', value: 120 }, 'coupon.value.invalid'],
    [{ code: 'NOWY', discount_type: 'FIXED', value: 0 }, 'coupon.value.invalid'],
    [{ code: 'NOWY', discount_type: 'FREE_SHIPPING', value: 5 }, 'coupon.value.invalid'],
    [{ code: 'NOWY', date_to: at(-2) }, 'coupon.dates.invalid'],
    [{ code: 'NOWY', product_ids: ['00000000-0000-4000-8000-000000000000'] }, 'coupon.product.unknown'],
  ])('refuses %j with %s and a Polish message', async (change, errorMsgCode) => {
    const refused = await create({ ...jesien, ...change });
    expect([refused.statusCode, refused.json().errorMsgCode]).toEqual([400, errorMsgCode]);
    expect(refused.json().message).toMatch(/[Kk]upon/);
  });

  it('refuses malformed input as a bad request, never a fault', async () => {
    for (const body of [
      { ...jesien, code: '' },
      { ...jesien, discount_type: 'GRATIS' },
      { ...jesien, value: -1 },
      { ...jesien, date_from: '2026-11-25 10:00' },
      { ...jesien, allowed_email: 'nie-adres' },
      { ...jesien, max_redemptions: 0 },
      { ...jesien, product_ids: ['krem'] },
      { ...jesien, used: 3 },
    ]) {
      const refused = await create(body);
      expect([refused.statusCode, refused.json().errorMsgCode], JSON.stringify(body)).toEqual([400, 'request.invalid']);
    }
  });
});

describe('GET /api/admin/coupons', () => {
  it('finds coupons by part of the code and by state', async () => {
    await create({ code: 'LATO', name: 'Lato', discount_type: 'FREE_SHIPPING', value: 0, date_to: at(-10) });
    const codes = async (query: string) =>
      (await crew.owner.request('GET', `/api/admin/coupons${query}`)).json().data.map((c: { code: string }) => c.code);
    expect(await codes('?q=jes')).toEqual(['JESIEN20']);
    expect(await codes('?state=expired')).toEqual(['LATO']);
    expect(await codes('?state=active')).toEqual(expect.arrayContaining(['JESIEN20', 'KREM15']));
    expect(await codes('?state=active')).not.toContain('LATO');
    const bad = await crew.owner.request('GET', '/api/admin/coupons?state=stare');
    expect([bad.statusCode, bad.json().errorMsgCode]).toEqual([400, 'request.invalid']);
  });

  it('counts a placed order’s use: orders in all and distinct customers', async () => {
    const { cart, place } = await cartWithCoupon('JESIEN20');
    expect(cart.coupon_error).toBeNull();
    expect((await place()).statusCode).toBe(200);
    const [listed] = (await crew.manager.request('GET', '/api/admin/coupons?q=JESIEN20')).json().data;
    expect(listed).toMatchObject({ redemptions: 1, customers: 1 });
    expect(await coupon(listed.id)).toMatchObject({ redemptions: 1, customers: 1 });
  });

  it('answers 404 for an unknown coupon', async () => {
    const unknown = await crew.owner.request('GET', url('00000000-0000-4000-8000-000000000000'));
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'coupon.not.found']);
  });
});

describe('PATCH /api/admin/coupons/:id', () => {
  const jesienId = async () =>
    (await crew.manager.request('GET', '/api/admin/coupons?q=JESIEN20')).json().data[0].id as string;

  it('switches a coupon off: a cart refuses it at once, audited with before and after', async () => {
    const id = await jesienId();
    const off = await crew.owner.request('PATCH', url(id), { version: (await coupon(id)).version, active: false });
    expect([off.statusCode, off.json().active]).toEqual([200, false]);
    expect((await cartWithCoupon('JESIEN20')).cart).toMatchObject({ errorMsgCode: 'coupon.not.active' });
    const audits = await auditOf(id);
    expect(audits.at(-1)).toMatchObject({
      action: 'coupon.changed',
      staffEmail: 'wlascicielka.kupony@manufaktura.pl',
      before: { active: true },
      after: { active: false, code: 'JESIEN20' },
    });
    const on = await crew.owner.request('PATCH', url(id), { version: (await coupon(id)).version, active: true });
    expect(on.statusCode).toBe(200);
  });

  it('changes the terms and the code, keeping what it was not sent', async () => {
    const id = await jesienId();
    const changed = await crew.manager.request('PATCH', url(id), {
      version: (await coupon(id)).version,
      code: 'jesien25',
      value: 25,
      min_cart_value: 50,
      date_to: null,
    });
    expect(changed.json()).toMatchObject({
      code: 'JESIEN25',
      value: 25,
      min_cart_value: 50,
      date_to: null,
      name: 'Jesień',
    });
    expect((await cartWithCoupon('JESIEN25')).cart).toMatchObject({ coupon_error: null, discount_total: 25 });
  });

  it('refuses a stale version, another coupon’s code and a bad value', async () => {
    const id = (await crew.manager.request('GET', '/api/admin/coupons?q=JESIEN25')).json().data[0].id as string;
    const { version } = await coupon(id);
    expect((await crew.manager.request('PATCH', url(id), { version, name: 'Pierwsza' })).statusCode).toBe(200);
    const stale = await crew.owner.request('PATCH', url(id), { version, name: 'Druga' });
    expect([stale.statusCode, stale.json().errorMsgCode]).toEqual([409, 'admin.version.conflict']);
    expect((await coupon(id)).name).toBe('Pierwsza');
    const fresh = (await coupon(id)).version;
    const taken = await crew.owner.request('PATCH', url(id), { version: fresh, code: 'krem15' });
    expect([taken.statusCode, taken.json().errorMsgCode]).toEqual([409, 'coupon.code.taken']);
    const percent = await crew.owner.request('PATCH', url(id), { version: fresh, value: 101 });
    expect([percent.statusCode, percent.json().errorMsgCode]).toEqual([400, 'coupon.value.invalid']);
    const unversioned = await crew.owner.request('PATCH', url(id), { name: 'Bez wersji' });
    expect([unversioned.statusCode, unversioned.json().errorMsgCode]).toEqual([400, 'request.invalid']);
    const unknown = await crew.owner.request('PATCH', url('00000000-0000-4000-8000-000000000000'), {
      version: fresh,
      name: 'Nic',
    });
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'coupon.not.found']);
  });

  it('is for managers and owners only', async () => {
    const id = (await crew.manager.request('GET', '/api/admin/coupons?q=KREM15')).json().data[0].id as string;
    const { version, name } = await coupon(id);
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/coupons'],
      ['GET', url(id)],
      ['POST', '/api/admin/coupons', { ...jesien, code: 'OBCY' }],
      ['PATCH', url(id), { version, name: 'Obcy' }],
    ]);
    expect((await coupon(id)).name).toBe(name);
    expect((await crew.owner.request('GET', '/api/admin/coupons?q=OBCY')).json().total).toBe(0);
  });
});
