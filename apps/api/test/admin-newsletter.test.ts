import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectStaffOnly, signedInCrew, staffHelpers } from './fixtures/staff.ts';
import { useTestApp } from './helper.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const app = useTestApp({ now: () => now });
const helpers = staffHelpers(app, () => now);
let crew: Awaited<ReturnType<typeof signedInCrew>>;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  crew = await signedInCrew(helpers, 'newsletter');
  await app()
    .db.insert(schema.newsletterSubscriptions)
    .values([
      {
        email: 'anna@example.com',
        subscribed: true,
        source: 'footer',
        consentAt: at('2026-11-20T08:00:00.000Z'),
        consentIp: '203.0.113.7',
        consentTextVersion: '2026-10',
        confirmationSentAt: at('2026-11-20T08:00:01.000Z'),
        confirmedAt: at('2026-11-20T08:05:00.000Z'),
        updatedAt: at('2026-11-20T08:05:00.000Z'),
      },
      {
        // A valid address that a spreadsheet would take for a formula.
        email: '=1+2@example.com',
        subscribed: false,
        source: 'checkout',
        consentAt: at('2026-11-24T18:00:00.000Z'),
        consentIp: '2001:db8::1',
        consentTextVersion: '-v1;"b"',
        pendingSince: at('2026-11-24T18:00:00.000Z'),
        updatedAt: at('2026-11-24T18:00:00.000Z'),
      },
      {
        email: 'byla@example.com',
        subscribed: false,
        source: 'account',
        consentAt: at('2026-01-02T10:00:00.000Z'),
        updatedAt: at('2026-11-01T10:00:00.000Z'),
      },
    ]);
});

const list = async (query = '') => (await crew.manager.request('GET', `/api/admin/newsletter${query}`)).json();

describe('GET /api/admin/newsletter', () => {
  it('lists the addresses by state with the proof of their consent', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.data.map((s: { id: string }) => s.id)).toEqual([
      '=1+2@example.com',
      'anna@example.com',
      'byla@example.com',
    ]);
    expect((await list('?status=subscribed')).data).toEqual([
      {
        id: 'anna@example.com',
        email: 'anna@example.com',
        status: 'subscribed',
        status_name: 'zapisany',
        source: 'footer',
        source_name: 'formularz w stopce',
        consent_at: '2026-11-20T08:00:00.000Z',
        consent_ip: '203.0.113.7',
        consent_text_version: '2026-10',
        confirmation_sent_at: '2026-11-20T08:00:01.000Z',
        confirmed_at: '2026-11-20T08:05:00.000Z',
        updated_at: '2026-11-20T08:05:00.000Z',
      },
    ]);
    expect((await list('?status=pending')).data[0].email).toBe('=1+2@example.com');
    expect((await list('?status=unsubscribed')).data[0].status_name).toBe('wypisany');
    expect((await list('?q=ANNA')).total).toBe(1);
  });

  it('refuses an unknown state and an unknown parameter', async () => {
    for (const query of ['status=all', 'email=x', 'offset=abc']) {
      const response = await crew.manager.request('GET', `/api/admin/newsletter?${query}`);
      expect([response.statusCode, response.json().errorMsgCode], query).toEqual([400, 'request.invalid']);
    }
    const exported = await crew.manager.request('GET', '/api/admin/newsletter/export?status=all');
    expect([exported.statusCode, exported.json().errorMsgCode]).toEqual([400, 'request.invalid']);
  });
});

describe('GET /api/admin/newsletter/export', () => {
  it('gives Polish Excel a CSV with a BOM, ; between cells, and formulas kept as text; audited', async () => {
    const response = await crew.manager.request('GET', '/api/admin/newsletter/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="newsletter-wszystkie-2026-11-25.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      'E-mail;Stan;Źródło zgody;Zgoda udzielona (UTC);Adres IP przy zgodzie;Wersja treści zgody;' +
        'Link potwierdzający wysłany (UTC);Potwierdzona (UTC);Ostatnia zmiana (UTC)',
      '"\'=1+2@example.com";czeka na potwierdzenie;zamówienie;2026-11-24T18:00:00.000Z;2001:db8::1;' +
        '"\'-v1;""b""";;;2026-11-24T18:00:00.000Z',
      'anna@example.com;zapisany;formularz w stopce;2026-11-20T08:00:00.000Z;203.0.113.7;2026-10;' +
        '2026-11-20T08:00:01.000Z;2026-11-20T08:05:00.000Z;2026-11-20T08:05:00.000Z',
      'byla@example.com;wypisany;konto klienta;2026-01-02T10:00:00.000Z;;;;;2026-11-01T10:00:00.000Z',
      '',
    ]);

    const subscribed = await crew.owner.request('GET', '/api/admin/newsletter/export?status=subscribed');
    expect(subscribed.body.split('\r\n')).toHaveLength(3);

    const audit = await app()
      .db.select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'newsletter.exported'))
      .orderBy(schema.auditLog.auditId);
    expect(audit.map((row) => [row.staffEmail, row.entityId, row.after])).toEqual([
      ['kierownik.newsletter@manufaktura.pl', 'all', { rows: 3 }],
      ['wlascicielka.newsletter@manufaktura.pl', 'subscribed', { status: 'subscribed', rows: 1 }],
    ]);
  });

  it('is for managers and owners only', async () => {
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/newsletter'],
      ['GET', '/api/admin/newsletter/export'],
    ]);
  });
});
