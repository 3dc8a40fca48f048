import { createServer } from 'node:net';

import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { P24Simulator } from '../../../scripts/p24-simulator.ts';
import { startP24Simulator } from '../../../scripts/p24-simulator.ts';
import { nthShopper } from './fixtures/checkout.ts';
import { STAFF_PASSWORD, staffHelpers } from './fixtures/staff.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp } from './helper.ts';

const ACCOUNT = { merchantId: 11111, posId: 11111, crc: '0123456789abcdef', apiKey: 'klucz-do-raportow-123' };

let simulator: P24Simulator;
let app: FastifyInstance;
let publicUrl: string;

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
  publicUrl = `http://127.0.0.1:${port}`;
  app = await createTestApp({
    seed: tinyShop([tinyProduct({ slug: 'krem', name: 'Krem', price: 5000, stock: 100 })]),
    orders: { publicUrl },
    payments: { ...ACCOUNT, apiUrl: simulator.apiUrl, payUrl: simulator.url },
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Two creams with a delivery of 13,99 zł, paid through Przelewy24 and delivered. */
async function deliveredPaidOrder(packer: ReturnType<ReturnType<typeof staffHelpers>['browser']>) {
  const shopper = nthShopper(7001);
  const post = (url: string, payload: object, session?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: shopper.address,
      headers: session ? { 'session-id': session } : {},
    });
  const [product] = await app.db.select().from(schema.products);
  const cart = await post('/api/carts', {
    add_items: [{ product_id: product!.productId, quantity: 2 }],
    email: shopper.email,
    billing: shopper.billing,
    shippingService: { method_id: 'paczkomat', attributes: { locker_code: 'KRA010' } },
  });
  const placed = (
    await post(
      '/api/payment/invoke',
      { version: cart.json().version, payment_method: 'p24', consents: { terms: true, privacy: true } },
      String(cart.headers['session-id']),
    )
  ).json() as { order: { id: string }; redirect_url: string };
  simulator.choose(new URL(placed.redirect_url).pathname.split('/').pop()!, 'pay');
  const orderId = placed.order.id;
  await until(async () => {
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.orderId, orderId));
    return order!.status === 'paid';
  });
  for (const to of ['confirmed', 'packed', 'shipped', 'delivered']) {
    const moved = await packer.request('POST', `/api/admin/orders/${orderId}/transition`, {
      to,
      tracking_number: '620000000012345678901234',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { orderId, email: shopper.email };
}

describe('returns of an order paid online', () => {
  it('says what the returns still owe the buyer, refunded through the order’s refund, with the delivery once all is back', async () => {
    const helpers = staffHelpers(
      () => app,
      () => new Date(),
    );
    // The back office is served from the shop's public address here.
    const owner = helpers.browser(publicUrl);
    const accepted = await owner.request('POST', '/api/admin/invitations/accept', {
      token: await helpers.firstOwner('wlascicielka.platnosci@manufaktura.pl'),
      password: STAFF_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    const { orderId, email } = await deliveredPaidOrder(owner);
    const read = async () => (await owner.request('GET', `/api/admin/orders/${orderId}`)).json();

    const delivered = await read();
    expect(delivered).toMatchObject({ paid_online: true, refund_owed: 0, shipment_total: 13.99 });
    const [line] = delivered.return_lines;
    const part = await owner.request('POST', `/api/admin/orders/${orderId}/returns`, {
      version: delivered.version,
      lines: [{ line_id: line.id, quantity: 1, condition: 'RESALABLE' }],
    });
    expect(part.json()).toMatchObject({ status: 'delivered', refund_owed: 50 });
    const [mail] = await app.db
      .select()
      .from(schema.outboxEmails)
      .where(eq(schema.outboxEmails.kind, 'order-return-received'));
    expect(mail).toMatchObject({ to: email });
    expect(mail!.text).toContain('oddamy tą samą drogą, którą dotarły do nas, najpóźniej w ciągu 14 dni');

    const refunded = await owner.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      amount: part.json().refund_owed,
      reason: 'Zwrot towaru',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refund_owed: 0, refunds: [{ amount: 50 }] });

    const rest = await owner.request('POST', `/api/admin/orders/${orderId}/returns`, {
      version: refunded.json().version,
      lines: [{ line_id: line.id, quantity: 1, condition: 'DAMAGED' }],
    });
    // Everything came back: the other cream and the delivery paid (upk art. 32).
    expect(rest.json()).toMatchObject({ status: 'returned', refund_owed: 63.99 });
  });
});
