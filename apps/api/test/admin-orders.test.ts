import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { placeCodOrder } from './fixtures/checkout.ts';
import type { StaffBrowser } from './fixtures/staff.ts';
import { staffHelpers } from './fixtures/staff.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const shop = tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 10 })]);
const app = useTestApp({ seed: shop, now: () => NOW });
const { browser, ownerBrowser, invite, acceptedBy } = staffHelpers(app, () => NOW);

let shoppers = 0;
/** A guest's cash-on-delivery order of `quantity` creams: its id and number. */
async function placedOrder(quantity = 1): Promise<{ id: string; number: string; email: string }> {
  shoppers += 1;
  const remoteAddress = `10.31.0.${shoppers}`;
  const { items } = (await app().inject({ method: 'GET', url: '/api/products', remoteAddress })).json();
  return placeCodOrder(app(), {
    lines: [{ product_id: items[0].product_id, quantity }],
    email: `klientka.${shoppers}@example.pl`,
    phone: `+48 60000${String(shoppers).padStart(4, '0')}`,
    remoteAddress,
  });
}

const stock = async () => (await app().db.select().from(schema.products))[0]!.stockOnHand;
const mailsTo = (to: string, kind: string) =>
  app()
    .db.select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), eq(schema.outboxEmails.kind, kind)));

let packerBrowser: StaffBrowser | undefined;
/** A packer invited by an owner: the role the warehouse works with. */
async function packer(): Promise<StaffBrowser> {
  if (!packerBrowser) {
    const owner = await ownerBrowser('wlascicielka.zamowien@manufaktura.pl');
    packerBrowser = await acceptedBy((await invite(owner, 'pakowacz.zamowien@manufaktura.pl', 'PACKER')).token);
  }
  return packerBrowser;
}

