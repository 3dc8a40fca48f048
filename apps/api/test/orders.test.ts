import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';

import { attachmentText } from '../../../scripts/mail-reader.ts';
import { createMailer } from '../src/mail/transport.ts';
import type { OutboxEmail } from '../src/repositories/outbox.ts';
import { createOutboxRepository, sentAttachments } from '../src/repositories/outbox.ts';
import { BILLING } from './fixtures/checkout.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp, useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const shop = tinyShop(
  [
    tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 100 }),
    tinyProduct({ slug: 'ostatnie', name: 'Serum ostatnie sztuki', price: 9000, stock: 5 }),
  ],
  {
    pages: [
      {
        slug: 'regulamin',
        title: 'Regulamin sklepu',
        body: '## § 1\n\nUmowa jest zawierana po **potwierdzeniu** zamówienia. Zobacz [zwroty](/zwroty-reklmacje).',
        metaDescription: '',
      },
      {
        slug: 'zwroty-reklmacje',
        title: 'Zwroty i reklamacje',
        body: '## Wzór formularza odstąpienia od umowy\n\n> Adresat: Pracownia Testowa',
        metaDescription: '',
      },
      { slug: 'o-nas', title: 'O nas', body: 'Nie do potwierdzenia.', metaDescription: '' },
    ],
    coupons: [{ code: 'TRZYRAZY', name: 'Tylko trzy razy', discountType: 'FIXED', value: 500, maxRedemptions: 3 }],
  },
);

let failBeforeWrite = false;
/** When set, an order waits on it between taking its stock and writing itself (its products' rows locked). */
let holdBeforeWrite: (() => Promise<void>) | undefined;
const app = useTestApp({
  seed: shop,
  now: () => NOW,
  orders: {
    beforeOrderWrite: async () => {
      if (failBeforeWrite) throw new Error('the disk is full');
      await holdBeforeWrite?.();
    },
  },
});

const billing = BILLING;
const consents = { terms: true, privacy: true };

let shoppers = 0;
/** A shopper from an address of their own (the API limits order attempts per address). */
async function shopperWithCart(slug = 'krem', extra: object = {}) {
  shoppers += 1;
  const remoteAddress = `10.30.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`;
  const session = String(
    (await app().inject({ method: 'GET', url: '/api/carts', remoteAddress })).headers['session-id'],
  );
  const { items } = (await app().inject({ method: 'GET', url: '/api/products', remoteAddress })).json();
  const productId = items.find((p: { slug: string }) => p.slug === slug).product_id;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, headers: { 'session-id': session, ...headers }, payload, remoteAddress });
  const cart = (await post('/api/carts', readyCart(productId, extra))).json();
  return { session, post, cart, productId };
}

/** A cart change that makes a cart of one product ready to order for cash on delivery. */
const readyCart = (productId: string, extra: object = {}) => ({
  add_items: [{ product_id: productId }],
  email: 'Anna.Nowak@Example.PL',
  billing,
  shippingService: { method_id: 'paczkomat-pobranie', attributes: { locker_code: 'KRA010' } },
  ...extra,
});

/** Places every buyer's cart at once: 'ok' or the refusal's code, buyer by buyer. */
async function placeAtOnce(buyers: Awaited<ReturnType<typeof shopperWithCart>>[]): Promise<string[]> {
  const answers = await Promise.all(
    buyers.map(({ post, cart }) =>
      post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents }),
    ),
  );
  return answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().errorMsgCode));
}

/** A queued e-mail's attachments as they will be sent: their shared documents' texts filled in. */
const attachmentsOf = async (email: OutboxEmail) =>
  sentAttachments(email, await createOutboxRepository(app().db).documentsOf([email]));

const stockOf = async (productId: string) =>
  (await app().db.select().from(schema.products).where(eq(schema.products.productId, productId)))[0]!.stockOnHand;

describe('GET /api/payment-methods', () => {
  it('lists cash on delivery as paid when the parcel is collected, and nothing else without a gateway', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/payment-methods' });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ id: 'cod', name: 'Płatność przy odbiorze', paid_on_delivery: true }),
    ]);
  });

  it('offers no online payment without a gateway, and refuses an order that asks for it', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/payment/invoke',
      payload: { version: 0, payment_method: 'p24', consents: { terms: true, privacy: true } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorMsgCode: 'payment.method.unavailable' });
  });
});

