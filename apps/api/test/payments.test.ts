import { createServer } from 'node:net';

import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { P24Simulator } from '../../../scripts/p24-simulator.ts';
import { startP24Simulator } from '../../../scripts/p24-simulator.ts';
import { notificationSign, p24Sign } from '../src/payments/przelewy24.ts';
import type { RefundRequest } from '../src/payments/refunds.ts';
import { refundPayment } from '../src/payments/refunds.ts';
import { nthShopper } from './fixtures/checkout.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp } from './helper.ts';

const ACCOUNT = { merchantId: 11111, posId: 11111, crc: '0123456789abcdef', apiKey: 'klucz-do-raportow-123' };

let simulator: P24Simulator;
let app: FastifyInstance;
let shoppers = 0;
/** The shop's clock: real time, until a test moves it on. */
let later = 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  simulator = await startP24Simulator({ ...ACCOUNT, retryDelaysMs: [200, 400, 800] });
  // The gateway notifies the shop over HTTP, so this app listens where its public address says.
  const port = await freePort();
  app = await createTestApp({
    seed: tinyShop([tinyProduct({ slug: 'krem', name: 'Krem', price: 5000, stock: 1000 })]),
    orders: { publicUrl: `http://127.0.0.1:${port}` },
    payments: { ...ACCOUNT, apiUrl: simulator.apiUrl, payUrl: simulator.url },
    now: () => new Date(Date.now() + later),
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

beforeEach(() => {
  Object.assign(simulator.faults, {
    down: false,
    notificationDelayMs: 0,
    duplicateNotification: false,
    wrongAmount: false,
    badSignature: false,
  });
});

/** A guest's cart with one cream and a delivery paid in advance, ordered with Przelewy24 (or its BLIK). */
async function orderOnline(
  payment: { payment_method: 'p24' | 'blik'; blik_code?: string } = { payment_method: 'p24' },
) {
  shoppers += 1;
  const shopper = nthShopper(shoppers);
  const post = async (url: string, payload: object, session?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: shopper.address,
      headers: session ? { 'session-id': session } : {},
    });
  const [product] = await app.db.select().from(schema.products).where(eq(schema.products.slug, 'krem'));
  const cart = await post('/api/carts', {
    add_items: [{ product_id: product!.productId, quantity: 1 }],
    email: shopper.email,
    billing: shopper.billing,
    shippingService: { method_id: 'paczkomat', attributes: { locker_code: 'KRA010' } },
  });
  const session = String(cart.headers['session-id']);
  const placed = await post(
    '/api/payment/invoke',
    { version: cart.json().version, ...payment, consents: { terms: true, privacy: true } },
    session,
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const body = placed.json() as { order: { id: string; status: string }; access_token: string; redirect_url: string };
  return { ...body, session, post };
}

const tokenOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop()!;
const orderRow = async (id: string) =>
  (await app.db.select().from(schema.orders).where(eq(schema.orders.orderId, id)))[0]!;
const status = async (id: string, token: string) =>
  (await app.inject({ method: 'GET', url: `/api/payment/status?order=${id}&token=${token}` })).json() as {
    status: string;
    paid: boolean;
  };

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the Przelewy24 sign', () => {
  it('is SHA-384 over the documented fields in their order (the reference vector)', () => {
    expect(
      p24Sign({ sessionId: 'ZAM-1001-a1', merchantId: 11111, amount: 1234, currency: 'PLN', crc: '0123456789abcdef' }),
    ).toBe('c0880fd78ebb29b4cadc67704fcaf5254fc573e84edc6822acb71bfd3ad5c212332c5f05e2d63ebe61ac6b91864f3145');
  });
});

