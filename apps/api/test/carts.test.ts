import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp, useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const shop = tinyShop(
  [
    tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 30 }),
    tinyProduct({ slug: 'serum', name: 'Serum', price: 12000, stock: 5 }),
    tinyProduct({ slug: 'mydlo', name: 'Mydło lawendowe', price: 2400, stock: 3, categories: ['mydla'] }),
    tinyProduct({ slug: 'pakowanie', name: 'Pakowanie na prezent', price: 990, capacity: null, giftPacking: true }),
  ],
  {
    promotions: [
      {
        name: 'Darmowa wysyłka',
        description: 'Od 199 zł',
        discountType: 'FREE_SHIPPING',
        value: 0,
        minCartValue: 19900,
        backgroundColor: '#b8855d',
        textColor: '#ffffff',
      },
    ],
    coupons: [
      { code: 'WITAJ10', name: 'Witaj', discountType: 'PERCENTAGE', value: 10 },
      { code: 'DARMOWADOSTAWA', name: 'Dostawa', discountType: 'FREE_SHIPPING', value: 0 },
      { code: 'MINUS20', name: '20 zł', discountType: 'FIXED', value: 2000, minCartValue: 15000 },
      { code: 'MYDLANY', name: 'Mydlany', discountType: 'PERCENTAGE_PRODUCT', value: 50, productSlugs: ['mydlo'] },
      { code: 'LATO', name: 'Lato', discountType: 'PERCENTAGE', value: 15, startsInDays: -100, endsInDays: -50 },
      { code: 'ZIMA', name: 'Zima', discountType: 'PERCENTAGE', value: 15, startsInDays: 10, endsInDays: 40 },
      { code: 'STARY', name: 'Stary', discountType: 'PERCENTAGE', value: 10, active: false },
      { code: 'WYCZERPANY', name: 'Wyczerpany', discountType: 'FIXED', value: 1000, maxRedemptions: 0 },
      { code: 'RAZNAOSOBE', name: 'Raz na osobę', discountType: 'FIXED', value: 1000, maxRedemptionsPerUser: 1 },
    ],
  },
);

const app = useTestApp({ seed: shop, now: () => NOW });

interface Cart {
  cartId: string | null;
  version: number;
  items: { lineId: string; product: { slug: string; product_id: string }; quantity: number; price_total: number }[];
  item_quantity: number;
  grand_total: number;
  shipment_total: number;
  discount_total: number;
  tax_total: number;
  discounts: { type: string; amount: number; source: { type: string; ref: string } }[];
  promotions: {
    name: string;
    fulfilled: boolean;
    notification: { key: string; params: Record<string, unknown>; message: string };
  }[];
  coupon_code: string | null;
  coupon_error: { errorMsgCode: string } | null;
  free_shipping: boolean;
  gift_packing: boolean;
  email: string | null;
  metadata: Record<string, unknown>;
  comments: string;
  shipping_method: { method_id: string; attributes: Record<string, string> } | null;
}

let productIds: Record<string, string> = {};
async function ids(): Promise<Record<string, string>> {
  if (Object.keys(productIds).length === 0) {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products?limit=100' })).json();
    productIds = Object.fromEntries(items.map((p: { slug: string; product_id: string }) => [p.slug, p.product_id]));
  }
  return productIds;
}

/** A shopper with a session of their own. */
async function shopper() {
  const first = await app().inject({ method: 'GET', url: '/api/carts' });
  const session = String(first.headers['session-id']);
  const post = async (payload: unknown) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/carts',
      headers: { 'session-id': session },
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const cart = async () =>
    (await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } })).json() as Cart;
  return { session, post, cart, first: first.json() as Cart };
}

describe('GET /api/carts', () => {
  it('answers a new visitor with an empty, unsaved cart and the promotions still to reach', async () => {
    const { first } = await shopper();
    expect(first).toMatchObject({
      cartId: null,
      version: 0,
      item_quantity: 0,
      grand_total: 0,
      currency: 'PLN',
      items: [],
    });
    expect(first.promotions[0]!.notification).toEqual({
      key: 'promotion.FREE_SHIPPING.min_cart_value.not.fulfilled',
      params: { name: 'Darmowa wysyłka', diff: 19900 },
      message: 'Do darmowej wysyłki brakuje 199,00\u00a0zł*',
    });
  });
});