describe('orders in the back office', () => {
  it('lists orders for a packer, by state and by number or e-mail; a visitor gets 401', async () => {
    const order = await placedOrder();
    const staff = await packer();
    const all = (await staff.request('GET', '/api/admin/orders')).json();
    expect(all.data[0]).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'confirmed',
      status_name: 'przyjęte do realizacji',
      grand_total: expect.any(Number),
      tracking_number: null,
    });
    const byEmail = (await staff.request('GET', `/api/admin/orders?q=${encodeURIComponent(order.email)}`)).json();
    expect(byEmail.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const shipped = (await staff.request('GET', '/api/admin/orders?status=shipped')).json();
    expect(shipped.data.map((o: { id: string }) => o.id)).not.toContain(order.id);
    const wild = (await staff.request('GET', '/api/admin/orders?q=%25')).json();
    expect(wild.total).toBe(0);

    expect((await browser().request('GET', '/api/admin/orders')).statusCode).toBe(401);
    expect((await staff.request('GET', '/api/admin/orders?status=zgubione')).statusCode).toBe(400);
  });

  it('packs and ships an order by the state machine; the shopper gets the tracking number', async () => {
    const order = await placedOrder();
    const staff = await packer();
    const detail = (await staff.request('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.next_states).toEqual(['packed', 'cancelled']);
    expect(detail.items[0]).toMatchObject({ name: 'Krem różany', quantity: 1 });

    const early = await staff.request('POST', `/api/admin/orders/${order.id}/transition`, { to: 'shipped' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorMsgCode: 'order.transition.invalid' });

    const packed = await staff.request('POST', `/api/admin/orders/${order.id}/transition`, { to: 'packed' });
    expect(packed.json()).toMatchObject({ status: 'packed', next_states: ['shipped', 'cancelled'] });
    const untracked = await staff.request('POST', `/api/admin/orders/${order.id}/transition`, {
      to: 'shipped',
      tracking_number: '  ',
    });
    expect(untracked.json().errorMsgCode).toBe('order.tracking.missing');

    const shipped = await staff.request('POST', `/api/admin/orders/${order.id}/transition`, {
      to: 'shipped',
      tracking_number: '620000000012345678901234',
    });
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking_number: '620000000012345678901234' });
    const [mail] = await mailsTo(order.email, 'order-shipped');
    expect(mail!.subject).toBe(`Zamówienie ${order.number} zostało wysłane`);
    expect(mail!.text).toContain('Numer przesyłki: 620000000012345678901234');
    expect(mail!.text).toContain(`/order-confirmation?order=${order.id}&token=`);

    // A second click on a stale page moves nothing.
    const again = await staff.request('POST', `/api/admin/orders/${order.id}/transition`, { to: 'packed' });
    expect(again.json().errorMsgCode).toBe('order.transition.invalid');
    const audit = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'order'), eq(schema.auditLog.entityId, order.id)));
    expect(audit.map((row) => [row.action, row.staffEmail, row.before?.status, row.after?.status])).toEqual([
      ['order.packed', 'pakowacz.zamowien@manufaktura.pl', 'confirmed', 'packed'],
      ['order.shipped', 'pakowacz.zamowien@manufaktura.pl', 'packed', 'shipped'],
    ]);
  });

  it('cancels an order with its stock put back and the shopper told; a cancelled order stays so', async () => {
    const before = await stock();
    const order = await placedOrder(3);
    expect(await stock()).toBe(before - 3);
    const staff = await packer();
    const cancelled = await staff.request('POST', `/api/admin/orders/${order.id}/transition`, { to: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', next_states: [] });
    expect(await stock()).toBe(before);
    expect(await mailsTo(order.email, 'order-cancelled')).toHaveLength(1);
    const twice = await staff.request('POST', `/api/admin/orders/${order.id}/transition`, { to: 'cancelled' });
    expect(twice.json().errorMsgCode).toBe('order.transition.invalid');
    expect(await stock()).toBe(before);
  });

  it('keeps the staff’s note, refuses a refund of an order not paid online, and knows no made-up order', async () => {
    const order = await placedOrder();
    const staff = await packer();
    const noted = await staff.request('PATCH', `/api/admin/orders/${order.id}`, {
      staff_note: 'Prezent – bez paragonu',
    });
    expect(noted.json().staff_note).toBe('Prezent – bez paragonu');
    const refund = await staff.request('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 10,
      reason: 'Zwrot',
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().errorMsgCode).toBe('refund.not.paid');
    const unknown = await staff.request('GET', `/api/admin/orders/${crypto.randomUUID()}`);
    expect(unknown.json().errorMsgCode).toBe('order.not.found');
    const foreign = await browser('https://zly-sklep.example').request(
      'POST',
      `/api/admin/orders/${order.id}/transition`,
      { to: 'cancelled' },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('shows today’s orders and takings, what waits to be packed and what runs out on the start page', async () => {
    const staff = await packer();
    const before = (await staff.request('GET', '/api/admin/dashboard')).json();
    const order = await placedOrder(2);
    const after = (await staff.request('GET', '/api/admin/dashboard')).json();
    const [row] = await app().db.select().from(schema.orders).where(eq(schema.orders.orderId, order.id));
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + row!.grandTotal / 100, 2);
    expect(after.to_pack).toBe(before.to_pack + 1);
    const left = await stock();
    expect(after.low_stock.map((p: { stock: number }) => p.stock)).toEqual(left <= 5 ? [left] : []);
    expect(after.unpaid_expiring).toEqual([]);
    expect((await browser().request('GET', '/api/admin/dashboard')).statusCode).toBe(401);
  });

  it('tells on the start page how many e-mails were given up on and how many wait, and since when', async () => {
    const staff = await packer();
    await app().outbox.idle();
    const before = (await staff.request('GET', '/api/admin/dashboard')).json().mail;
    const email = (to: string, status: 'PENDING' | 'SENDING' | 'FAILED' | 'SENT', createdAt: Date) => ({
      kind: 'test',
      to,
      subject: 'Test',
      html: '<p>Test</p>',
      text: 'Test',
      status,
      // Not due within the test: the sender leaves them as they are.
      nextAttemptAt: new Date(NOW.getTime() + 3_600_000),
      createdAt,
    });
    const longAgo = new Date('2026-01-02T08:00:00.000Z');
    await app()
      .db.insert(schema.outboxEmails)
      .values([
        email('odrzucony@example.pl', 'FAILED', NOW),
        email('czeka@example.pl', 'PENDING', longAgo),
        email('wysylany@example.pl', 'SENDING', NOW),
        email('wyslany@example.pl', 'SENT', new Date('2026-01-01T08:00:00.000Z')),
      ]);
    const after = (await staff.request('GET', '/api/admin/dashboard')).json().mail;
    expect(after).toEqual({
      failed: before.failed + 1,
      waiting: before.waiting + 2,
      oldest_waiting_at: longAgo.toISOString(),
    });
  });
});
