import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { placeCodOrder } from './fixtures/checkout.ts';
import type { StaffBrowser } from './fixtures/staff.ts';
import { staffHelpers } from './fixtures/staff.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-25T10:00:00.000Z');
let clock = NOW.getTime();
const shop = tinyShop([
  tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 50 }),
  tinyProduct({ slug: 'mydlo', name: 'Mydło lawendowe', price: 1999, stock: 50 }),
]);
const app = useTestApp({ seed: shop, now: () => new Date(clock) });
const { browser, ownerBrowser, invite, acceptedBy } = staffHelpers(app, () => new Date(clock));

let crew: { owner: StaffBrowser; manager: StaffBrowser; packer: StaffBrowser } | undefined;
/** An owner, a manager and a packer: the packer is who unpacks returns at the desk. */
async function staff() {
  if (!crew) {
    const owner = await ownerBrowser('wlascicielka.zwrotow@manufaktura.pl');
    const manager = await acceptedBy((await invite(owner, 'kierownik.zwrotow@manufaktura.pl', 'MANAGER')).token);
    const packer = await acceptedBy((await invite(owner, 'pakowacz.zwrotow@manufaktura.pl', 'PACKER')).token);
    crew = { owner, manager, packer };
  }
  return crew;
}

let shoppers = 0;
/** A guest's cash-on-delivery order of creams and soaps, moved by the packer as far as `until`. */
async function placedOrder(
  quantities: { krem: number; mydlo: number },
  until: 'confirmed' | 'shipped' | 'delivered' = 'delivered',
): Promise<{ id: string; number: string; email: string }> {
  shoppers += 1;
  const remoteAddress = `10.32.0.${shoppers}`;
  const email = `zwracajaca.${shoppers}@example.pl`;
  const products = await app().db.select().from(schema.products);
  const idOf = (slug: string) => products.find((p) => p.slug === slug)!.productId;
  const order = await placeCodOrder(app(), {
    lines: Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([slug, quantity]) => ({ product_id: idOf(slug), quantity })),
    email,
    phone: `+48 60100${String(shoppers).padStart(4, '0')}`,
    remoteAddress,
  });
  const { packer } = await staff();
  const moves = { confirmed: [], shipped: ['packed', 'shipped'], delivered: ['packed', 'shipped', 'delivered'] }[until];
  for (const to of moves) {
    const moved = await packer.request('POST', `/api/admin/orders/${order.id}/transition`, {
      to,
      tracking_number: '620000000012345678901234',
    });
    expect(moved.statusCode).toBe(200);
  }
  return order;
}

interface Line {
  id: string;
  name: string;
  quantity: number;
  returned: number;
}

/** The order as the back office reads it, and its lines by product slug. */
async function read(member: StaffBrowser, orderId: string) {
  const order = (await member.request('GET', `/api/admin/orders/${orderId}`)).json();
  const line = (name: string) => (order.return_lines as Line[]).find((l) => l.name === name)!;
  return { order, krem: line('Krem różany'), mydlo: line('Mydło lawendowe') };
}

const stockOf = async (slug: string) =>
  (await app().db.select().from(schema.products).where(eq(schema.products.slug, slug)))[0]!.stockOnHand;
const mailsTo = (to: string) =>
  app()
    .db.select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), eq(schema.outboxEmails.kind, 'order-return-received')));
const auditOf = (orderId: string) =>
  app()
    .db.select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entity, 'order'),
        eq(schema.auditLog.entityId, orderId),
        eq(schema.auditLog.action, 'order.return'),
      ),
    );
const returnsUrl = (orderId: string) => `/api/admin/orders/${orderId}/returns`;