describe('POST /api/payment/invoke', () => {
  it('places a cash-on-delivery order: number, stock taken, cart emptied, e-mails queued', async () => {
    const { post, cart, productId, session } = await shopperWithCart();
    const before = await stockOf(productId);
    const response = await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
    expect(response.statusCode).toBe(200);
    const { order, access_token, redirect_url } = response.json();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^MF-2026-\d{6}$/),
      status: 'confirmed',
      payment_method: 'cod',
      email: 'anna.nowak@example.pl',
      grand_total: 50 + 18.99,
      shipping_method: { method_id: 'paczkomat-pobranie', attributes: { locker_code: 'KRA010' } },
      billing: { phone: '600123456', post_code: '30-001' },
      items: [{ name: 'Krem różany', quantity: 1, total: 50 }],
    });
    expect(redirect_url).toBe(`/order-confirmation?order=${order.id}&token=${access_token}`);
    expect(await stockOf(productId)).toBe(before - 1);
    const sales = await app()
      .db.select()
      .from(schema.stockMovements)
      .where(eq(schema.stockMovements.reference, order.number));
    expect(sales).toEqual([expect.objectContaining({ productId, type: 'SALE', quantity: -1 })]);

    const empty = (await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } })).json();
    expect(empty).toMatchObject({ cartId: null, item_quantity: 0 });

    const emails = await app()
      .db.select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.reference, order.number));
    expect(emails.map((e) => [e.kind, e.to]).sort()).toEqual([
      ['order-confirmation', 'anna.nowak@example.pl'],
      ['order-notice', 'zamowienia@example.pl'],
    ]);
    const confirmation = emails.find((e) => e.kind === 'order-confirmation')!;
    expect(confirmation.subject).toBe(`Potwierdzenie zamówienia ${order.number} – Manufaktura`);
    expect(confirmation.text).toContain('Krem różany × 1: 50,00\u00a0zł');
    expect(confirmation.text).toContain(`http://sklep.test/order-confirmation?order=${order.id}&token=${access_token}`);
    expect(confirmation.html).toContain('Pracownia Testowa sp. z o.o.');
    // The terms and the withdrawal form travel with it, as they stood when the order was placed.
    expect(confirmation.text).toContain('Możesz odstąpić od umowy w ciągu 14 dni');
    // Each document's text is kept once beside the outbox; the e-mail names it by its digest.
    const attached = await attachmentsOf(confirmation);
    expect(attached.map((a) => a.filename)).toEqual(['regulamin-sklepu.txt', 'zwroty-i-reklamacje.txt']);
    expect(attached[0]!.content).toContain(`obowiązująca przy zamówieniu ${order.number}`);
    expect(attached[0]!.content).toContain(
      'Umowa jest zawierana po potwierdzeniu zamówienia. Zobacz zwroty (http://sklep.test/zwroty-reklmacje).',
    );
    expect(attached[1]!.content).toContain('Wzór formularza odstąpienia od umowy');
    expect(confirmation.attachments.every((a) => a.document && !a.content.includes('Umowa jest zawierana'))).toBe(true);

    // The shop learns where to send the parcel and whom to call.
    const notice = emails.find((e) => e.kind === 'order-notice')!;
    expect(notice.text).toContain('za pobraniem');
    expect(notice.text).toContain(`${billing.first_name} ${billing.last_name}`);
    expect(notice.text).toContain(`${billing.post_code} ${billing.city}`);
    expect(notice.text).toContain('tel. 600123456');
    expect(notice.attachments).toEqual([]);
  });

  it('attaches the terms as they stand at each order: a change of the page reaches the next confirmation', async () => {
    const termsOf = async (number: string) => {
      const emails = await app().db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.reference, number));
      const confirmation = emails.find((e) => e.kind === 'order-confirmation')!;
      const attached = await attachmentsOf(confirmation);
      return attached.find((a) => a.filename === 'regulamin-sklepu.txt')!.content;
    };
    let orders = 0;
    const order = async () => {
      // Each order another shopper's (the shop limits orders per e-mail and phone).
      orders += 1;
      const { post, cart } = await shopperWithCart('krem', {
        email: `regulamin-${orders}@example.pl`,
        billing: { ...billing, phone: `60077700${orders}` },
      });
      const placed = await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
      expect(placed.statusCode).toBe(200);
      return termsOf(placed.json().order.number);
    };
    const terms = schema.pages.slug;
    const [page] = await app().db.select({ body: schema.pages.body }).from(schema.pages).where(eq(terms, 'regulamin'));
    const { body } = page!;
    try {
      // Two orders with the terms unchanged (the second reads only their version), then a change.
      expect(await order()).toContain('Umowa jest zawierana po potwierdzeniu zamówienia.');
      expect(await order()).toContain('Umowa jest zawierana po potwierdzeniu zamówienia.');
      await app()
        .db.update(schema.pages)
        .set({ body: '## § 1\n\nUmowa jest zawierana z chwilą zapłaty.' })
        .where(eq(terms, 'regulamin'));
      const changed = await order();
      expect(changed).toContain('Umowa jest zawierana z chwilą zapłaty.');
      expect(changed).not.toContain('po potwierdzeniu');
    } finally {
      await app().db.update(schema.pages).set({ body }).where(eq(terms, 'regulamin'));
    }
    expect(await order()).toContain('Umowa jest zawierana po potwierdzeniu zamówienia.');
  });

  it('lets the guest see the order with the link token, and nobody without it', async () => {
    const { post, cart } = await shopperWithCart();
    const { order, access_token } = (
      await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents })
    ).json();
    const seen = await app().inject({ method: 'GET', url: `/api/orders/${order.id}?token=${access_token}` });
    expect(seen.json()).toMatchObject({ id: order.id, number: order.number });
    const refused = await app().inject({ method: 'GET', url: `/api/orders/${order.id}?token=zly-token` });
    expect(refused.statusCode).toBe(404);
    const status = await app().inject({
      method: 'GET',
      url: `/api/payment/status?order=${order.id}&token=${access_token}`,
    });
    expect(status.json()).toEqual({ order: order.id, number: order.number, status: 'confirmed', paid: false });
  });

  it('asks a shopper who opts in to confirm the newsletter (double opt-in), and nobody else', async () => {
    const optedIn = await shopperWithCart('krem', { email: 'Chce.Newsletter@Example.PL' });
    const placed = await optedIn.post('/api/payment/invoke', {
      version: optedIn.cart.version,
      payment_method: 'cod',
      consents: { ...consents, newsletter: true },
    });
    expect(placed.statusCode).toBe(200);
    const subscription = async (email: string) =>
      (
        await app()
          .db.select()
          .from(schema.newsletterSubscriptions)
          .where(eq(schema.newsletterSubscriptions.email, email))
      )[0];
    expect(await subscription('chce.newsletter@example.pl')).toMatchObject({
      subscribed: false,
      pendingSince: NOW,
      source: 'checkout',
      consentIp: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
    });
    const kinds = (
      await app().db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, 'chce.newsletter@example.pl'))
    ).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(['newsletter-confirmation', 'order-confirmation']);

    const { post, cart } = await shopperWithCart();
    await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
    expect(await subscription('anna.nowak@example.pl')).toBeUndefined();
  });

  it('refuses a stale cart version with payment.cart.modified and its message', async () => {
    const { post, cart } = await shopperWithCart();
    const response = await post('/api/payment/invoke', { version: cart.version - 1, payment_method: 'cod', consents });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorMsgCode: 'payment.cart.modified',
      message: 'Koszyk został zmieniony w innej karcie przeglądarki. Odśwież stronę i spróbuj ponownie.',
    });
  });

  it('lists the checkout fields that are missing or wrong', async () => {
    const { post, cart } = await shopperWithCart('krem', { billing: { ...billing, post_code: '3000', phone: '' } });
    const response = await post('/api/payment/invoke', {
      version: cart.version,
      payment_method: 'cod',
      consents: { terms: true, privacy: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorMsgCode: 'payment.parameters.missing',
      params: {
        fields: [
          { field: 'billing.post_code', message: 'Wpisz kod pocztowy w formacie 00-000' },
          { field: 'billing.phone', message: 'To pole jest wymagane' },
          { field: 'consents.privacy', message: 'Zapoznaj się z polityką prywatności i zaakceptuj ją' },
        ],
      },
    });
  });

  it('refuses cash on delivery with a shipping method that does not collect it', async () => {
    const { post, cart } = await shopperWithCart('krem', {
      shippingService: { method_id: 'kurier' },
      shipping: billing,
    });
    const response = await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
    expect(response.json().errorMsgCode).toBe('payment.method.invalid.for.shipping');
  });

  it('refuses a parcel locker delivery until the locker is chosen', async () => {
    const { post, cart } = await shopperWithCart('krem', { shippingService: { method_id: 'paczkomat-pobranie' } });
    expect(cart.shipping_method).toMatchObject({ method_id: 'paczkomat-pobranie', attributes: {} });
    const response = await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
    expect(response.json().errorMsgCode).toBe('shipping.locker.invalid');
  });

  it.each([
    [{ version: '1', payment_method: 'cod', consents }],
    [{ version: 1, payment_method: 'bitcoin', consents }],
    [{ version: 1, payment_method: 'cod' }],
    [{ version: -1, payment_method: 'cod', consents }],
  ])('answers a malformed request %j with 400 and writes nothing', async (payload) => {
    const { post } = await shopperWithCart();
    const before = await app().db.$count(schema.orders);
    const response = await post('/api/payment/invoke', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMsgCode).toBe('request.invalid');
    expect(await app().db.$count(schema.orders)).toBe(before);
  });

  it('makes one order of two requests with the same idempotency key', async () => {
    const { post, cart } = await shopperWithCart();
    const key = 'klik-klik-123456';
    const [a, b] = await Promise.all([
      post(
        '/api/payment/invoke',
        { version: cart.version, payment_method: 'cod', consents },
        { 'idempotency-key': key },
      ),
      post(
        '/api/payment/invoke',
        { version: cart.version, payment_method: 'cod', consents },
        { 'idempotency-key': key },
      ),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().order.id).toBe(b.json().order.id);
    expect(await app().db.$count(schema.orders, eq(schema.orders.idempotencyKey, key))).toBe(1);
  });

  it('answers a late retry with the first order, leaving the cart the session filled since as it is', async () => {
    const { post, cart, productId, session } = await shopperWithCart();
    const key = 'ponowienie-po-czasie-7';
    const order = { version: cart.version, payment_method: 'cod', consents };
    const placed = await post('/api/payment/invoke', order, { 'idempotency-key': key });
    expect(placed.statusCode).toBe(200);
    // The same session fills a new cart, ready to order and at the first cart's version.
    const refilled = (await post('/api/carts', readyCart(productId))).json();
    expect(refilled.version).toBe(cart.version);
    const stock = await stockOf(productId);
    const orders = await app().db.$count(schema.orders);

    const retried = await post('/api/payment/invoke', order, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order).toEqual(placed.json().order);
    expect(await app().db.$count(schema.orders)).toBe(orders);
    expect(await stockOf(productId)).toBe(stock);
    const untouched = await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } });
    expect(untouched.json()).toMatchObject({ cartId: refilled.cartId, version: refilled.version, item_quantity: 1 });
  });

  it('keeps an idempotency key to the session that first used it: another session gets 409, not the order', async () => {
    const first = await shopperWithCart('krem', {
      email: 'pierwsza@example.pl',
      billing: { ...billing, phone: '600111222' },
    });
    const other = await shopperWithCart('krem', {
      email: 'druga@example.pl',
      billing: { ...billing, phone: '600111333' },
    });
    const key = 'klucz-jednej-sesji-42';
    const invoke = (shopper: typeof first) =>
      shopper.post(
        '/api/payment/invoke',
        { version: shopper.cart.version, payment_method: 'cod', consents },
        { 'idempotency-key': key },
      );
    const placed = await invoke(first);
    expect(placed.statusCode).toBe(200);

    const stolen = await invoke(other);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({
      errorMsgCode: 'payment.idempotency.key.used',
      message: 'Ten klucz zamówienia został już użyty.',
    });
    expect(JSON.stringify(stolen.json())).not.toContain(placed.json().order.number);
    const untouched = await app().inject({
      method: 'GET',
      url: '/api/carts',
      headers: { 'session-id': other.session },
    });
    expect(untouched.json()).toMatchObject({ cartId: other.cart.cartId, item_quantity: 1 });

    const again = await invoke(first);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(placed.json().order.id);
    expect(await app().db.$count(schema.orders, eq(schema.orders.idempotencyKey, key))).toBe(1);
  });

  it('leaves no order and no lost stock when a step fails', async () => {
    const { post, cart, productId, session } = await shopperWithCart();
    const stock = await stockOf(productId);
    const orders = await app().db.$count(schema.orders);
    failBeforeWrite = true;
    try {
      const response = await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
      expect(response.statusCode).toBe(500);
    } finally {
      failBeforeWrite = false;
    }
    expect(await stockOf(productId)).toBe(stock);
    expect(await app().db.$count(schema.orders)).toBe(orders);
    const still = (await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } })).json();
    expect(still).toMatchObject({ cartId: cart.cartId, item_quantity: 1 });
  });

  it('lets another shopper put a product in the cart while an order of it is being written', async ({ skip }) => {
    // PGlite's one connection serves one transaction at a time: only a server shows what waits for what.
    if (app().database.driver !== 'postgres') skip();
    const buyer = await shopperWithCart('krem', { email: 'kupujacy.krem@example.pl' });
    const other = await shopperWithCart('ostatnie', { email: 'inna.osoba@example.pl' });
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Promise<void>((resolve) => {
      holdBeforeWrite = () => {
        resolve();
        return released;
      };
    });
    try {
      const placing = buyer.post('/api/payment/invoke', {
        version: buyer.cart.version,
        payment_method: 'cod',
        consents,
      });
      await held;
      // The order has taken its stock and holds the product's row until it commits.
      const adding = other.post('/api/carts', { add_items: [{ product_id: buyer.productId }] }).then((answer) => {
        events.push('added');
        return answer;
      });
      // A wait that never ends otherwise: the order is let go after 10 s if the addition still waits for it.
      await Promise.race([adding, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      events.push('order let go');
      release();
      expect((await placing).statusCode).toBe(200);
      const added = await adding;
      expect(added.statusCode).toBe(200);
      expect(added.json().item_quantity).toBe(2);
      expect(events).toEqual(['added', 'order let go']);
    } finally {
      holdBeforeWrite = undefined;
      release();
    }
  });

  it('sells the last 5 pieces to exactly 5 of 50 simultaneous buyers', async () => {
    const relatedToKrem = async () =>
      (await app().inject({ url: '/api/products/krem' })).json().related.map((p: { slug: string }) => p.slug);
    expect(await relatedToKrem()).toEqual(['ostatnie']);
    const buyers = [];
    // Fifty different people: the shop places at most so many orders per e-mail and per phone.
    for (let i = 0; i < 50; i += 1) {
      const phone = `600${String(i).padStart(6, '0')}`;
      buyers.push(
        await shopperWithCart('ostatnie', { email: `kupujaca${i}@example.pl`, billing: { ...billing, phone } }),
      );
    }
    const codes = await placeAtOnce(buyers);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'product.not.available')).toHaveLength(45);
    expect(await stockOf(buyers[0]!.productId)).toBe(0);
    // The catalogue shows the stock as the orders left it, on the product page and in lists.
    expect((await app().inject({ url: '/api/products/ostatnie' })).json().available).toBe(false);
    const listed = (await app().inject({ url: '/api/products' })).json().items;
    expect(listed.find((p: { slug: string }) => p.slug === 'ostatnie').available).toBe(false);
    expect(await relatedToKrem()).toEqual([]);
  });
});