describe('POST /api/carts: lines', () => {
  it('adds a product: the cart is created with version 1 and exact totals', async () => {
    const { post } = await shopper();
    const { krem } = await ids();
    const { status, body } = await post({ add_items: [{ product_id: krem, quantity: 2 }] });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      version: 1,
      item_quantity: 2,
      grand_total: 100,
      shipment_total: 0,
      discount_total: 0,
    });
    expect(body.cartId).toMatch(/^[0-9a-f-]{36}$/);
    // VAT inside 100 zł gross at 23%: 100 − 100 / 1.23 = 18.70
    expect(body.tax_total).toBe(18.7);
    expect(body.items[0]).toMatchObject({ product: { slug: 'krem' }, quantity: 2, unit_price: 50, price_total: 100 });
  });

  it('merges the same product into one line, sets, increases and removes quantities, one version each', async () => {
    const { post } = await shopper();
    const { krem } = await ids();
    await post({ add_items: [{ product_id: krem }] });
    const merged = (await post({ add_items: [{ product_id: krem, quantity: 2 }] })).body as Cart;
    expect(merged.items).toHaveLength(1);
    expect(merged).toMatchObject({ item_quantity: 3, version: 2 });
    const lineId = merged.items[0]!.lineId;
    expect((await post({ update_items: [{ lineId, quantity: 5 }] })).body).toMatchObject({
      item_quantity: 5,
      version: 3,
    });
    expect((await post({ update_items: [{ product_id: krem, quantity: 2, increase: true }] })).body).toMatchObject({
      item_quantity: 7,
      version: 4,
    });
    expect((await post({ update_items: [{ lineId, quantity: 0 }] })).body).toMatchObject({
      item_quantity: 0,
      items: [],
      version: 5,
    });
  });

  it('keeps the version and the lines of a payload that changes nothing, or is refused', async () => {
    const { post, cart } = await shopper();
    const { krem } = await ids();
    await post({ add_items: [{ product_id: krem }] });
    expect((await post({})).body).toMatchObject({ version: 1, item_quantity: 1 });
    const refused = await post({ add_items: [{ product_id: krem, quantity: 10_000 }] });
    expect(refused.status).toBe(400);
    expect(await cart()).toMatchObject({ version: 1, item_quantity: 1 });
    expect((await post({ add_items: [{ product_id: krem }] })).body).toMatchObject({ version: 2, item_quantity: 2 });
  });

  it('removes a line by its lineId', async () => {
    const { post } = await shopper();
    const { krem, serum } = await ids();
    const cart = (await post({ add_items: [{ product_id: krem }, { product_id: serum }] })).body as Cart;
    const line = cart.items.find((item) => item.product.slug === 'serum')!;
    const after = (await post({ remove_items: [{ lineId: line.lineId }] })).body as Cart;
    expect(after.items.map((item) => item.product.slug)).toEqual(['krem']);
  });

  it('refuses more than is in stock with product.not.available and changes nothing', async () => {
    const { post, cart } = await shopper();
    const { mydlo } = await ids();
    await post({ add_items: [{ product_id: mydlo, quantity: 2 }] });
    const refused = await post({ add_items: [{ product_id: mydlo, quantity: 2 }] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorMsgCode: 'product.not.available',
      params: { productNames: ['Mydło lawendowe'] },
    });
    expect(await cart()).toMatchObject({ item_quantity: 2, version: 1 });
  });

  it.each([
    [
      'an unknown product',
      () => ({ add_items: [{ product_id: '00000000-0000-4000-8000-000000000000' }] }),
      404,
      'product.not.found',
    ],
    [
      'an unknown line',
      () => ({ remove_items: [{ lineId: '00000000-0000-4000-8000-000000000000' }] }),
      404,
      'cart.line.not.found',
    ],
    [
      'a quantity of 100',
      async () => ({ add_items: [{ product_id: (await ids()).krem, quantity: 100 }] }),
      400,
      'request.invalid',
    ],
    [
      'a negative quantity',
      async () => ({ add_items: [{ product_id: (await ids()).krem, quantity: -1 }] }),
      400,
      'request.invalid',
    ],
    [
      'a quantity as text',
      async () => ({ add_items: [{ product_id: (await ids()).krem, quantity: '2' }] }),
      400,
      'request.invalid',
    ],
    ['a product id that is no id', () => ({ add_items: [{ product_id: "1' or '1'='1" }] }), 400, 'request.invalid'],
    ['items that are no list', () => ({ add_items: 'krem' }), 400, 'request.invalid'],
    ['an invalid e-mail', () => ({ email: 'nie-email' }), 400, 'email.invalid'],
    ['loyalty points before accounts', () => ({ useLoyaltyPoints: { value: 10 } }), 401, 'account.not.logged.in'],
  ])('answers %s with a 4xx code and leaves the cart as it was', async (_, payload, status, code) => {
    const { post, cart } = await shopper();
    const { krem } = await ids();
    await post({ add_items: [{ product_id: krem }] });
    const before = await cart();
    const answer = await post(await payload());
    expect(answer.status).toBe(status);
    expect(answer.body.errorMsgCode).toBe(code);
    expect(await cart()).toEqual(before);
  });

  it('answers a 1 MB body with 413 and keeps the cart', async () => {
    const { session, cart, post } = await shopper();
    await post({ add_items: [{ product_id: (await ids()).krem }] });
    const response = await app().inject({
      method: 'POST',
      url: '/api/carts',
      headers: { 'session-id': session, 'content-type': 'application/json' },
      payload: JSON.stringify({ comments: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect((await cart()).item_quantity).toBe(1);
  });

  it('lists the gift packing offered on the cart page apart from the products', async () => {
    const only = (await app().inject({ method: 'GET', url: '/api/products?gift_packing=true' })).json();
    expect(only.items.map((p: { slug: string }) => p.slug)).toEqual(['pakowanie']);
    const rest = (await app().inject({ method: 'GET', url: '/api/products?gift_packing=false&limit=100' })).json();
    expect(rest.items.map((p: { slug: string }) => p.slug)).not.toContain('pakowanie');
    expect(rest.total).toBe(Object.keys(await ids()).length - 1);
  });

  it('marks a cart holding gift packing', async () => {
    const { post } = await shopper();
    expect((await post({ add_items: [{ product_id: (await ids()).pakowanie }] })).body.gift_packing).toBe(true);
  });
});

describe('POST /api/carts: coupons', () => {
  async function cartWith(items: Record<string, number>) {
    const s = await shopper();
    const all = await ids();
    await s.post({ add_items: Object.entries(items).map(([slug, quantity]) => ({ product_id: all[slug], quantity })) });
    return s;
  }

  it('upper-cases the code and takes 10% off', async () => {
    const { post } = await cartWith({ krem: 2 });
    const { body } = await post({ add_coupon_code: ' witaj10 ' });
    expect(body).toMatchObject({ coupon_code: 'WITAJ10', grand_total: 90, discount_total: 10, coupon_error: null });
    expect(body.discounts).toEqual([
      { type: 'PERCENTAGE', amount: 10, source: { type: 'COUPON', ref: 'WITAJ10', name: 'Witaj', refValue: 10 } },
    ]);
    expect((await post({ remove_coupon_code: true })).body).toMatchObject({ coupon_code: null, grand_total: 100 });
  });

  it('takes a product coupon off the listed products only', async () => {
    const { post } = await cartWith({ krem: 1, mydlo: 1 });
    expect((await post({ add_coupon_code: 'MYDLANY' })).body).toMatchObject({
      grand_total: 50 + 12,
      discount_total: 12,
    });
  });

  it.each([
    ['NIEMA', 404, 'coupon.not.found', undefined],
    ['STARY', 422, 'coupon.not.active', undefined],
    ['LATO', 422, 'coupon.expired', 'dateTo'],
    ['ZIMA', 422, 'coupon.not.yet.active', 'dateFrom'],
    ['MINUS20', 422, 'coupon.min.cart.value', 'minCartValue'],
    ['MYDLANY', 422, 'coupon.products.required', 'productNames'],
    ['WYCZERPANY', 422, 'coupon.total.redemptions.reached', undefined],
    ['DARMOWADOSTAWA', 422, 'free.shipping.no.shipping.method', undefined],
  ])('refuses %s with %i %s', async (code, status, errorMsgCode, param) => {
    const { post, cart } = await cartWith({ krem: 1 });
    const answer = await post({ add_coupon_code: code });
    expect(answer.status).toBe(status);
    expect(answer.body.errorMsgCode).toBe(errorMsgCode);
    expect(answer.body.message.length).toBeGreaterThan(5);
    if (param) expect(answer.body.params).toHaveProperty(param);
    expect((await cart()).coupon_code).toBeNull();
  });

  it('gives the dates and the minimum in the params the messages need', async () => {
    const { post } = await cartWith({ krem: 1 });
    expect((await post({ add_coupon_code: 'MINUS20' })).body).toMatchObject({
      params: { minCartValue: 15000 },
      message: expect.stringContaining('150,00'),
    });
    expect((await post({ add_coupon_code: 'LATO' })).body.params.dateTo).toBe(NOW.getTime() - 50 * 86_400_000);
    expect((await post({ add_coupon_code: 'MYDLANY' })).body.params.productNames).toEqual(['Mydło lawendowe']);
  });

  it('refuses a coupon on an empty cart', async () => {
    const { post } = await shopper();
    expect((await post({ add_coupon_code: 'WITAJ10' })).body.errorMsgCode).toBe('coupon.not.valid.for.empty.cart');
  });

  it('counts the redemptions of the cart’s e-mail', async () => {
    const { post } = await cartWith({ krem: 1 });
    await post({ email: 'Anna@Example.PL' });
    const [coupon] = await app()
      .db.select()
      .from(schema.coupons)
      .where((await import('drizzle-orm')).eq(schema.coupons.code, 'RAZNAOSOBE'));
    await app().db.insert(schema.couponRedemptions).values({ couponId: coupon!.couponId, email: 'anna@example.pl' });
    expect((await post({ add_coupon_code: 'RAZNAOSOBE' })).body.errorMsgCode).toBe('coupon.user.redemptions.reached');
  });

  it('refuses a personal voucher to a guest, even one who types the voucher’s address: it needs the account signed in', async () => {
    await app().db.insert(schema.coupons).values({
      code: 'DLAANNY',
      name: 'Bon dla Anny',
      discountType: 'FIXED',
      value: 2000,
      allowedEmail: 'anna@example.pl',
    });
    const { post, cart } = await cartWith({ krem: 1 });
    await post({ email: 'Anna@Example.PL' });
    const answer = await post({ add_coupon_code: 'dlaanny' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      errorMsgCode: 'coupon.login.required',
      message: 'Ten kod jest przypisany do konta klienta. Zaloguj się, aby go użyć.',
    });
    expect(await cart()).toMatchObject({ coupon_code: null, discount_total: 0 });
  });

  it('refuses free shipping with cash on delivery, and when a promotion already gives it', async () => {
    const cod = await cartWith({ krem: 1 });
    await cod.post({ shippingService: { method_id: 'kurier-pobranie' } });
    expect((await cod.post({ add_coupon_code: 'DARMOWADOSTAWA' })).body.errorMsgCode).toBe(
      'free.shipping.not.for.cash.on.delivery',
    );
    const big = await cartWith({ serum: 2 });
    await big.post({ shippingService: { method_id: 'kurier' } });
    expect((await big.post({ add_coupon_code: 'DARMOWADOSTAWA' })).body.errorMsgCode).toBe(
      'free.shipping.already.applied',
    );
  });

  it('gives free shipping by coupon once a courier is chosen', async () => {
    const { post } = await cartWith({ krem: 1 });
    await post({ shippingService: { method_id: 'kurier' } });
    const { body } = await post({ add_coupon_code: 'DARMOWADOSTAWA' });
    expect(body).toMatchObject({ free_shipping: true, shipment_total: 16.99, grand_total: 50 });
  });

  it('limits coupon attempts per session', async () => {
    const { post } = await cartWith({ krem: 1 });
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await post({ add_coupon_code: `PROBA${i}` })).status);
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('POST /api/carts: promotions and shipping', () => {
  it('tells what is missing for free shipping, then that it is active, never with cash on delivery', async () => {
    const { post } = await shopper();
    const { serum, krem } = await ids();
    const small = (await post({ add_items: [{ product_id: krem }], shippingService: { method_id: 'kurier' } }))
      .body as Cart;
    expect(small.promotions[0]!.notification.message).toBe('Do darmowej wysyłki brakuje 149,00\u00a0zł*');
    expect(small).toMatchObject({ free_shipping: false, shipment_total: 16.99, grand_total: 66.99 });

    const big = (await post({ add_items: [{ product_id: serum, quantity: 2 }] })).body as Cart;
    expect(big.promotions[0]).toMatchObject({
      fulfilled: true,
      notification: { message: 'Gratulacje! Darmowa wysyłka aktywna*' },
    });
    expect(big).toMatchObject({ free_shipping: true, shipment_total: 16.99, grand_total: 290 });

    const cod = (await post({ shippingService: { method_id: 'kurier-pobranie' } })).body as Cart;
    expect(cod).toMatchObject({ free_shipping: false, shipment_total: 21.99, grand_total: 311.99 });
  });

  it('needs a valid parcel locker for the locker method, and stores it upper-cased', async () => {
    const { post, cart } = await shopper();
    await post({ add_items: [{ product_id: (await ids()).krem }] });
    for (const code of ['', 'abc', 'KRA', '<script>']) {
      const answer = await post({ shippingService: { method_id: 'paczkomat', attributes: { locker_code: code } } });
      expect(answer.body.errorMsgCode).toBe('shipping.locker.invalid');
    }
    const chosen = (await post({ shippingService: { method_id: 'paczkomat', attributes: { locker_code: 'kra010' } } }))
      .body as Cart;
    expect(chosen.shipping_method).toMatchObject({ method_id: 'paczkomat', attributes: { locker_code: 'KRA010' } });
    const pending = (await post({ shippingService: { method_id: 'paczkomat' } })).body as Cart;
    expect(pending.shipping_method).toMatchObject({ method_id: 'paczkomat', attributes: {} });
    expect((await post({ shippingService: { method_id: 'dron' } })).body.errorMsgCode).toBe(
      'shipping.method.not.found',
    );
    expect((await cart()).shipping_method!.method_id).toBe('paczkomat');
  });

  it('stores the checkout data: e-mail lower-cased, metadata merged, addresses and comments', async () => {
    const { post } = await shopper();
    await post({ metadata: { utm: 'newsletter' } });
    const { body } = await post({
      email: 'Ewa.Kowalska@Example.PL',
      metadata: { transactionId: 't-1' },
      billing: { first_name: 'Ewa', city: 'Kraków' },
      shipping: { first_name: 'Ewa', post_code: '30-001' },
      comments: 'Proszę o delikatne pakowanie.',
    });
    expect(body).toMatchObject({
      email: 'ewa.kowalska@example.pl',
      metadata: { utm: 'newsletter', transactionId: 't-1' },
      billing: { city: 'Kraków' },
      comments: 'Proszę o delikatne pakowanie.',
    });
  });

  it.each([
    ['an unknown address field', { billing: { first_name: 'Ewa', is_admin: 'tak' } }, 'billing'],
    ['an unknown shipping field', { shipping: { city: 'Kraków', __proto__x: '1' } }, 'shipping'],
    ['an account field a guest cannot set', { account: { accountId: 'konto-1' } }, 'account'],
    ['a city over 120 characters', { billing: { city: 'K'.repeat(121) } }, 'billing.city'],
    ['a post code over 10 characters', { shipping: { post_code: '30-001'.repeat(2) } }, 'shipping.post_code'],
    ['a phone over 20 characters', { billing: { phone: '6'.repeat(21) } }, 'billing.phone'],
    ['a street over 200 characters', { billing: { street: 'D'.repeat(201) } }, 'billing.street'],
    ['comments over 1000 characters', { comments: 'x'.repeat(1001) }, 'comments'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.pl` }, 'email'],
  ])('refuses %s with 400 request.invalid and changes nothing', async (_, payload, field) => {
    const { post, cart } = await shopper();
    await post({ billing: { first_name: 'Ewa' } });
    const before = await cart();
    const answer = await post(payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorMsgCode: 'request.invalid', message: expect.any(String) });
    expect(JSON.stringify(answer.body.params.fields)).toContain(field);
    expect(await cart()).toMatchObject({ version: before.version, billing: { first_name: 'Ewa' } });
  });

  it('keeps addresses at their longest allowed lengths', async () => {
    const { post } = await shopper();
    const billing = {
      first_name: 'E'.repeat(120),
      street: 'D'.repeat(200),
      post_code: '30-001',
      phone: '6'.repeat(20),
    };
    const answer = await post({ billing, comments: 'x'.repeat(1000) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ billing });
  });

  it('lists the shipping methods with prices', async () => {
    const { items } = (await app().inject({ method: 'GET', url: '/api/shipping-methods' })).json();
    expect(items.map((m: { method_id: string; price: number }) => [m.method_id, m.price])).toEqual([
      ['paczkomat', 13.99],
      ['kurier', 16.99],
      ['kurier-pobranie', 21.99],
      ['paczkomat-pobranie', 18.99],
    ]);
  });
});

describe('cart recovery', () => {
  it('brings a cart into another session with its recovery token', async () => {
    const owner = await shopper();
    await owner.post({ add_items: [{ product_id: (await ids()).serum }] });
    const issued = await app().inject({
      method: 'POST',
      url: '/api/carts/recovery-token',
      headers: { 'session-id': owner.session },
    });
    const { recoveryToken, cartId } = issued.json();

    const other = await shopper();
    const { body } = await other.post({ recoveryToken });
    expect(body).toMatchObject({ cartId, item_quantity: 1 });
    expect((await other.cart()).cartId).toBe(cartId);
  });

  it('answers an unknown token with cart.recovery.token.not.found', async () => {
    const { post } = await shopper();
    const answer = await post({ recoveryToken: 'A'.repeat(43) });
    expect(answer).toMatchObject({ status: 404, body: { errorMsgCode: 'cart.recovery.token.not.found' } });
  });

  it('refuses a cart that belongs to an account', async () => {
    const owner = await shopper();
    const created = (await owner.post({ add_items: [{ product_id: (await ids()).krem }] })).body as Cart;
    const { recoveryToken } = (
      await app().inject({ method: 'POST', url: '/api/carts/recovery-token', headers: { 'session-id': owner.session } })
    ).json();
    const { eq } = await import('drizzle-orm');
    const [account] = await app()
      .db.insert(schema.accounts)
      .values({ email: 'wlascicielka@example.pl', passwordHash: null })
      .returning();
    await app()
      .db.update(schema.carts)
      .set({ accountId: account!.accountId })
      .where(eq(schema.carts.cartId, created.cartId!));
    const answer = await (await shopper()).post({ recoveryToken });
    expect(answer).toMatchObject({ status: 403, body: { errorMsgCode: 'cart.recovery.other.account' } });
  });
});

describe('concurrency', () => {
  it('ends 20 parallel additions of one unit at quantity 20, with the version advanced 20 times', async () => {
    const { post, cart } = await shopper();
    const { krem } = await ids();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post({ add_items: [{ product_id: krem }] })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await cart()).toMatchObject({ item_quantity: 20, version: 20 });
  });

  it('makes one cart for parallel first requests of one session', async () => {
    const { session, post } = await shopper();
    const { krem } = await ids();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ metadata: { first: true } })));
    expect(new Set(answers.map((answer) => answer.body.cartId)).size).toBe(1);
    const { eq } = await import('drizzle-orm');
    const { hashSessionToken } = await import('../src/plugins/app/sessions/session-token.ts');
    expect(await app().db.$count(schema.carts, eq(schema.carts.sessionTokenHash, hashSessionToken(session)))).toBe(1);
    expect((await post({ add_items: [{ product_id: krem }] })).status).toBe(200);
  });
});

describe('concurrent line changes', () => {
  /** One unit more per request, by adding or increasing, over the products in turn. */
  const oneUnitMore = (n: number, id: Record<string, string>) =>
    n % 3 === 2
      ? { update_items: [{ product_id: id.krem, quantity: 1, increase: true }] }
      : { add_items: [{ product_id: n % 3 === 0 ? id.krem : id.mydlo }] };

  it('answers each of parallel changes with the cart as it left it, one version each, and loses none', async () => {
    const { post, cart } = await shopper();
    const id = await ids();
    await post({ add_items: [{ product_id: id.krem }] });
    const answers = await Promise.all(Array.from({ length: 9 }, (_, n) => post(oneUnitMore(n, id))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    // Every change added one unit: the cart at version v holds v units, and no two answers share a version.
    const seen = answers.map(({ body }) => [body.version, body.item_quantity]).sort((a, b) => a[0] - b[0]);
    expect(seen).toEqual(Array.from({ length: 9 }, (_, n) => [n + 2, n + 2]));
    const final = await cart();
    expect(final).toMatchObject({ version: 10, item_quantity: 10 });
    expect(final.items.map((item) => [item.product.slug, item.quantity])).toEqual([
      ['krem', 7],
      ['mydlo', 3],
    ]);
    // The lines an answer named are the lines stored.
    expect(answers.find(({ body }) => body.version === 10)!.body.items).toEqual(final.items);
  });

  it('starts a change again from the cart as a change made meanwhile left it', async () => {
    const { post, cart } = await shopper();
    const { krem, serum } = await ids();
    await post({ add_items: [{ product_id: krem }] });
    const carts = app().repositories.carts;
    const write = carts.writeLinesIfUnchanged;
    let raced = 0;
    const spy = vi.spyOn(carts, 'writeLinesIfUnchanged').mockImplementation(async (...args) => {
      // Another tab's change lands between this change's read and its write, the first time only.
      if (raced++ === 0) {
        spy.mockRestore();
        expect((await post({ add_items: [{ product_id: serum }] })).body).toMatchObject({ version: 2 });
      }
      return write.apply(carts, args);
    });
    try {
      expect((await post({ update_items: [{ product_id: krem, quantity: 3 }] })).body).toMatchObject({
        version: 3,
        item_quantity: 4,
      });
    } finally {
      spy.mockRestore();
    }
    expect(raced).toBe(1);
    expect((await cart()).items.map((item) => [item.product.slug, item.quantity])).toEqual([
      ['krem', 3],
      ['serum', 1],
    ]);
  });

  it('locks the cart when a change keeps losing its race, and still loses nothing', async () => {
    const { post, cart } = await shopper();
    const { krem, mydlo } = await ids();
    await post({ add_items: [{ product_id: krem }] });
    const carts = app().repositories.carts;
    const write = carts.writeLinesIfUnchanged.bind(carts);
    let raced = 0;
    const spy = vi.spyOn(carts, 'writeLinesIfUnchanged').mockImplementation(async (owner, read, writes, now) => {
      // Every try loses to a change of the same cart, written straight to the database.
      raced += 1;
      await app()
        .db.update(schema.carts)
        .set({ version: read.version + 1 })
        .where(eq(schema.carts.cartId, read.cartId));
      return write(owner, read, writes, now);
    });
    try {
      const answer = await post({ add_items: [{ product_id: mydlo }] });
      expect(answer.body).toMatchObject({ version: 5, item_quantity: 2 });
    } finally {
      spy.mockRestore();
    }
    expect(raced).toBe(3);
    expect(await cart()).toMatchObject({ version: 5, item_quantity: 2 });
  });

  it('writes nothing for a cart read at a version another change has passed', async () => {
    const { session, post, cart } = await shopper();
    const { krem } = await ids();
    const serum = (await ids()).serum!;
    const before = (await post({ add_items: [{ product_id: krem }] })).body as Cart;
    const { hashSessionToken } = await import('../src/plugins/app/sessions/session-token.ts');
    const owner = { sessionTokenHash: hashSessionToken(session), accountId: null };
    const carts = app().repositories.carts;
    const read = (await carts.openCartWithLines(owner, [serum]))!;
    expect(read.lines.map((line) => line.quantity)).toEqual([1]);
    expect(read.products.map((product) => product.productId).sort()).toEqual([krem, serum].sort());
    await post({ add_items: [{ product_id: krem }] });
    const line = read.lines[0]!;
    const stale = await carts.writeLinesIfUnchanged(
      owner,
      read.cart,
      {
        deleted: [line.lineId],
        updated: [],
        inserted: [
          {
            lineId: '00000000-0000-4000-8000-000000000001',
            productId: serum,
            quantity: 1,
            options: [],
            subProductsReplacementForced: false,
            position: 2,
          },
        ],
      },
      NOW,
    );
    expect(stale).toBeUndefined();
    expect(await cart()).toMatchObject({
      version: before.version + 1,
      item_quantity: 2,
      items: [{ lineId: line.lineId }],
    });
  });

  it.each([
    ['alone', {}],
    ['with a change of the cart itself', { comments: 'Proszę o papierową taśmę.' }],
  ])('removes a line and adds its product again in one payload (%s): a new line at the end', async (_, more) => {
    const { post } = await shopper();
    const { krem, serum } = await ids();
    const first = (await post({ add_items: [{ product_id: krem }, { product_id: serum }] })).body as Cart;
    const kremLine = first.items.find((item) => item.product.slug === 'krem')!;
    const after = (
      await post({
        remove_items: [{ lineId: kremLine.lineId }],
        add_items: [{ product_id: krem, quantity: 2 }],
        ...more,
      })
    ).body as Cart;
    expect(after).toMatchObject({ version: 2, item_quantity: 3 });
    expect(after.items.map((item) => [item.product.slug, item.quantity])).toEqual([
      ['serum', 1],
      ['krem', 2],
    ]);
    expect(after.items[1]!.lineId).not.toBe(kremLine.lineId);
  });
});

describe('cart answers with the reference data kept', () => {
  it('show a kept product for a few seconds, and read it again when its sale begins', async () => {
    let now = NOW;
    const kept = await createTestApp({ seed: shop, now: () => now, responseCacheSeconds: 60 });
    try {
      const { items } = (await kept.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
      const krem = items.find((p: { slug: string }) => p.slug === 'krem');
      const product = eq(schema.products.productId, krem.product_id);
      const hour = 3_600_000;
      await kept.db
        .update(schema.products)
        .set({
          salePrice: 4000,
          salePriceStart: new Date(NOW.getTime() + hour),
          salePriceEnd: new Date(NOW.getTime() + 2 * hour),
        })
        .where(product);
      const session = String((await kept.inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
      const cart = async (payload?: object) =>
        (
          await kept.inject({
            method: payload ? 'POST' : 'GET',
            url: '/api/carts',
            headers: { 'session-id': session },
            ...(payload ? { payload } : {}),
          })
        ).json() as Cart;
      expect((await cart({ add_items: [{ product_id: krem.product_id }] })).items[0]!.price_total).toBe(50);

      // Within its few seconds the product shows as it was read...
      await kept.db.update(schema.products).set({ nonSalePrice: 6000, salePrice: 3500 }).where(product);
      expect((await cart()).items[0]!.price_total).toBe(50);
      // ...until its sale begins: then it is read again (the kept row would still say 40 zł).
      now = new Date(NOW.getTime() + 1.5 * hour);
      expect((await cart()).items[0]!.price_total).toBe(35);
      // A change is checked against the stock as it is now, kept product or not.
      await kept.db.update(schema.products).set({ stockOnHand: 1 }).where(product);
      const more = await kept.inject({
        method: 'POST',
        url: '/api/carts',
        headers: { 'session-id': session },
        payload: { add_items: [{ product_id: krem.product_id }] },
      });
      expect(more.json()).toMatchObject({ errorMsgCode: 'product.not.available' });
    } finally {
      await kept.close();
    }
  });
});