describe('POST /api/admin/orders/:id/returns', () => {
  it('takes a part back at the packing desk: fit units go back on sale, damaged ones do not, the order stays delivered', async () => {
    const order = await placedOrder({ krem: 3, mydlo: 1 });
    const { packer } = await staff();
    const before = { krem: await stockOf('krem'), mydlo: await stockOf('mydlo') };
    const { order: delivered, krem } = await read(packer, order.id);
    expect(delivered).toMatchObject({ status: 'delivered', returns: [], refund_owed: 0 });
    expect(krem).toMatchObject({ quantity: 3, returned: 0 });

    const returned = await packer.request('POST', returnsUrl(order.id), {
      version: delivered.version,
      lines: [
        { line_id: krem.id, quantity: 1, condition: 'RESALABLE' },
        { line_id: krem.id, quantity: 1, condition: 'DAMAGED' },
      ],
      note: 'Paczka zgnieciona',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const body = returned.json();
    expect(body).toMatchObject({ status: 'delivered', next_states: ['returned'] });
    expect(body.version).not.toBe(delivered.version);
    expect(body.return_lines.find((l: Line) => l.id === krem.id)).toMatchObject({ returned: 2 });
    expect(body.returns).toEqual([
      {
        id: expect.any(String),
        created_at: NOW.toISOString(),
        recorded_by: 'pakowacz.zwrotow@manufaktura.pl',
        note: 'Paczka zgnieciona',
        value: 100,
        lines: [
          {
            line_id: krem.id,
            name: 'Krem różany',
            quantity: 1,
            condition: 'RESALABLE',
            condition_name: 'pełnowartościowy – wraca do sprzedaży',
            value: 50,
          },
          {
            line_id: krem.id,
            name: 'Krem różany',
            quantity: 1,
            condition: 'DAMAGED',
            condition_name: 'uszkodzony – nie wraca do sprzedaży',
            value: 50,
          },
        ],
      },
    ]);
    // Cash on delivery: the return is recorded, the money goes back by transfer, outside the gateway.
    expect(body).toMatchObject({ paid_online: false, refund_owed: 0 });

    expect(await stockOf('krem')).toBe(before.krem + 1);
    expect(await stockOf('mydlo')).toBe(before.mydlo);
    const movements = await app()
      .db.select()
      .from(schema.stockMovements)
      .where(and(eq(schema.stockMovements.type, 'RETURN'), eq(schema.stockMovements.reference, order.number)));
    expect(movements.map((m) => m.quantity)).toEqual([1]);

    const [mail] = await mailsTo(order.email);
    expect(mail!.subject).toBe(`Otrzymaliśmy zwrot z zamówienia ${order.number}`);
    expect(mail!.text).toContain('– Krem różany: 2 szt.');
    expect(mail!.text).toContain('przelejemy na Twoje konto najpóźniej w ciągu 14 dni');
    expect(mail!.text).toContain(`/order-confirmation?order=${order.id}&token=`);

    const [audit] = await auditOf(order.id);
    expect(audit).toMatchObject({
      staffEmail: 'pakowacz.zwrotow@manufaktura.pl',
      before: {
        status: 'delivered',
        returned: [
          { name: 'Krem różany', quantity: 0 },
          { name: 'Mydło lawendowe', quantity: 0 },
        ],
      },
      after: {
        status: 'delivered',
        returned: [
          { name: 'Krem różany', quantity: 2 },
          { name: 'Mydło lawendowe', quantity: 0 },
        ],
        return_id: body.returns[0].id,
        value: 100,
      },
    });
  });

  it('returns the order when the rest comes back, and then takes nothing more', async () => {
    const order = await placedOrder({ krem: 2, mydlo: 1 });
    const { packer, manager } = await staff();
    const first = await read(packer, order.id);
    const part = await packer.request('POST', returnsUrl(order.id), {
      version: first.order.version,
      lines: [{ line_id: first.krem.id, quantity: 1, condition: 'RESALABLE' }],
    });
    expect(part.json().status).toBe('delivered');

    clock += 60_000;
    const before = { krem: await stockOf('krem'), mydlo: await stockOf('mydlo') };
    const rest = await manager.request('POST', returnsUrl(order.id), {
      version: part.json().version,
      lines: [
        { line_id: first.krem.id, quantity: 1, condition: 'OPENED' },
        { line_id: first.mydlo.id, quantity: 1, condition: 'RESALABLE' },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'returned', status_name: 'zwrócone', next_states: [] });
    expect(rest.json().returns.map((r: { recorded_by: string }) => r.recorded_by)).toEqual([
      'pakowacz.zwrotow@manufaktura.pl',
      'kierownik.zwrotow@manufaktura.pl',
    ]);
    // The opened cream is recorded, not sold again; the soap goes back on sale.
    expect(await stockOf('krem')).toBe(before.krem);
    expect(await stockOf('mydlo')).toBe(before.mydlo + 1);
    expect(await mailsTo(order.email)).toHaveLength(2);
    const audit = await auditOf(order.id);
    expect(audit.map((row) => [row.before?.status, row.after?.status])).toEqual([
      ['delivered', 'delivered'],
      ['delivered', 'returned'],
    ]);

    const more = await packer.request('POST', returnsUrl(order.id), {
      version: rest.json().version,
      lines: [{ line_id: first.mydlo.id, quantity: 1, condition: 'RESALABLE' }],
    });
    expect([more.statusCode, more.json()]).toEqual([
      409,
      {
        errorMsgCode: 'order.return.quantity.exceeded',
        message: 'Za dużo sztuk: z pozycji „Mydło lawendowe” można przyjąć jeszcze 0 szt.',
        params: { name: 'Mydło lawendowe', left: 0 },
      },
    ]);
  });

  it('takes back a refused parcel whole, straight from shipped', async () => {
    const order = await placedOrder({ krem: 1, mydlo: 2 }, 'shipped');
    const { packer } = await staff();
    const before = await stockOf('mydlo');
    const { order: shipped, krem, mydlo } = await read(packer, order.id);
    const back = await packer.request('POST', returnsUrl(order.id), {
      version: shipped.version,
      lines: [
        { line_id: krem.id, quantity: 1, condition: 'RESALABLE' },
        { line_id: mydlo.id, quantity: 2, condition: 'RESALABLE' },
      ],
    });
    expect(back.json()).toMatchObject({ status: 'returned' });
    expect(await stockOf('mydlo')).toBe(before + 2);
  });

  it('counts back the goods of an order marked returned before they were recorded', async () => {
    const order = await placedOrder({ krem: 1, mydlo: 0 }, 'shipped');
    const { packer } = await staff();
    const marked = await packer.request('POST', `/api/admin/orders/${order.id}/transition`, { to: 'returned' });
    expect(marked.json().status).toBe('returned');
    const before = await stockOf('krem');
    const { order: returned, krem } = await read(packer, order.id);
    const back = await packer.request('POST', returnsUrl(order.id), {
      version: returned.version,
      lines: [{ line_id: krem.id, quantity: 1, condition: 'RESALABLE' }],
    });
    expect(back.json()).toMatchObject({ status: 'returned', returns: [{ value: 50 }] });
    expect(await stockOf('krem')).toBe(before + 1);
  });

  it('lets two returns at once bring back no more than was sold', async () => {
    const order = await placedOrder({ krem: 3, mydlo: 0 });
    const { packer, manager } = await staff();
    const before = await stockOf('krem');
    const { order: delivered, krem } = await read(packer, order.id);
    const payload = {
      version: delivered.version,
      lines: [{ line_id: krem.id, quantity: 2, condition: 'RESALABLE' }],
    };
    const answers = await Promise.all([
      packer.request('POST', returnsUrl(order.id), payload),
      manager.request('POST', returnsUrl(order.id), payload),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf('krem')).toBe(before + 2);
    const [line] = await app().db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
    expect(line!.returnedQuantity).toBe(2);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await mailsTo(order.email)).toHaveLength(1);

    // Behind core's rule the database itself refuses a line getting back more than was sold.
    await expect(
      app().db.update(schema.orderLines).set({ returnedQuantity: 4 }).where(eq(schema.orderLines.orderId, order.id)),
    ).rejects.toThrow();
  });

  it('refuses every bad return with its Polish reason and changes nothing', async () => {
    const order = await placedOrder({ krem: 2, mydlo: 1 });
    const confirmed = await placedOrder({ krem: 1, mydlo: 0 }, 'confirmed');
    const { packer } = await staff();
    const before = await stockOf('krem');
    const { order: delivered, krem } = await read(packer, order.id);
    const attempt = (lines: object[], version: string = delivered.version, id = order.id) =>
      packer.request('POST', returnsUrl(id), { version, lines });
    const refusal = async (
      answer: Promise<{ statusCode: number; json(): { errorMsgCode: string; message: string } }>,
    ) => {
      const { statusCode, json } = await answer;
      return [statusCode, json().errorMsgCode, json().message];
    };
    const one = (quantity: number, line_id = krem.id, condition = 'RESALABLE') => [{ line_id, quantity, condition }];

    expect(await refusal(attempt(one(1), delivered.version, crypto.randomUUID()))).toEqual([
      404,
      'order.not.found',
      'Nie znaleziono zamówienia.',
    ]);
    const notYet = await read(packer, confirmed.id);
    expect(await refusal(attempt(one(1, notYet.krem.id), notYet.order.version, confirmed.id))).toEqual([
      409,
      'order.return.state.invalid',
      'Zwrot można przyjąć tylko do zamówienia wysłanego, dostarczonego albo już oznaczonego jako zwrócone.',
    ]);
    expect(await refusal(attempt(one(1), 'stara-wersja'))).toEqual([
      409,
      'admin.version.conflict',
      'Ktoś zmienił te dane w międzyczasie. Odśwież stronę i wprowadź zmianę ponownie.',
    ]);
    expect(await refusal(attempt([]))).toEqual([
      400,
      'order.return.empty',
      'Wpisz, ile sztuk wróciło – co najmniej jedną.',
    ]);
    for (const units of [0, -1]) {
      expect(await refusal(attempt(one(units)))).toEqual([
        400,
        'order.return.quantity.invalid',
        'Liczba zwróconych sztuk musi być dodatnią liczbą całkowitą (Krem różany).',
      ]);
    }
    expect(await refusal(attempt(one(3)))).toEqual([
      409,
      'order.return.quantity.exceeded',
      'Za dużo sztuk: z pozycji „Krem różany” można przyjąć jeszcze 2 szt.',
    ]);
    expect(await refusal(attempt(one(1, notYet.krem.id)))).toEqual([
      400,
      'order.return.line.unknown',
      'Zwrot wskazuje pozycję, której nie ma w tym zamówieniu.',
    ]);
    for (const lines of [one(1.5), one(1, 'nie-uuid'), one(1, krem.id, 'ZGUBIONY'), one(100_000)]) {
      expect((await refusal(attempt(lines)))[1]).toBe('request.invalid');
    }
    expect((await refusal(packer.request('POST', returnsUrl('nie-uuid'), { version: 'x', lines: [] })))[1]).toBe(
      'request.invalid',
    );

    expect(await stockOf('krem')).toBe(before);
    expect((await read(packer, order.id)).order).toMatchObject({ version: delivered.version, returns: [] });
    expect(await mailsTo(order.email)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('is for the staff of the orders area only: a visitor gets 401, another site 403', async () => {
    const order = await placedOrder({ krem: 1, mydlo: 0 });
    const { packer } = await staff();
    const { order: delivered, krem } = await read(packer, order.id);
    const payload = { version: delivered.version, lines: [{ line_id: krem.id, quantity: 1, condition: 'RESALABLE' }] };
    const visitor = await browser().request('POST', returnsUrl(order.id), payload);
    expect([visitor.statusCode, visitor.json().errorMsgCode]).toEqual([401, 'admin.not.signed.in']);
    const foreign = await browser('https://zly-sklep.example').request('POST', returnsUrl(order.id), payload);
    expect(foreign.statusCode).toBe(403);
    expect((await read(packer, order.id)).order.returns).toEqual([]);
  });
});