describe('a coupon with a use limit', () => {
  it('is redeemed by exactly 3 of 12 simultaneous orders when it may be used 3 times', async () => {
    const buyers = [];
    for (let i = 0; i < 12; i += 1) {
      const phone = `601${String(i).padStart(6, '0')}`;
      buyers.push(
        await shopperWithCart('krem', {
          add_coupon_code: 'trzyrazy',
          email: `kupujacy${i}@example.pl`,
          billing: { ...billing, phone },
        }),
      );
    }
    expect(buyers.every(({ cart }) => cart.coupon_code === 'TRZYRAZY')).toBe(true);
    const codes = await placeAtOnce(buyers);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'coupon.total.redemptions.reached')).toHaveLength(9);
    expect(await app().db.$count(schema.couponRedemptions)).toBe(3);
  });
});

describe('stock taken by an order of several products', () => {
  const productIds = async () => {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
    const idOf = (slug: string) => items.find((p: { slug: string }) => p.slug === slug).product_id as string;
    return { krem: idOf('krem'), ostatnie: idOf('ostatnie') };
  };
  /** Brings a product's stock to `units` with a movement, whatever the tests before left. */
  const stockUpTo = async (productId: string, units: number, reference: string) => {
    const change = units - (await stockOf(productId));
    const stock = app().repositories.stock;
    if (change > 0) await stock.recordReturns(new Map([[productId, change]]), reference, NOW);
    if (change < 0) await stock.take(new Map([[productId, -change]]), reference, NOW);
  };
  const movementsOf = (productId: string) =>
    app().db.$count(schema.stockMovements, eq(schema.stockMovements.productId, productId));

  it('takes nothing of any product when one of them is short', async () => {
    const ids = await productIds();
    await stockUpTo(ids.ostatnie, 3, 'test-three-left');
    const { post, cart } = await shopperWithCart('krem', {
      add_items: [
        { product_id: ids.krem, quantity: 1 },
        { product_id: ids.ostatnie, quantity: 2 },
      ],
      email: 'dwa.produkty@example.pl',
      billing: { ...billing, phone: '602000001' },
    });
    // The cart asks for two of the three; two leave another way before the order is placed.
    await app().repositories.stock.take(new Map([[ids.ostatnie, 2]]), 'test-elsewhere', NOW);
    const [kremBefore, kremMovements] = [await stockOf(ids.krem), await movementsOf(ids.krem)];
    const response = await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorMsgCode: 'product.not.available',
      params: { productNames: ['Serum ostatnie sztuki'] },
    });
    expect([await stockOf(ids.krem), await movementsOf(ids.krem)]).toEqual([kremBefore, kremMovements]);
    expect(await stockOf(ids.ostatnie)).toBe(1);
  });

  it('sells the last 4 pieces to exactly 4 of 12 simultaneous two-product orders, listed in either order', async () => {
    const ids = await productIds();
    await stockUpTo(ids.ostatnie, 4, 'test-four-left');
    const kremBefore = await stockOf(ids.krem);
    const buyers = [];
    for (let i = 0; i < 12; i += 1) {
      const lines = [
        { product_id: ids.krem, quantity: 1 },
        { product_id: ids.ostatnie, quantity: 1 },
      ];
      buyers.push(
        await shopperWithCart('krem', {
          add_items: i % 2 === 0 ? lines : lines.reverse(),
          email: `para${i}@example.pl`,
          billing: { ...billing, phone: `603${String(i).padStart(6, '0')}` },
        }),
      );
    }
    const codes = await placeAtOnce(buyers);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(4);
    expect(codes.filter((c) => c === 'product.not.available')).toHaveLength(8);
    expect(await stockOf(ids.ostatnie)).toBe(0);
    expect(await stockOf(ids.krem)).toBe(kremBefore - 4);
  });

  it('writes its lines as the cart lists them, priced as the order records, and answers the order as stored', async () => {
    const ids = await productIds();
    await stockUpTo(ids.ostatnie, 2, 'test-two-left');
    const { post, cart } = await shopperWithCart('krem', {
      add_items: [
        { product_id: ids.ostatnie, quantity: 2 },
        { product_id: ids.krem, quantity: 1 },
      ],
      email: 'linie@example.pl',
      billing: { ...billing, phone: '604000001' },
    });
    const placed = await post('/api/payment/invoke', { version: cart.version, payment_method: 'cod', consents });
    expect(placed.statusCode).toBe(200);
    const { order, access_token } = placed.json();

    const [stored] = await app().db.select().from(schema.orders).where(eq(schema.orders.orderId, order.id));
    const recorded = (stored!.snapshot as { lines: Record<string, unknown>[] }).lines;
    expect(recorded).toMatchObject([
      { productId: ids.ostatnie, quantity: 2, unitPrice: 9000 },
      { productId: ids.krem, quantity: 1, unitPrice: 5000 },
    ]);
    const lines = await app()
      .db.select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, order.id))
      .orderBy(schema.orderLines.position);
    expect(lines.map(({ orderLineId: _id, ...line }) => line)).toEqual(
      recorded.map((line, position) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountTotal: line.discountTotal,
        total: line.total,
        taxRate: line.taxRate,
        tax: line.tax,
        position,
        returnedQuantity: 0,
      })),
    );

    // The answer is the order as written, the same as reading it back later.
    const seen = await app().inject({ method: 'GET', url: `/api/orders/${order.id}?token=${access_token}` });
    expect(seen.json()).toEqual(order);
  });
});