describe('paying with Przelewy24', () => {
  it('is offered only because the shop has a gateway, and only with deliveries paid in advance', async () => {
    const methods = (await app.inject({ method: 'GET', url: '/api/payment-methods' })).json() as {
      items: { id: string; paid_on_delivery: boolean }[];
    };
    expect(methods.items).toContainEqual(expect.objectContaining({ id: 'p24', paid_on_delivery: false }));
  });

  it('sends the shopper to the gateway, and marks the order paid once the notification is verified', async () => {
    const placed = await orderOnline();
    expect(placed.order.status).toBe('awaiting_payment');
    expect(placed.redirect_url).toMatch(new RegExp(`^${simulator.url}/trnRequest/[A-F0-9]+$`));
    expect(await status(placed.order.id, placed.access_token)).toMatchObject({ paid: false });

    const transaction = simulator.choose(tokenOf(placed.redirect_url), 'pay');
    expect(transaction.amount).toBe((await orderRow(placed.order.id)).grandTotal);
    await until(async () => (await status(placed.order.id, placed.access_token)).paid);
    expect((await orderRow(placed.order.id)).status).toBe('paid');
    expect(transaction.verified).toBe(true);
    const email = (await orderRow(placed.order.id)).email;
    const mails = await app.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, email));
    expect(mails.filter((mail) => mail.kind === 'payment-received')).toHaveLength(1);
  });

  it('pays once however many notifications come, even two at the same moment', async () => {
    simulator.faults.duplicateNotification = true;
    const placed = await orderOnline();
    const transaction = simulator.choose(tokenOf(placed.redirect_url), 'pay');
    await until(async () => (await status(placed.order.id, placed.access_token)).paid);
    await until(async () => transaction.notificationsSent >= 2);
    const email = (await orderRow(placed.order.id)).email;
    const mails = await app.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, email));
    expect(mails.filter((mail) => mail.kind === 'payment-received')).toHaveLength(1);
    const attempts = await app.db.select().from(schema.payments).where(eq(schema.payments.orderId, placed.order.id));
    expect(attempts.map((payment) => payment.status)).toEqual(['PAID']);
  });

  it.each([
    ['a wrong amount', 'wrongAmount'],
    ['a forged sign', 'badSignature'],
  ] as const)('refuses a notification with %s and never marks the order paid', async (_, fault) => {
    simulator.faults[fault] = true;
    const placed = await orderOnline();
    const transaction = simulator.choose(tokenOf(placed.redirect_url), 'pay');
    await until(async () => transaction.notificationsSent >= 2);
    expect(transaction.verified).toBe(false);
    expect(await status(placed.order.id, placed.access_token)).toMatchObject({
      status: 'awaiting_payment',
      paid: false,
    });
  });

  it('refuses a genuinely signed notification in another currency', async () => {
    const placed = await orderOnline();
    const [payment] = await app.db.select().from(schema.payments).where(eq(schema.payments.orderId, placed.order.id));
    const fields = {
      merchantId: ACCOUNT.merchantId,
      posId: ACCOUNT.posId,
      sessionId: payment!.sessionId,
      amount: payment!.amount,
      originAmount: payment!.amount,
      currency: 'EUR',
      orderId: 4_295_000_001,
      methodId: 154,
      statement: 'x',
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/p24/notification',
      payload: { ...fields, sign: notificationSign(fields, ACCOUNT.crc) },
    });
    expect(response.json()).toMatchObject({ errorMsgCode: 'payment.notification.invalid' });
    expect(await status(placed.order.id, placed.access_token)).toMatchObject({ paid: false });
  });

  it('waits for a late notification: the order stays awaiting its payment until it comes', async () => {
    simulator.faults.notificationDelayMs = 600;
    const placed = await orderOnline();
    simulator.choose(tokenOf(placed.redirect_url), 'pay');
    expect(await status(placed.order.id, placed.access_token)).toMatchObject({
      status: 'awaiting_payment',
      paid: false,
    });
    await until(async () => (await status(placed.order.id, placed.access_token)).paid);
  });

  it('answers a notification for a payment it never started with payment.notification.invalid', async () => {
    const fields = {
      merchantId: ACCOUNT.merchantId,
      posId: ACCOUNT.posId,
      sessionId: 'MF-2026-999999-abc',
      amount: 100,
      originAmount: 100,
      currency: 'PLN',
      orderId: 1,
      methodId: 154,
      statement: 'x',
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/p24/notification',
      payload: { ...fields, sign: notificationSign(fields, ACCOUNT.crc) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorMsgCode: 'payment.notification.invalid' });
  });

  it('keeps the order when the gateway is down, says so, and lets the shopper pay it later', async () => {
    simulator.faults.down = true;
    const placed = await orderOnline();
    const redirect = new URL(placed.redirect_url, 'http://sklep');
    expect(redirect.pathname).toBe('/order-confirmation');
    expect(redirect.searchParams.get('error_message')).toBe(
      'Nie udało się połączyć z Przelewy24. Zamówienie zapisaliśmy – spróbuj zapłacić za nie za chwilę.',
    );
    const retryDown = await placed.post('/api/payment/retry', { order: placed.order.id, token: placed.access_token });
    expect(retryDown.statusCode).toBe(503);

    simulator.faults.down = false;
    const retry = await placed.post('/api/payment/retry', { order: placed.order.id, token: placed.access_token });
    expect(retry.statusCode).toBe(200);
    simulator.choose(tokenOf(retry.json().redirect_url), 'pay');
    await until(async () => (await status(placed.order.id, placed.access_token)).paid);
  });

  it('after a rejected payment, a retry is a new attempt for the same order, never a second order', async () => {
    const placed = await orderOnline();
    simulator.choose(tokenOf(placed.redirect_url), 'reject');
    const retry = await placed.post('/api/payment/retry', { order: placed.order.id, token: placed.access_token });
    simulator.choose(tokenOf(retry.json().redirect_url), 'pay');
    await until(async () => (await status(placed.order.id, placed.access_token)).paid);
    const attempts = await app.db.select().from(schema.payments).where(eq(schema.payments.orderId, placed.order.id));
    expect(attempts.map((payment) => payment.status).sort()).toEqual(['PAID', 'REGISTERED']);
    expect(
      (await placed.post('/api/payment/retry', { order: placed.order.id, token: placed.access_token })).json(),
    ).toMatchObject({ errorMsgCode: 'payment.not.awaited' });
  });

  it('pays with a BLIK code typed in the shop: the order’s page waits while the shopper confirms in the bank’s app', async () => {
    const placed = await orderOnline({ payment_method: 'blik', blik_code: '777 123' });
    expect(placed.redirect_url).toBe(`/order-confirmation?order=${placed.order.id}&token=${placed.access_token}`);
    const transaction = [...simulator.transactions.values()].find((t) => t.blikCode === '777123');
    expect(transaction?.amount).toBe((await orderRow(placed.order.id)).grandTotal);
    await until(async () => (await status(placed.order.id, placed.access_token)).paid);
    expect((await orderRow(placed.order.id)).paymentMethod).toBe('blik');
  });

  it('orders nothing with BLIK chosen but no readable code', async () => {
    const ordersBefore = (await app.db.select().from(schema.orders)).length;
    for (const blik of [{}, { blik_code: '' }, { blik_code: '12345' }, { blik_code: 'abcdef' }]) {
      shoppers += 1;
      const shopper = nthShopper(shoppers);
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/invoke',
        payload: { version: 0, payment_method: 'blik', ...blik, consents: { terms: true, privacy: true } },
        remoteAddress: shopper.address,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorMsgCode: 'payment.blik.code.invalid',
        params: { fields: [{ field: 'blik_code', message: 'Wpisz 6-cyfrowy kod BLIK z aplikacji swojego banku.' }] },
      });
    }
    expect(await app.db.select().from(schema.orders)).toHaveLength(ordersBefore);
  });

  it('keeps the order when the bank refuses the BLIK code, and takes a new code for the same order', async () => {
    const placed = await orderOnline({ payment_method: 'blik', blik_code: '123456' });
    const back = new URL(placed.redirect_url, 'http://sklep');
    expect(back.pathname).toBe('/order-confirmation');
    expect(back.searchParams.get('error_message')).toBe(
      'Bank nie przyjął kodu BLIK. Wygeneruj w aplikacji nowy kod i wpisz go jeszcze raz.',
    );
    expect((await orderRow(placed.order.id)).status).toBe('awaiting_payment');

    const again = { order: placed.order.id, token: placed.access_token };
    const refused = await placed.post('/api/payment/retry', { ...again, blik_code: '654321' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorMsgCode: 'payment.blik.code.rejected' });
    const malformed = await placed.post('/api/payment/retry', { ...again, blik_code: '7771' });
    expect(malformed.json()).toMatchObject({ errorMsgCode: 'payment.blik.code.invalid' });

    const paid = await placed.post('/api/payment/retry', { ...again, blik_code: '777-321' });
    expect(paid.json()).toEqual({
      redirect_url: `/order-confirmation?order=${placed.order.id}&token=${placed.access_token}`,
    });
    await until(async () => (await status(placed.order.id, placed.access_token)).paid);
    const attempts = await app.db.select().from(schema.payments).where(eq(schema.payments.orderId, placed.order.id));
    expect(attempts.filter((payment) => payment.status === 'PAID')).toHaveLength(1);
  });

  it('brings an unpaid order back to the cart to change it: the order cancelled, its stock back, the checkout kept', async () => {
    const placed = await orderOnline();
    const cartOf = async (session?: string) =>
      (
        await app.inject({ method: 'GET', url: '/api/carts', headers: session ? { 'session-id': session } : {} })
      ).json();
    // Back in the shop with an empty cart, the shopper is offered the order left unpaid; no one else is.
    expect((await cartOf(placed.session)).unpaid_order).toEqual({
      id: placed.order.id,
      number: (await orderRow(placed.order.id)).number,
      token: placed.access_token,
    });
    expect((await cartOf()).unpaid_order).toBeNull();
    const reopen = (token: string) =>
      placed.post('/api/carts', { reopenOrder: { orderId: placed.order.id, token } }, placed.session);
    expect((await reopen('x'.repeat(43))).json()).toMatchObject({ errorMsgCode: 'payment.order.not.found' });
    expect((await orderRow(placed.order.id)).status).toBe('awaiting_payment');

    const back = await reopen(placed.access_token);
    expect(back.statusCode, back.body).toBe(200);
    const cart = back.json();
    expect(cart.notices).toContainEqual(
      expect.objectContaining({
        key: 'payment.in.progress',
        message: 'Niedokończono poprzedniej płatności. Koszyk został załadowany ponownie',
      }),
    );
    expect(
      cart.items.map((line: { product: { name: string }; quantity: number }) => [line.product.name, line.quantity]),
    ).toEqual([['Krem', 1]]);
    expect(cart.shipping_method).toMatchObject({ method_id: 'paczkomat', attributes: { locker_code: 'KRA010' } });
    expect(cart.email).toBe((await orderRow(placed.order.id)).email);
    expect((await orderRow(placed.order.id)).status).toBe('cancelled');
    const movements = await app.db
      .select()
      .from(schema.stockMovements)
      .where(eq(schema.stockMovements.reference, (await orderRow(placed.order.id)).number));
    expect(movements.map((movement) => movement.type).sort()).toEqual(['SALE', 'SALE_CANCELLED']);
    expect((await reopen(placed.access_token)).json()).toMatchObject({ errorMsgCode: 'payment.not.awaited' });
    expect((await cartOf(placed.session)).unpaid_order).toBeNull();

    // Ordered again as it came back: a new order, paid online.
    const again = await placed.post(
      '/api/payment/invoke',
      { version: cart.version, payment_method: 'p24', consents: { terms: true, privacy: true } },
      placed.session,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.id).not.toBe(placed.order.id);
    expect(again.json().redirect_url).toMatch(/\/trnRequest\//);
  });

  it('refuses a retry without the order’s link token', async () => {
    const placed = await orderOnline();
    const forged = await placed.post('/api/payment/retry', { order: placed.order.id, token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ errorMsgCode: 'payment.order.not.found' });
  });

  it('cancels an order left unpaid for 3 days: stock back, the shopper told, a late payment never revives it', async () => {
    const placed = await orderOnline();
    const [product] = await app.db.select().from(schema.products).where(eq(schema.products.slug, 'krem'));
    const email = (await orderRow(placed.order.id)).email;

    later = 3 * 86_400_000 - 60_000;
    await app.paymentExpiry.run();
    expect((await orderRow(placed.order.id)).status).toBe('awaiting_payment');

    later = 3 * 86_400_000 + 60_000;
    try {
      expect(await app.paymentExpiry.run()).toBeGreaterThanOrEqual(1);
      expect(await app.paymentExpiry.run()).toBe(0);
    } finally {
      later = 0;
    }
    expect((await orderRow(placed.order.id)).status).toBe('cancelled');
    const [after] = await app.db.select().from(schema.products).where(eq(schema.products.slug, 'krem'));
    expect(after!.stockOnHand).toBeGreaterThan(product!.stockOnHand);
    const movements = await app.db
      .select()
      .from(schema.stockMovements)
      .where(eq(schema.stockMovements.reference, (await orderRow(placed.order.id)).number));
    expect(movements.map((movement) => [movement.type, movement.quantity]).sort()).toEqual([
      ['SALE', -1],
      ['SALE_CANCELLED', 1],
    ]);
    const mails = await app.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, email));
    expect(mails.filter((mail) => mail.kind === 'order-cancelled-unpaid')).toHaveLength(1);

    simulator.choose(tokenOf(placed.redirect_url), 'pay');
    await until(async () => {
      const [payment] = await app.db.select().from(schema.payments).where(eq(schema.payments.orderId, placed.order.id));
      return payment?.status === 'PAID';
    });
    expect((await orderRow(placed.order.id)).status).toBe('cancelled');
    // The money is the buyer's: it goes back whole, without anyone asking.
    await until(async () => (await refundsOf(placed.order.id)).some((refund) => refund.status === 'CONFIRMED'));
    const [refund] = await refundsOf(placed.order.id);
    expect(refund).toMatchObject({ amount: (await orderRow(placed.order.id)).grandTotal, requestedBy: 'shop' });
  });
});

