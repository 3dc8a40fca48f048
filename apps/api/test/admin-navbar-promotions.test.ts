import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { backOfficeShop } from './fixtures/back-office.ts';
import { expectStaffOnly } from './fixtures/staff.ts';
import { REVALIDATE_SECRET } from './fixtures/storefront.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
const { app, notices, crew } = backOfficeShop('pasek', now);
let seededId: string;

beforeAll(async () => {
  const [seeded] = await app().db.select().from(schema.navbarPromotions);
  seededId = seeded!.navbarPromotionId;
});

const url = (id: string) => `/api/admin/navbar-promotions/${id}`;
const promotion = async (id: string) => (await crew.manager.request('GET', url(id))).json();
const topBar = async () => (await app().inject({ method: 'GET', url: '/api/layout' })).json().navbarPromotion;
const auditOf = async (id: string) =>
  app()
    .db.select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'navbar_promotion'), eq(schema.auditLog.entityId, id)));

describe('GET /api/admin/navbar-promotions', () => {
  it('lists the promotions with their window, the one in force marked', async () => {
    const list = (await crew.manager.request('GET', '/api/admin/navbar-promotions')).json();
    expect(list).toMatchObject({
      total: 1,
      data: [
        { id: seededId, content: '<strong>Promocja</strong>', date_from: at(-1), date_to: at(1), active_now: true },
      ],
    });
  });

  it('answers 404 for an unknown promotion', async () => {
    const unknown = await crew.owner.request('GET', url('00000000-0000-4000-8000-000000000000'));
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'navbar.promotion.not.found']);
  });
});

describe('PATCH /api/admin/navbar-promotions/:id', () => {
  it('changes the text: every page’s top bar shows it at once, audited', async () => {
    expect((await topBar()).content).toBe('<strong>Promocja</strong>');
    const content = '<strong>-20% na kremy</strong> <a href="/sklep">Do sklepu</a>';
    const changed = await crew.manager.request('PATCH', url(seededId), {
      version: (await promotion(seededId)).version,
      content,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ content, active_now: true });
    expect((await topBar()).content).toBe(content);
    await expect.poll(() => notices.at(-1)).toEqual({ authorization: `Bearer ${REVALIDATE_SECRET}`, tags: ['layout'] });
    const [audit] = await auditOf(seededId);
    expect(audit).toMatchObject({
      action: 'navbar.promotion.changed',
      staffEmail: 'kierownik.pasek@manufaktura.pl',
      before: { content: '<strong>Promocja</strong>' },
      after: { content, date_to: at(1) },
    });
  });

  it('switches it off by ending it now, and refuses an end before the start', async () => {
    const { version } = await promotion(seededId);
    const backwards = await crew.owner.request('PATCH', url(seededId), { version, date_to: at(-2) });
    expect([backwards.statusCode, backwards.json().errorMsgCode]).toEqual([400, 'navbar.promotion.invalid']);
    const off = await crew.owner.request('PATCH', url(seededId), { version, date_to: now.toISOString() });
    expect(off.json()).toMatchObject({ active_now: false, date_to: now.toISOString() });
    expect(await topBar()).toBeNull();
  });

  it('refuses a change made over a stale version: the other one stays', async () => {
    const { version } = await promotion(seededId);
    const first = await crew.manager.request('PATCH', url(seededId), { version, content: 'Pierwsza' });
    expect(first.statusCode).toBe(200);
    const second = await crew.owner.request('PATCH', url(seededId), { version, content: 'Druga' });
    expect([second.statusCode, second.json().errorMsgCode]).toEqual([409, 'admin.version.conflict']);
    expect((await promotion(seededId)).content).toBe('Pierwsza');
  });

  it('refuses an empty text, a date without its zone and fields it does not change', async () => {
    const { version } = await promotion(seededId);
    for (const body of [
      { version, content: '  ' },
      { version, date_from: '2026-11-25 10:00' },
      { version, active: true },
      { content: 'Bez wersji' },
    ]) {
      const response = await crew.manager.request('PATCH', url(seededId), body);
      expect([response.statusCode, response.json().errorMsgCode], JSON.stringify(body)).toEqual([
        400,
        'request.invalid',
      ]);
    }
    const unknown = await crew.manager.request('PATCH', url('00000000-0000-4000-8000-000000000000'), {
      version,
      content: 'Nic',
    });
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'navbar.promotion.not.found']);
  });
});

describe('POST /api/admin/navbar-promotions', () => {
  it('plans a promotion: in force from its start, audited as created', async () => {
    const created = await crew.manager.request('POST', '/api/admin/navbar-promotions', {
      content: 'Darmowa dostawa w weekend',
      date_from: at(2),
      date_to: at(4),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ content: 'Darmowa dostawa w weekend', active_now: false });
    const [audit] = await auditOf(created.json().id);
    expect(audit).toMatchObject({ action: 'navbar.promotion.created', before: null, after: { date_from: at(2) } });
  });

  it('refuses a window that ends before it starts', async () => {
    const backwards = await crew.manager.request('POST', '/api/admin/navbar-promotions', {
      content: 'Wstecz',
      date_from: at(2),
      date_to: at(2),
    });
    expect([backwards.statusCode, backwards.json().errorMsgCode]).toEqual([400, 'navbar.promotion.invalid']);
  });

  it('is for managers and owners only', async () => {
    const { version, content } = await promotion(seededId);
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/navbar-promotions'],
      ['GET', url(seededId)],
      ['POST', '/api/admin/navbar-promotions', { content: 'Obca', date_from: at(1), date_to: at(2) }],
      ['PATCH', url(seededId), { version, content: 'Obca' }],
    ]);
    expect((await promotion(seededId)).content).toBe(content);
    expect((await crew.owner.request('GET', '/api/admin/navbar-promotions')).json().total).toBe(2);
  });
});
