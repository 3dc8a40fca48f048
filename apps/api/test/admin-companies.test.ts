import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { backOfficeShop } from './fixtures/back-office.ts';
import { expectStaffOnly } from './fixtures/staff.ts';
import { REVALIDATE_SECRET } from './fixtures/storefront.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const { app, notices, crew } = backOfficeShop('firma', now);
let sellerId: string;

beforeAll(async () => {
  const [seller] = await app().db.select().from(schema.companies).where(eq(schema.companies.role, 'CURRENT_SELLER'));
  sellerId = seller!.companyId;
});

const company = async () => (await crew.manager.request('GET', `/api/admin/companies/${sellerId}`)).json();
const footer = async () => (await app().inject({ method: 'GET', url: '/api/layout' })).json().company;

describe('GET /api/admin/companies', () => {
  it('lists the companies with their role, NIP and version', async () => {
    const list = (await crew.manager.request('GET', '/api/admin/companies')).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: sellerId,
      role: 'CURRENT_SELLER',
      name: 'Pracownia Testowa sp. z o.o.',
      zip: '33-300',
      vat_no: '7342851963',
      mail: 'sklep@example.pl',
      phone: null,
      version: expect.any(String),
    });
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    const unknown = await crew.owner.request('GET', '/api/admin/companies/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'company.not.found']);
    const malformed = await crew.owner.request('GET', '/api/admin/companies/firma');
    expect([malformed.statusCode, malformed.json().errorMsgCode]).toEqual([400, 'request.invalid']);
  });
});

describe('PATCH /api/admin/companies/:id', () => {
  it('changes the seller: the storefront’s footer shows it at once, audited, the NIP kept as digits', async () => {
    expect((await footer()).name).toBe('Pracownia Testowa sp. z o.o.');
    const changed = await crew.manager.request('PATCH', `/api/admin/companies/${sellerId}`, {
      version: (await company()).version,
      name: 'Manufaktura Naturalna sp. z o.o.',
      vat_no: 'PL 526-025-02-74',
      phone: '+48 600 123 456',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Manufaktura Naturalna sp. z o.o.', vat_no: '5260250274' });
    expect(await footer()).toMatchObject({
      name: 'Manufaktura Naturalna sp. z o.o.',
      vatNo: '5260250274',
      phone: '+48 600 123 456',
    });
    await expect.poll(() => notices.at(-1)).toEqual({ authorization: `Bearer ${REVALIDATE_SECRET}`, tags: ['layout'] });

    const [audit] = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'company'), eq(schema.auditLog.entityId, sellerId)));
    expect(audit).toMatchObject({
      action: 'company.changed',
      staffEmail: 'kierownik.firma@manufaktura.pl',
      before: { name: 'Pracownia Testowa sp. z o.o.', vatNo: '7342851963', phone: null },
      after: { name: 'Manufaktura Naturalna sp. z o.o.', vatNo: '5260250274', phone: '+48 600 123 456' },
    });
  });

  it('clears a contact detail with null', async () => {
    const cleared = await crew.owner.request('PATCH', `/api/admin/companies/${sellerId}`, {
      version: (await company()).version,
      phone: null,
    });
    expect(cleared.json()).toMatchObject({ phone: null, vat_no: '5260250274' });
  });

  it('refuses a change made over a stale version: the other one stays', async () => {
    const { version } = await company();
    const first = await crew.manager.request('PATCH', `/api/admin/companies/${sellerId}`, { version, city: 'Kraków' });
    expect(first.statusCode).toBe(200);
    const second = await crew.owner.request('PATCH', `/api/admin/companies/${sellerId}`, { version, city: 'Gorlice' });
    expect([second.statusCode, second.json().errorMsgCode]).toEqual([409, 'admin.version.conflict']);
    expect((await company()).city).toBe('Kraków');
  });

  it('refuses a NIP with a wrong checksum, a malformed postal code, e-mail or phone, and its role', async () => {
    const { version } = await company();
    for (const body of [
      { version, vat_no: '5260250275' },
      { version, zip: '33300' },
      { version, mail: 'sklep@' },
      { version, phone: '12 34' },
      { version, name: ' ' },
      { version, role: 'PICKUP' },
      { name: 'Bez wersji' },
    ]) {
      const response = await crew.manager.request('PATCH', `/api/admin/companies/${sellerId}`, body);
      expect([response.statusCode, response.json().errorMsgCode], JSON.stringify(body)).toEqual([
        400,
        'request.invalid',
      ]);
    }
    const unknown = await crew.manager.request('PATCH', '/api/admin/companies/00000000-0000-4000-8000-000000000000', {
      version,
      city: 'Kraków',
    });
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'company.not.found']);
  });

  it('is for managers and owners only', async () => {
    const { version, city } = await company();
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${sellerId}`],
      ['PATCH', `/api/admin/companies/${sellerId}`, { version, city: 'Tarnów' }],
    ]);
    expect((await company()).city).toBe(city);
  });
});