const refundsOf = (orderId: string) => app.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));

const refund = (request: Omit<RefundRequest, 'requestedBy' | 'reason'>) =>
  refundPayment(
    { repositories: app.repositories, transaction: app.transaction, gateway: app.przelewy24!, log: app.log },
    { reason: 'Zwrot – zam. testowe', requestedBy: 'staff:test', ...request },
    { now: new Date(), secret: app.orderSettings.secret, publicUrl: app.orderSettings.publicUrl },
  );

/** An order paid online, with its paid attempt. */
async function paidOrder() {
  const placed = await orderOnline();
  const transaction = simulator.choose(tokenOf(placed.redirect_url), 'pay');
  await until(async () => (await status(placed.order.id, placed.access_token)).paid);
  const total = (await orderRow(placed.order.id)).grandTotal;
  return { orderId: placed.order.id, total, transaction };
}

describe('refunds through Przelewy24', () => {
  it('returns a part, then the rest, each confirmed by the gateway, and never more than was paid', async () => {
    const { orderId, total, transaction } = await paidOrder();
    const part = await refund({ orderId, amount: 1000 });
    expect(part).toMatchObject({ ok: true, refund: { status: 'REQUESTED', amount: 1000 } });
    await until(async () => (await refundsOf(orderId))[0]?.status === 'CONFIRMED');
    expect((await refundsOf(orderId))[0]).toMatchObject({ gatewayStatus: 0, requestedBy: 'staff:test' });

    expect(await refund({ orderId, amount: total - 1000 + 1 })).toEqual({ ok: false, code: 'refund.amount.invalid' });
    expect(await refund({ orderId, amount: total - 1000 })).toMatchObject({ ok: true });
    expect(await refund({ orderId, amount: 1 })).toEqual({ ok: false, code: 'refund.amount.invalid' });
    expect(transaction.refunded).toBe(total);
    const [payment] = await app.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(payment!.refunded).toBe(total);
  });

  it('lets two refunds at once return at most what was paid', async () => {
    const { orderId, total } = await paidOrder();
    const share = Math.ceil(total * 0.6);
    const outcomes = await Promise.all([refund({ orderId, amount: share }), refund({ orderId, amount: share })]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, code: 'refund.amount.invalid' }]);
  });

  it('refuses a refund of an order never paid, and amounts that are not whole grosze above zero', async () => {
    const placed = await orderOnline();
    expect(await refund({ orderId: placed.order.id, amount: 100 })).toEqual({ ok: false, code: 'refund.not.paid' });
    const { orderId } = await paidOrder();
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      expect(await refund({ orderId, amount })).toEqual({ ok: false, code: 'refund.amount.invalid' });
    }
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('releases the amount when the gateway is down, so it can be refunded later', async () => {
    const { orderId, total } = await paidOrder();
    simulator.faults.down = true;
    expect(await refund({ orderId, amount: total })).toEqual({ ok: false, code: 'payment.gateway.unavailable' });
    expect((await refundsOf(orderId)).map((r) => r.status)).toEqual(['FAILED']);
    simulator.faults.down = false;
    expect(await refund({ orderId, amount: total })).toMatchObject({ ok: true });
  });

  it('refuses a refund notification with a forged sign, and leaves the refund unconfirmed', async () => {
    const { orderId, transaction } = await paidOrder();
    simulator.faults.badSignature = true;
    expect(await refund({ orderId, amount: 500 })).toMatchObject({ ok: true });
    await until(async () => transaction.refundNotificationsSent >= 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await refundsOf(orderId)).map((r) => r.status)).toEqual(['REQUESTED']);
  });
});
