import { schema } from '@manufaktura/db';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { withdrawalReceivedEmail } from '../src/mail/templates/returns.ts';
import { placeCodOrder } from './fixtures/checkout.ts';
import type { StaffBrowser } from './fixtures/staff.ts';
import { staffHelpers } from './fixtures/staff.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

/** 11:00 in Warsaw on Wednesday, 25 November 2026: the orders are placed that day. */
const NOW = new Date('2026-11-25T10:00:00.000Z');
let clock = NOW.getTime();
const shop = tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 50 })]);
const app = useTestApp({ seed: shop, now: () => new Date(clock) });
const { browser, ownerBrowser, invite, acceptedBy } = staffHelpers(app, () => new Date(clock));

interface Crew {
  owner: StaffBrowser;
  packer: StaffBrowser;
  ownerEmail: string;
  packerEmail: string;
}
let crew: Crew | undefined;
let crews = 0;

/**
 * An owner and a packer signed in at the shop's current time. Days pass in
 * these tests and a back-office session does not last them (nor may one
 * member sign in again and again), so each move of the clock brings a new crew.
 */
async function staff(): Promise<Crew> {
  if (!crew) {
    crews += 1;
    const ownerEmail = `wlascicielka.odstapien.${crews}@manufaktura.pl`;
    const packerEmail = `pakowacz.odstapien.${crews}@manufaktura.pl`;
    const owner = await ownerBrowser(ownerEmail);
    const packer = await acceptedBy((await invite(owner, packerEmail, 'PACKER')).token);
    crew = { owner, packer, ownerEmail, packerEmail };
  }
  return crew;
}

/** Moves the shop's clock; the next `staff()` signs a crew in at the new time. */
function setClock(ms: number) {
  clock = ms;
  crew = undefined;
}

/** Moves the shop's clock to noon (Warsaw) of a day. */
const setToday = (day: string) => setClock(new Date(`${day}T11:00:00.000Z`).getTime());

let shoppers = 0;
/** A guest's cash-on-delivery order of two creams (100 zł and the delivery), placed on NOW's day and moved as far as `until`. */
async function placedOrder(until: 'confirmed' | 'delivered' = 'delivered') {
  const today = clock;
  setClock(NOW.getTime());
  shoppers += 1;
  const [product] = await app().db.select().from(schema.products).where(eq(schema.products.slug, 'krem'));
  const order = await placeCodOrder(app(), {
    lines: [{ product_id: product!.productId, quantity: 2 }],
    email: `odstepujaca.${shoppers}@example.pl`,
    phone: `+48 60200${String(shoppers).padStart(4, '0')}`,
    remoteAddress: `10.33.0.${shoppers}`,
  });
  const { packer } = await staff();
  for (const to of until === 'delivered' ? ['packed', 'shipped', 'delivered'] : []) {
    const moved = await packer.request('POST', `/api/admin/orders/${order.id}/transition`, {
      to,
      tracking_number: '620000000012345678901234',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  setClock(today);
  return order;
}

const withdrawalUrl = (orderId: string) => `/api/admin/orders/${orderId}/withdrawal`;
const refundUrl = (orderId: string) => `/api/admin/orders/${orderId}/withdrawal/refund`;
const mailsTo = (to: string) =>
  app()
    .db.select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), like(schema.outboxEmails.kind, 'order-withdrawal-%')))
    // The shop's clock stands still in these tests: the kind breaks a tie.
    .orderBy(schema.outboxEmails.createdAt, schema.outboxEmails.kind);
const auditOf = (orderId: string) =>
  app()
    .db.select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityId, orderId), like(schema.auditLog.action, 'order.withdrawal%')))
    .orderBy(schema.auditLog.at, schema.auditLog.action);
const owedOn = async (member: StaffBrowser, orderId: string) => {
  const { refunds_owed } = (await member.request('GET', '/api/admin/dashboard')).json();
  return (refunds_owed.orders as { id: string }[]).find((owed) => owed.id === orderId);
};
const listed = async (member: StaffBrowser, query: string, orderId: string) => {
  const list = (await member.request('GET', `/api/admin/orders?${query}`)).json();
  return (list.data as { id: string; refund_deadline: string | null }[]).find((order) => order.id === orderId);
};

/** The order as its shopper reads it through the link in their e-mails. */
const shopperView = async (order: { id: string; token: string }) => {
  const read = await app().inject({ method: 'GET', url: `/api/orders/${order.id}?token=${order.token}` });
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
};

