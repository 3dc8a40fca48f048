import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectStaffOnly, signedInCrew, staffHelpers } from './fixtures/staff.ts';
import { useTestApp } from './helper.ts';

let now = new Date('2026-11-25T10:00:00.000Z');
const app = useTestApp({ now: () => now });
const helpers = staffHelpers(app, () => now);
let crew: Awaited<ReturnType<typeof signedInCrew>>;
let contactId: string;
let b2bId: string;

beforeAll(async () => {
  crew = await signedInCrew(helpers, 'wiadomosci');
  const rows = await app()
    .db.insert(schema.inquiries)
    .values([
      {
        kind: 'contact',
        name: 'Anna Kowalska',
        email: 'anna@example.com',
        topic: 'returns',
        message: 'Krem przyszedł rozbity.',
        createdAt: new Date('2026-11-24T09:00:00.000Z'),
      },
      {
        kind: 'b2b',
        name: 'Piotr Nowak',
        email: 'zakupy@drogeria.example',
        company: 'Drogeria Zielona Sp. z o.o.',
        nip: '5260250274',
        phone: '600100200',
        volume: 'medium',
        message: 'Chcemy sprzedawać wasze mydła.',
        createdAt: new Date('2026-11-24T12:00:00.000Z'),
      },
    ])
    .returning();
  contactId = rows[0]!.inquiryId;
  b2bId = rows[1]!.inquiryId;
});

const list = async (query = '') => (await crew.manager.request('GET', `/api/admin/inquiries${query}`)).json();
const ids = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

describe('GET /api/admin/inquiries', () => {
  it('lists the messages newest first, by kind, by whether they are answered, by name, e-mail or company', async () => {
    const all = await list();
    expect(all.total).toBe(2);
    expect(ids(all)).toEqual([b2bId, contactId]);
    expect(all.data[1]).toMatchObject({
      kind: 'contact',
      name: 'Anna Kowalska',
      topic: 'returns',
      topic_name: 'Zwrot lub reklamacja',
      replied_at: null,
      replied_by: null,
    });
    expect(ids(await list('?kind=b2b'))).toEqual([b2bId]);
    expect(ids(await list('?status=waiting'))).toEqual([b2bId, contactId]);
    expect(ids(await list('?q=zielona'))).toEqual([b2bId]);
    expect(ids(await list('?q=ANNA@'))).toEqual([contactId]);
    expect((await list('?q=100%25')).total).toBe(0);
  });

  it('refuses an unknown kind or state and a query out of bounds', async () => {
    for (const query of ['kind=sklep', 'status=done', `q=${'x'.repeat(101)}`, 'limit=1000', 'sort=name']) {
      const response = await crew.manager.request('GET', `/api/admin/inquiries?${query}`);
      expect([response.statusCode, response.json().errorMsgCode], query).toEqual([400, 'request.invalid']);
    }
  });
});

describe('GET /api/admin/inquiries/:id', () => {
  it('shows everything a B2B sender gave', async () => {
    const response = await crew.manager.request('GET', `/api/admin/inquiries/${b2bId}`);
    expect(response.json()).toMatchObject({
      kind: 'b2b',
      company: 'Drogeria Zielona Sp. z o.o.',
      nip: '5260250274',
      phone: '600100200',
      volume: 'medium',
      volume_name: '2 000–10 000 zł miesięcznie',
      message: 'Chcemy sprzedawać wasze mydła.',
    });
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const unknown = await crew.manager.request('GET', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'inquiry.not.found']);
    const malformed = await crew.manager.request('GET', '/api/admin/inquiries/1');
    expect([malformed.statusCode, malformed.json().errorMsgCode]).toEqual([400, 'request.invalid']);
  });
});

describe('POST /api/admin/inquiries/:id/replied', () => {
  it('marks a message answered by the member, now, once; audited', async () => {
    now = new Date('2026-11-25T10:20:00.000Z');
    const replied = await crew.manager.request('POST', `/api/admin/inquiries/${contactId}/replied`);
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({
      replied_at: now.toISOString(),
      replied_by: 'kierownik.wiadomosci@manufaktura.pl',
    });
    expect(ids(await list('?status=replied'))).toEqual([contactId]);
    expect(ids(await list('?status=waiting'))).toEqual([b2bId]);

    const again = await crew.owner.request('POST', `/api/admin/inquiries/${contactId}/replied`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorMsgCode: 'inquiry.already.replied',
      message: 'Tę wiadomość oznaczono już jako odpowiedzianą (kierownik.wiadomosci@manufaktura.pl).',
    });

    const audit = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'inquiry'), eq(schema.auditLog.entityId, contactId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'inquiry.replied',
      staffEmail: 'kierownik.wiadomosci@manufaktura.pl',
      before: { replied_at: null, replied_by: null },
      after: { replied_at: now.toISOString(), replied_by: 'kierownik.wiadomosci@manufaktura.pl' },
    });
  });

  it('answers 404 for an unknown message', async () => {
    const response = await crew.manager.request(
      'POST',
      '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/replied',
    );
    expect([response.statusCode, response.json().errorMsgCode]).toEqual([404, 'inquiry.not.found']);
  });

  it('is for managers and owners only', async () => {
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/inquiries'],
      ['GET', `/api/admin/inquiries/${b2bId}`],
      ['POST', `/api/admin/inquiries/${b2bId}/replied`],
    ]);
    expect((await crew.owner.request('GET', `/api/admin/inquiries/${b2bId}`)).json().replied_at).toBeNull();
  });
});