describe('the outbox', () => {
  it('sends the confirmation through a real SMTP server', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;

    const smtpApp = await createTestApp({
      seed: shop,
      now: () => NOW,
      mail: {
        ...createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' }),
        from: 'Manufaktura <sklep@example.pl>',
        intervalMs: 0,
      },
    });
    try {
      const session = String((await smtpApp.inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
      const { items } = (await smtpApp.inject({ method: 'GET', url: '/api/products' })).json();
      const cart = (
        await smtpApp.inject({
          method: 'POST',
          url: '/api/carts',
          headers: { 'session-id': session },
          payload: {
            add_items: [{ product_id: items[0].product_id }],
            email: 'klientka@example.pl',
            billing,
            shippingService: { method_id: 'kurier-pobranie' },
            shipping: billing,
          },
        })
      ).json();
      const placed = await smtpApp.inject({
        method: 'POST',
        url: '/api/payment/invoke',
        headers: { 'session-id': session },
        payload: { version: cart.version, payment_method: 'cod', consents },
      });
      const { order } = placed.json();
      await smtpApp.outbox.idle();
      expect(received.map((m) => m.to).sort()).toEqual([['klientka@example.pl'], ['zamowienia@example.pl']]);
      const confirmation = received.find((m) => m.to[0] === 'klientka@example.pl')!.raw;
      expect(confirmation).toContain(order.number);
      expect(confirmation).toContain('text/html');
      expect(confirmation).toMatch(/Content-Disposition: attachment; filename=regulamin-sklepu\.txt/);
      expect(confirmation).toMatch(/Content-Disposition: attachment;\s+filename=zwroty-i-reklamacje\.txt/);
      // Each arrives whole: its heading for this order, then the document's kept text.
      const terms = attachmentText(confirmation, 'regulamin-sklepu.txt');
      expect(terms).toMatch(
        new RegExp(`^Regulamin sklepu\nWersja z .+, obowiązująca przy zamówieniu ${order.number}\\.\n\n`),
      );
      expect(terms).toContain('Umowa jest zawierana po potwierdzeniu zamówienia.');
      expect(attachmentText(confirmation, 'zwroty-i-reklamacje.txt')).toContain('Wzór formularza odstąpienia od umowy');
      const sent = await smtpApp.db.select().from(schema.outboxEmails);
      expect(sent.every((e) => e.status === 'SENT')).toBe(true);
    } finally {
      await smtpApp.close();
      server.close();
    }
  });

  it('keeps an e-mail for later when the mail server is down', async () => {
    const downApp = await createTestApp({
      seed: shop,
      now: () => NOW,
      mail: {
        ...createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent' }),
        from: 'a@b.pl',
        intervalMs: 0,
      },
    });
    try {
      await downApp.db.insert(schema.outboxEmails).values({
        kind: 'test',
        to: 'ktos@example.pl',
        subject: 'Test',
        html: '<p>x</p>',
        text: 'x',
        nextAttemptAt: NOW,
      });
      downApp.outbox.kick();
      await downApp.outbox.idle();
      const [email] = await downApp.db.select().from(schema.outboxEmails);
      expect(email).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(email!.nextAttemptAt.getTime()).toBe(NOW.getTime() + 60_000);
      expect(email!.lastError).toBeTruthy();
    } finally {
      await downApp.close();
    }
  });
});
