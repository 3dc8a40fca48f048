import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectStaffOnly, signedInCrew, staffHelpers } from './fixtures/staff.ts';
import { useTestApp } from './helper.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
/** What the test app's mail server received. */
const delivered: { to: string; subject: string }[] = [];
const app = useTestApp({
  now: () => now,
  mail: {
    send: async (message) => {
      delivered.push({ to: String(message.to), subject: String(message.subject) });
    },
    from: 'Manufaktura <sklep@example.pl>',
    intervalMs: 0,
  },
});
const helpers = staffHelpers(app, () => now);
let crew: Awaited<ReturnType<typeof signedInCrew>>;
let failedId: string;
let waitingId: string;
let sentId: string;

beforeAll(async () => {
  crew = await signedInCrew(helpers, 'poczta');
  await app().outbox.idle();
  const body = { html: '<p>Link: https://sklep.test/haslo/tajny-token</p>', text: 'Link: tajny-token' };
  const rows = await app()
    .db.insert(schema.outboxEmails)
    .values([
      {
        kind: 'order-shipped',
        to: 'anna@example.com',
        subject: 'Zamówienie MF-1 wysłane',
        ...body,
        status: 'FAILED',
        attempts: 8,
        lastError: '550 mailbox unavailable',
        createdAt: new Date('2026-11-24T08:00:00.000Z'),
        nextAttemptAt: new Date('2026-11-24T20:00:00.000Z'),
      },
      {
        kind: 'password-reset',
        to: 'ola@example.com',
        subject: 'Zmiana hasła',
        ...body,
        status: 'PENDING',
        attempts: 2,
        createdAt: new Date('2026-11-24T09:00:00.000Z'),
        nextAttemptAt: new Date('2026-11-26T09:00:00.000Z'),
      },
      {
        kind: 'order-confirmation',
        to: 'ela@example.com',
        subject: 'Dziękujemy za zamówienie',
        ...body,
        status: 'SENT',
        attempts: 1,
        createdAt: new Date('2026-11-24T07:00:00.000Z'),
        sentAt: new Date('2026-11-24T07:00:05.000Z'),
      },
    ])
    .returning();
  [failedId, waitingId, sentId] = rows.map((row) => row.emailId) as [string, string, string];
});

const list = async (query = '') => (await crew.manager.request('GET', `/api/admin/outbox${query}`)).json();
const ids = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

describe('GET /api/admin/outbox', () => {
  it('lists the e-mails by state, newest first, never with their bodies', async () => {
    const staffInvitations = (await list()).data.filter((e: { kind: string }) => e.kind === 'staff-invitation');
    expect(staffInvitations).toHaveLength(3);
    expect(ids(await list('?status=failed'))).toEqual([failedId]);
    expect(ids(await list('?status=waiting'))).toEqual([waitingId]);
    expect(ids(await list('?status=sent&q=ela@'))).toEqual([sentId]);
    const [failed] = (await list('?status=failed')).data;
    expect(failed).toEqual({
      id: failedId,
      kind: 'order-shipped',
      kind_name: 'wysyłka zamówienia',
      to: 'anna@example.com',
      subject: 'Zamówienie MF-1 wysłane',
      status: 'failed',
      status_name: 'nie wysłano',
      attempts: 8,
      last_error: '550 mailbox unavailable',
      next_attempt_at: '2026-11-24T20:00:00.000Z',
      reference: null,
      created_at: '2026-11-24T08:00:00.000Z',
      sent_at: null,
    });
    const one = await crew.manager.request('GET', `/api/admin/outbox/${waitingId}`);
    expect(one.body).not.toContain('tajny-token');
  });

  it('refuses an unknown state, a malformed id and an unknown e-mail', async () => {
    for (const url of ['/api/admin/outbox?status=FAILED', '/api/admin/outbox/abc', '/api/admin/outbox/abc/resend']) {
      const response = await crew.manager.request(url.endsWith('resend') ? 'POST' : 'GET', url);
      expect([response.statusCode, response.json().errorMsgCode], url).toEqual([400, 'request.invalid']);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/admin/outbox/${unknown}`],
      ['POST', `/api/admin/outbox/${unknown}/resend`],
    ] as const) {
      const response = await crew.manager.request(method, url);
      expect([response.statusCode, response.json().errorMsgCode], url).toEqual([404, 'outbox.email.not.found']);
    }
  });
});

describe('POST /api/admin/outbox/:id/resend', () => {
  it('sends a failed e-mail again at once, its retries counted anew; audited', async () => {
    delivered.length = 0;
    const response = await crew.manager.request('POST', `/api/admin/outbox/${failedId}/resend`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'waiting', attempts: 0, last_error: null });
    await app().outbox.idle();
    expect(delivered).toEqual([{ to: 'anna@example.com', subject: 'Zamówienie MF-1 wysłane' }]);
    expect((await list('?status=sent')).data.map((e: { id: string }) => e.id)).toContain(failedId);

    const audit = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'email'), eq(schema.auditLog.entityId, failedId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'email.resent',
      staffEmail: 'kierownik.poczta@manufaktura.pl',
      before: { status: 'FAILED', attempts: 8, last_error: '550 mailbox unavailable' },
      after: { status: 'PENDING', attempts: 0, last_error: null },
    });
  });

  it('sends again only a failed e-mail: a waiting or sent one is refused', async () => {
    for (const id of [waitingId, sentId, failedId]) {
      const response = await crew.owner.request('POST', `/api/admin/outbox/${id}/resend`);
      expect([response.statusCode, response.json().errorMsgCode], id).toEqual([409, 'outbox.email.not.failed']);
    }
    expect(delivered).toHaveLength(1);
  });

  it('is for managers and owners only', async () => {
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/outbox'],
      ['GET', `/api/admin/outbox/${failedId}`],
      ['POST', `/api/admin/outbox/${failedId}/resend`],
    ]);
  });
});