describe('withdrawal statements and the refund owed within 14 days', () => {
  it('records a statement, confirms its receipt to the shopper, counts its refund down and lets it go once made', async () => {
    const order = await placedOrder();
    expect(await shopperView(order)).toMatchObject({
      status: 'delivered',
      tracking_number: '620000000012345678901234',
      withdrawal: null,
    });
    setToday('2026-11-28');
    const first = await staff();

    const recorded = await first.packer.request('POST', withdrawalUrl(order.id), {
      received_on: '2026-11-27',
      note: 'E-mail z 27.11, wzór formularza',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().withdrawal).toEqual({
      received_on: '2026-11-27',
      refund_deadline: '2026-12-11',
      days_left: 13,
      urgency: 'open',
      note: 'E-mail z 27.11, wzór formularza',
      recorded_by: first.packerEmail,
      recorded_at: new Date(clock).toISOString(),
      online: false,
      refunded_at: null,
      refund_amount: null,
      refunded_by: null,
      refund_note: '',
      // Cash on delivery and nothing back yet: nothing to suggest.
      refund_suggested: 0,
    });

    const [receipt] = await mailsTo(order.email);
    expect(receipt).toMatchObject({
      kind: 'order-withdrawal-received',
      subject: `Otrzymaliśmy Twoje odstąpienie od umowy – zamówienie ${order.number}`,
    });
    expect(receipt!.text).toContain(`27.11.2026 otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy`);
    expect(receipt!.text).toContain('http://sklep.test/zwroty-reklmacje');
    expect(receipt!.text).toContain('Pieniądze przelejemy na Twoje konto najpóźniej do 11.12.2026.');
    expect(receipt!.text).toContain(`/order-confirmation?order=${order.id}&token=`);

    expect(await owedOn(first.owner, order.id)).toEqual({
      id: order.id,
      number: order.number,
      email: order.email,
      received_on: '2026-11-27',
      refund_deadline: '2026-12-11',
      days_left: 13,
      urgency: 'open',
    });
    expect(await listed(first.owner, 'refund=owed', order.id)).toMatchObject({ refund_deadline: '2026-12-11' });
    expect(await listed(first.owner, `q=${order.number}`, order.id)).toMatchObject({ refund_deadline: '2026-12-11' });
    // The shopper sees the day it came and the refund's last day, and nothing of the staff's.
    expect((await shopperView(order)).withdrawal).toEqual({
      received_on: '2026-11-27',
      refund_deadline: '2026-12-11',
      refunded_on: null,
      refund_amount: null,
    });

    setToday('2026-12-09');
    expect(await owedOn((await staff()).owner, order.id)).toMatchObject({ days_left: 2, urgency: 'due' });
    setToday('2026-12-12');
    const { owner, packer, ownerEmail } = await staff();
    expect(await owedOn(owner, order.id)).toMatchObject({ days_left: -1, urgency: 'overdue' });

    // A cream came back: the refund form opens with its worth.
    const read = (await packer.request('GET', `/api/admin/orders/${order.id}`)).json();
    const [line] = read.return_lines;
    const returned = await packer.request('POST', `/api/admin/orders/${order.id}/returns`, {
      version: read.version,
      lines: [{ line_id: line.id, quantity: 1, condition: 'RESALABLE' }],
    });
    expect(returned.json().withdrawal).toMatchObject({ refund_suggested: 50, urgency: 'overdue' });

    const refunded = await owner.request('POST', refundUrl(order.id), {
      amount: 50,
      note: 'Przelew na konto z e-maila klientki',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().withdrawal).toMatchObject({
      urgency: null,
      refunded_at: new Date(clock).toISOString(),
      refund_amount: 50,
      refunded_by: ownerEmail,
      refund_note: 'Przelew na konto z e-maila klientki',
    });
    const [, sent] = await mailsTo(order.email);
    expect(sent).toMatchObject({
      kind: 'order-withdrawal-refunded',
      subject: `Zwróciliśmy pieniądze za zamówienie ${order.number}`,
    });
    expect(sent!.text).toContain('zwróciliśmy Ci 50,00\u00a0zł po odstąpieniu od umowy');
    expect(sent!.text).toContain('przelewem');

    expect((await shopperView(order)).withdrawal).toEqual({
      received_on: '2026-11-27',
      refund_deadline: '2026-12-11',
      refunded_on: '2026-12-12',
      refund_amount: 50,
    });
    expect(await owedOn(owner, order.id)).toBeUndefined();
    expect(await listed(owner, 'refund=owed', order.id)).toBeUndefined();
    expect(await listed(owner, `q=${order.number}`, order.id)).toMatchObject({ refund_deadline: null });

    expect(
      (await auditOf(order.id)).map(({ action, staffEmail, before, after }) => ({ action, staffEmail, before, after })),
    ).toEqual([
      {
        action: 'order.withdrawal',
        staffEmail: first.packerEmail,
        before: null,
        after: { received_on: '2026-11-27', refund_deadline: '2026-12-11', note: 'E-mail z 27.11, wzór formularza' },
      },
      {
        action: 'order.withdrawal.refund',
        staffEmail: ownerEmail,
        before: { received_on: '2026-11-27', refunded: false },
        after: { received_on: '2026-11-27', refunded: true, amount: 50, note: 'Przelew na konto z e-maila klientki' },
      },
    ]);
  });

  it('lists the refunds owed on the start page and in the orders’ list nearest deadline first', async () => {
    const later = await placedOrder();
    const sooner = await placedOrder();
    setToday('2026-12-01');
    const { owner } = await staff();
    for (const [order, day] of [
      [later, '2026-11-30'],
      [sooner, '2026-11-26'],
    ] as const) {
      const answer = await owner.request('POST', withdrawalUrl(order.id), { received_on: day });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const { refunds_owed } = (await owner.request('GET', '/api/admin/dashboard')).json();
    const ids = (refunds_owed.orders as { id: string }[]).map((owed) => owed.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(refunds_owed.total).toBe(ids.length);
    const list = (await owner.request('GET', '/api/admin/orders?refund=owed')).json();
    expect(list.total).toBe(refunds_owed.total);
    const listedIds = (list.data as { id: string }[]).map((order) => order.id);
    expect(listedIds.indexOf(sooner.id)).toBeLessThan(listedIds.indexOf(later.id));
  });

  it('refuses every bad statement and refund with its Polish reason and changes nothing', async () => {
    const order = await placedOrder();
    const confirmed = await placedOrder('confirmed');
    setToday('2026-11-28');
    const { packer } = await staff();
    const refusal = async (
      answer: Promise<{ statusCode: number; json(): { errorMsgCode: string; message: string } }>,
    ) => {
      const { statusCode, json } = await answer;
      return [statusCode, json().errorMsgCode, json().message];
    };
    const state = (id: string, received_on: string) => packer.request('POST', withdrawalUrl(id), { received_on });

    expect(await refusal(state(crypto.randomUUID(), '2026-11-27'))).toEqual([
      404,
      'order.not.found',
      'Nie znaleziono zamówienia.',
    ]);
    expect(await refusal(state(confirmed.id, '2026-11-27'))).toEqual([
      409,
      'order.withdrawal.state.invalid',
      'Odstąpienie od umowy można zapisać tylko przy zamówieniu wysłanym, dostarczonym albo zwróconym.',
    ]);
    const dateInvalid = [
      400,
      'order.withdrawal.date.invalid',
      'Podaj dzień, w którym dotarło oświadczenie: nie wcześniejszy niż dzień złożenia zamówienia i nie późniejszy niż dziś.',
    ];
    expect(await refusal(state(order.id, '2026-11-24'))).toEqual(dateInvalid);
    expect(await refusal(state(order.id, '2026-11-29'))).toEqual(dateInvalid);
    for (const received_on of ['2026-11-31', '28.11.2026', '', 'wczoraj', 20261128, null]) {
      const answer = await packer.request('POST', withdrawalUrl(order.id), { received_on });
      expect([answer.statusCode, answer.json().errorMsgCode]).toEqual([400, 'request.invalid']);
    }
    for (const body of [
      {},
      { received_on: '2026-11-27', note: 'x'.repeat(501) },
      { received_on: '2026-11-27', extra: 1 },
    ]) {
      const answer = await packer.request('POST', withdrawalUrl(order.id), body);
      expect([answer.statusCode, answer.json().errorMsgCode]).toEqual([400, 'request.invalid']);
    }
    expect(await refusal(packer.request('POST', refundUrl(order.id), { amount: 10 }))).toEqual([
      409,
      'order.withdrawal.missing',
      'Najpierw zapisz oświadczenie o odstąpieniu od umowy.',
    ]);
    expect(await mailsTo(order.email)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
    expect((await packer.request('GET', `/api/admin/orders/${order.id}`)).json().withdrawal).toBeNull();

    expect((await state(order.id, '2026-11-25')).statusCode).toBe(200);
    expect(await refusal(state(order.id, '2026-11-26'))).toEqual([
      409,
      'order.withdrawal.exists',
      'Oświadczenie o odstąpieniu od tej umowy jest już zapisane.',
    ]);
    for (const amount of [-1, 1_000_001, '50', null]) {
      const answer = await packer.request('POST', refundUrl(order.id), { amount });
      expect([answer.statusCode, answer.json().errorMsgCode]).toEqual([400, 'request.invalid']);
    }
    const total: number = (await packer.request('GET', `/api/admin/orders/${order.id}`)).json().grand_total;
    expect(await refusal(packer.request('POST', refundUrl(order.id), { amount: total + 0.01 }))).toEqual([
      400,
      'order.withdrawal.refund.too.much',
      `Zwrócona kwota nie może być większa niż wartość zamówienia (${total.toFixed(2).replace('.', ',')}\u00a0zł).`,
    ]);
    expect(
      (await packer.request('POST', refundUrl(order.id), { amount: 0, note: 'Zwrot odrzucony: otwarte' })).statusCode,
    ).toBe(200);
    expect(await refusal(packer.request('POST', refundUrl(order.id), { amount: 10 }))).toEqual([
      409,
      'order.withdrawal.refund.recorded',
      'Zwrot pieniędzy po tym odstąpieniu jest już zapisany.',
    ]);
    // The receipt only: no refund of 0 zł is announced.
    expect((await mailsTo(order.email)).map((mail) => mail.kind)).toEqual(['order-withdrawal-received']);
    expect((await packer.request('GET', '/api/admin/orders?refund=wszystkie')).statusCode).toBe(400);
  });

  it('corrects a day or note typed wrong while the refund is owed: the deadline moves, the shopper is told, the audit keeps what it was', async () => {
    const order = await placedOrder();
    setToday('2026-11-30');
    const { packer, owner, packerEmail } = await staff();
    expect(
      (await packer.request('POST', withdrawalUrl(order.id), { received_on: '2026-11-30', note: 'list' })).statusCode,
    ).toBe(200);

    const corrected = await packer.request('PATCH', withdrawalUrl(order.id), {
      received_on: '2026-11-27',
      note: ' e-mail z 27.11 ',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().withdrawal).toMatchObject({
      received_on: '2026-11-27',
      refund_deadline: '2026-12-11',
      note: 'e-mail z 27.11',
      online: false,
      recorded_by: packerEmail,
    });
    expect(await owedOn(owner, order.id)).toMatchObject({ received_on: '2026-11-27', refund_deadline: '2026-12-11' });
    // Both receipts carry the same moment on the stopped clock: the corrected one is found by its subject.
    const receipts = await mailsTo(order.email);
    expect(receipts.map((mail) => mail.kind)).toEqual(['order-withdrawal-received', 'order-withdrawal-received']);
    const receipt = receipts.find((mail) => mail.subject.startsWith('Poprawiony'));
    expect(receipt?.subject).toBe(
      `Poprawiony dzień otrzymania Twojego odstąpienia od umowy – zamówienie ${order.number}`,
    );
    expect(receipt!.text).toContain(
      `poprawiamy naszą wcześniejszą wiadomość: Twoje oświadczenie o odstąpieniu od umowy zawartej zamówieniem ${order.number} otrzymaliśmy 27.11.2026.`,
    );
    expect(receipt!.text).toContain('najpóźniej do 11.12.2026');
    expect((await shopperView(order)).withdrawal).toMatchObject({
      received_on: '2026-11-27',
      refund_deadline: '2026-12-11',
    });

    // The note alone, a minute later (the audit reads in time order): nothing new for the shopper.
    clock += 60_000;
    expect(
      (await owner.request('PATCH', withdrawalUrl(order.id), { received_on: '2026-11-27', note: 'e-mail' })).statusCode,
    ).toBe(200);
    expect(await mailsTo(order.email)).toHaveLength(2);
    const audit = await auditOf(order.id);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['order.withdrawal', null, { received_on: '2026-11-30', refund_deadline: '2026-12-14', note: 'list' }],
      [
        'order.withdrawal.correct',
        { received_on: '2026-11-30', refund_deadline: '2026-12-14', note: 'list' },
        { received_on: '2026-11-27', refund_deadline: '2026-12-11', note: 'e-mail z 27.11' },
      ],
      [
        'order.withdrawal.correct',
        { received_on: '2026-11-27', refund_deadline: '2026-12-11', note: 'e-mail z 27.11' },
        { received_on: '2026-11-27', refund_deadline: '2026-12-11', note: 'e-mail' },
      ],
    ]);

    // Once the money is back, the day no longer counts anything down.
    expect((await packer.request('POST', refundUrl(order.id), { amount: 113.99 })).statusCode).toBe(200);
    const refunded = await packer.request('PATCH', withdrawalUrl(order.id), { received_on: '2026-11-28' });
    expect([refunded.statusCode, refunded.json().errorMsgCode]).toEqual([409, 'order.withdrawal.refund.recorded']);
  });

  it('refuses a correction of a day outside the order’s, of no statement, or of one the shopper made on the page', async () => {
    const order = await placedOrder();
    const online = await placedOrder();
    const none = await placedOrder();
    setToday('2026-11-30');
    const { packer } = await staff();
    const correct = async (id: string, body: object) => {
      const answer = await packer.request('PATCH', withdrawalUrl(id), body);
      return [answer.statusCode, answer.json().errorMsgCode, answer.json().message];
    };
    expect((await packer.request('POST', withdrawalUrl(order.id), { received_on: '2026-11-30' })).statusCode).toBe(200);
    const made = await app().inject({
      method: 'POST',
      url: `/api/orders/${online.id}/withdrawal`,
      payload: { token: online.token, name: 'Ewa Kowalska' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const before = async () => ({
      rows: await app().db.select().from(schema.orderWithdrawals),
      // What the mails say: their delivery goes on beside the requests (the sender works in the background).
      mails: await app()
        .db.select({
          emailId: schema.outboxEmails.emailId,
          kind: schema.outboxEmails.kind,
          to: schema.outboxEmails.to,
          subject: schema.outboxEmails.subject,
          text: schema.outboxEmails.text,
        })
        .from(schema.outboxEmails)
        .orderBy(schema.outboxEmails.emailId),
    });
    const kept = await before();

    expect(await correct(order.id, { received_on: '2026-11-24' })).toEqual([
      400,
      'order.withdrawal.date.invalid',
      'Podaj dzień, w którym dotarło oświadczenie: nie wcześniejszy niż dzień złożenia zamówienia i nie późniejszy niż dziś.',
    ]);
    expect((await correct(order.id, { received_on: '2026-12-01' }))[1]).toBe('order.withdrawal.date.invalid');
    expect(await correct(online.id, { received_on: '2026-11-29' })).toEqual([
      409,
      'order.withdrawal.online',
      'To oświadczenie złożono na stronie sklepu: jego dzień i treść zapisał sklep, więc nie można ich poprawić.',
    ]);
    expect(await correct(none.id, { received_on: '2026-11-29' })).toEqual([
      409,
      'order.withdrawal.missing',
      'Najpierw zapisz oświadczenie o odstąpieniu od umowy.',
    ]);
    expect((await correct(crypto.randomUUID(), { received_on: '2026-11-29' }))[1]).toBe('order.not.found');
    for (const body of [
      {},
      { received_on: '2026-02-30' },
      { received_on: '2026-11-29', note: 'x'.repeat(501) },
      { received_on: '2026-11-29', online: true },
    ]) {
      expect((await correct(order.id, body)).slice(0, 2)).toEqual([400, 'request.invalid']);
    }
    const visitor = await browser().request('PATCH', withdrawalUrl(order.id), { received_on: '2026-11-29' });
    expect([visitor.statusCode, visitor.json().errorMsgCode]).toEqual([401, 'admin.not.signed.in']);
    // A page of another site, with a signed-in member's cookie, is refused before anything is read.
    const foreign = browser('https://zly-sklep.example');
    foreign.cookie = packer.cookie;
    expect((await foreign.request('PATCH', withdrawalUrl(order.id), { received_on: '2026-11-29' })).statusCode).toBe(
      403,
    );
    expect(await before()).toEqual(kept);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('records two statements sent at once once, and two refunds at once once', async () => {
    const order = await placedOrder();
    setToday('2026-11-28');
    const { packer, owner } = await staff();
    const statements = await Promise.all([
      packer.request('POST', withdrawalUrl(order.id), { received_on: '2026-11-27' }),
      owner.request('POST', withdrawalUrl(order.id), { received_on: '2026-11-28' }),
    ]);
    expect(statements.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refunds = await Promise.all([
      packer.request('POST', refundUrl(order.id), { amount: 113.99 }),
      owner.request('POST', refundUrl(order.id), { amount: 113.99 }),
    ]);
    expect(refunds.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await mailsTo(order.email)).map((mail) => mail.kind)).toEqual([
      'order-withdrawal-received',
      'order-withdrawal-refunded',
    ]);
    expect(await auditOf(order.id)).toHaveLength(2);
    const [row] = await app()
      .db.select()
      .from(schema.orderWithdrawals)
      .where(eq(schema.orderWithdrawals.orderId, order.id));
    expect(row).toMatchObject({ refundAmount: 11_399 });
  });

  it('is for the staff of the orders area only: a visitor gets 401, another site 403', async () => {
    const order = await placedOrder();
    setToday('2026-11-28');
    const { packer } = await staff();
    const payload = { received_on: '2026-11-27' };
    const visitor = await browser().request('POST', withdrawalUrl(order.id), payload);
    expect([visitor.statusCode, visitor.json().errorMsgCode]).toEqual([401, 'admin.not.signed.in']);
    const foreign = await browser('https://zly-sklep.example').request('POST', withdrawalUrl(order.id), payload);
    expect(foreign.statusCode).toBe(403);
    expect((await browser().request('POST', refundUrl(order.id), { amount: 1 })).statusCode).toBe(401);
    expect((await packer.request('GET', `/api/admin/orders/${order.id}`)).json().withdrawal).toBeNull();
  });
});

describe('withdrawalReceivedEmail', () => {
  it('tells a shopper who paid online that the money goes back the way it came', () => {
    const mail = withdrawalReceivedEmail(
      { number: 'MF-2026-001001', receivedOn: '2026-12-30', refundDeadline: '2027-01-13', paidOnline: true },
      { returnsPage: 'http://sklep.test/zwroty-reklmacje', order: 'http://sklep.test/zamowienie' },
    );
    expect(mail.text).toContain('30.12.2026 otrzymaliśmy Twoje oświadczenie');
    expect(mail.text).toContain('Pieniądze oddamy tą samą drogą, którą za nie zapłacono, najpóźniej do 13.01.2027.');
    expect(mail.text).not.toContain('numeru konta');
  });
});

describe('the shop’s withdrawal function on the order’s page', () => {
  const withdraw = (orderId: string, body: object) =>
    app().inject({ method: 'POST', url: `/api/orders/${orderId}/withdrawal`, payload: body });
  const refusalOf = async (answer: ReturnType<typeof withdraw>) => {
    const read = await answer;
    return [read.statusCode, read.json().errorMsgCode];
  };

  it('takes the statement as received today, e-mails its words and moment at once, and the staff see the refund owed', async () => {
    const order = await placedOrder();
    setToday('2026-11-30');
    expect(await shopperView(order)).toMatchObject({ withdrawal: null, withdrawal_open: true });

    const made = await withdraw(order.id, {
      token: order.token,
      name: ' Ewa Kowalska ',
      message: 'Odsyłam oba kremy.',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      withdrawal: { received_on: '2026-11-30', refund_deadline: '2026-12-14', refunded_on: null, refund_amount: null },
      withdrawal_open: false,
    });

    const [receipt] = await mailsTo(order.email);
    expect(receipt).toMatchObject({ kind: 'order-withdrawal-received' });
    expect(receipt!.text).toContain('30.11.2026 otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy');
    expect(receipt!.text).toContain('Oświadczenie złożone na stronie sklepu 30.11.2026, 12:00:');
    expect(receipt!.text).toContain(
      `„Ja, Ewa Kowalska, niniejszym informuję o odstąpieniu od umowy sprzedaży zawartej zamówieniem ${order.number}.”`,
    );
    expect(receipt!.text).toContain('Twoja wiadomość: Odsyłam oba kremy.');
    expect(receipt!.text).toContain('najpóźniej do 14.12.2026');

    const { owner } = await staff();
    expect((await owner.request('GET', `/api/admin/orders/${order.id}`)).json().withdrawal).toMatchObject({
      received_on: '2026-11-30',
      urgency: 'open',
      recorded_by: order.email,
      online: true,
      note: `Złożone na stronie sklepu: Ja, Ewa Kowalska, niniejszym informuję o odstąpieniu od umowy sprzedaży zawartej zamówieniem ${order.number}.\nOdsyłam oba kremy.`,
    });
    expect(await owedOn(owner, order.id)).toMatchObject({ refund_deadline: '2026-12-14' });
    expect(await auditOf(order.id)).toMatchObject([
      { action: 'order.withdrawal', staffId: null, staffEmail: order.email },
    ]);

    // Sent again (a second tab, a replayed request): refused, nothing more written.
    expect(await refusalOf(withdraw(order.id, { token: order.token, name: 'Ewa Kowalska' }))).toEqual([
      409,
      'order.withdrawal.exists',
    ]);
    expect(await mailsTo(order.email)).toHaveLength(1);
  });

  it('is open to the 14th day after the delivery was recorded, and for a parcel on its way', async () => {
    const order = await placedOrder();
    setToday('2026-12-09');
    expect((await shopperView(order)).withdrawal_open).toBe(true);
    setToday('2026-12-10');
    expect((await shopperView(order)).withdrawal_open).toBe(false);
    expect(await refusalOf(withdraw(order.id, { token: order.token, name: 'Ewa Kowalska' }))).toEqual([
      409,
      'order.withdrawal.closed',
    ]);

    const confirmed = await placedOrder('confirmed');
    expect((await shopperView(confirmed)).withdrawal_open).toBe(false);
    expect(await refusalOf(withdraw(confirmed.id, { token: confirmed.token, name: 'Ewa' }))).toEqual([
      409,
      'order.withdrawal.closed',
    ]);
    const { packer } = await staff();
    for (const to of ['packed', 'shipped']) {
      const moved = await packer.request('POST', `/api/admin/orders/${confirmed.id}/transition`, {
        to,
        tracking_number: '620000000012345678909999',
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await shopperView(confirmed)).withdrawal_open).toBe(true);
    expect((await withdraw(confirmed.id, { token: confirmed.token, name: 'Ewa' })).statusCode).toBe(200);
    expect(await auditOf(order.id)).toEqual([]);
    expect(await mailsTo(order.email)).toEqual([]);
  });

  it('refuses a stranger, a wrong token and bad input, and writes nothing', async () => {
    const order = await placedOrder();
    const other = await placedOrder();
    setToday('2026-11-30');
    expect(await refusalOf(withdraw(order.id, { name: 'Ewa' }))).toEqual([404, 'order.not.found']);
    expect(await refusalOf(withdraw(order.id, { token: 'x'.repeat(43), name: 'Ewa' }))).toEqual([
      404,
      'order.not.found',
    ]);
    // Another order's link opens that order only.
    expect(await refusalOf(withdraw(order.id, { token: other.token, name: 'Ewa' }))).toEqual([404, 'order.not.found']);
    expect(await refusalOf(withdraw(crypto.randomUUID(), { token: order.token, name: 'Ewa' }))).toEqual([
      404,
      'order.not.found',
    ]);
    for (const body of [
      { token: order.token },
      { token: order.token, name: '   ' },
      { token: order.token, name: 'E'.repeat(121) },
      { token: order.token, name: 'Ewa', message: 'm'.repeat(501) },
      { token: order.token, name: 'Ewa', received_on: '2026-11-01' },
      { token: 'x'.repeat(101), name: 'Ewa' },
    ]) {
      const refused = await withdraw(order.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(/\S/);
    }
    expect(
      (await app().inject({ method: 'POST', url: '/api/orders/nie-uuid/withdrawal', payload: {} })).statusCode,
    ).toBe(400);
    expect(await auditOf(order.id)).toEqual([]);
    expect(await mailsTo(order.email)).toEqual([]);
    expect((await shopperView(order)).withdrawal_open).toBe(true);
  });

  it('records two statements sent at once once', async () => {
    const order = await placedOrder();
    setToday('2026-11-30');
    const answers = await Promise.all([
      withdraw(order.id, { token: order.token, name: 'Ewa Kowalska' }),
      withdraw(order.id, { token: order.token, name: 'Ewa Kowalska' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo(order.email)).toHaveLength(1);
  });
});
