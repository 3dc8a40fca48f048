import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { newToken } from '../src/tokens.ts';
import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const sent: { to: string; subject: string; text: string }[] = [];
const app = useTestApp({
  now: () => NOW,
  mail: { send: async (mail) => void sent.push(mail), from: 'Manufaktura <sklep@example.pl>', intervalMs: 0 },
});

/** Each call is its own visitor (session and address) unless told otherwise, so limits do not leak between tests. */
function post(url: string, payload: unknown, visitor = { session: newToken(), ip: `10.1.${rand()}.${rand()}` }) {
  return app().inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'session-id': visitor.session },
    remoteAddress: visitor.ip,
  });
}
const rand = () => Math.floor(Math.random() * 250);
/** A session the API issued and stored (it holds a cart): only such sessions have budgets of their own. */
async function storedSession(ip: string): Promise<string> {
  const response = await app().inject({ method: 'POST', url: '/api/carts', payload: {}, remoteAddress: ip });
  return String(response.headers['session-id']);
}

const contact = {
  name: 'Anna Kowalska',
  email: 'Anna.Kowalska@Example.PL',
  topic: 'returns',
  message: 'Chcę zwrócić krem, <b>który</b> przyszedł uszkodzony.',
};
const b2b = {
  company: 'Zielony Sklepik sp. z o.o.',
  nip: '526-000-12-46',
  name: 'Jan Nowak',
  email: 'jan@zielonysklepik.pl',
  phone: '+48 600 123 456',
  volume: 'medium',
  message: 'Chcemy sprzedawać Wasze mydła w naszym sklepie w Krakowie.',
};

async function inquiryFrom(email: string) {
  const [row] = await app().db.select().from(schema.inquiries).where(eq(schema.inquiries.email, email));
  return row!;
}

async function emailsFor(reference: string) {
  return app().db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.reference, reference));
}

describe('POST /api/contact', () => {
  it('stores the message and queues a notice to the shop and an acknowledgement to the sender', async () => {
    const response = await post('/api/contact', contact);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    expect(response.headers['cache-control']).toBe('no-store');

    const row = await inquiryFrom('anna.kowalska@example.pl');
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Anna Kowalska',
      topic: 'returns',
      message: contact.message,
      company: null,
      createdAt: NOW,
    });
    expect(row.sessionTokenHash).toMatch(/\S{20,}/);

    const emails = await emailsFor(row.inquiryId);
    expect(emails.map((e) => [e.kind, e.to]).sort()).toEqual([
      ['contact-acknowledgement', 'anna.kowalska@example.pl'],
      ['contact-notice', 'zamowienia@example.pl'],
    ]);
    const notice = emails.find((e) => e.kind === 'contact-notice')!;
    expect(notice.subject).toBe('Wiadomość ze sklepu: Zwrot lub reklamacja – Anna Kowalska');
    expect(notice.text).toContain(contact.message);
    expect(notice.text).toContain('Odpowiedz na adres: anna.kowalska@example.pl');
    expect(notice.html).toContain('&lt;b&gt;który&lt;/b&gt;');
    expect(notice.html).not.toContain('<b>');
    const acknowledgement = emails.find((e) => e.kind === 'contact-acknowledgement')!;
    expect(acknowledgement.subject).toBe('Otrzymaliśmy Twoją wiadomość – Manufaktura');
    expect(acknowledgement.text).not.toContain('Anna');
    expect(acknowledgement.text).not.toContain('uszkodzony');
  });

  it('sends the queued e-mails at once', async () => {
    // What earlier tests queued goes out first, so only this message's e-mails are counted.
    await app().outbox.idle();
    sent.length = 0;
    await post('/api/contact', { ...contact, email: 'wyslij@example.pl' });
    await app().outbox.idle();
    expect(sent.map((mail) => mail.to).sort()).toEqual(['wyslij@example.pl', 'zamowienia@example.pl']);
  });

  it('answers every invalid field at once with its Polish message, and keeps nothing', async () => {
    const before = await app().db.$count(schema.inquiries);
    const response = await post('/api/contact', { name: ' ', email: 'anna@', topic: 'spam', message: 'Hej' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorMsgCode: 'request.invalid',
      message: 'Nieprawidłowe dane. Sprawdź formularz i spróbuj ponownie.',
      params: {
        fields: [
          { field: 'name', message: 'To pole jest wymagane' },
          { field: 'email', message: 'Wpisz prawidłowy adres mail' },
          { field: 'topic', message: 'Wybierz temat wiadomości' },
          { field: 'message', message: 'Napisz kilka słów więcej (co najmniej 10 znaków)' },
        ],
      },
    });
    expect(await app().db.$count(schema.inquiries)).toBe(before);
  });

  it('refuses fields of the wrong type with the request.invalid shape', async () => {
    const response = await post('/api/contact', { ...contact, email: ['a@example.pl'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorMsgCode: 'request.invalid',
      params: { fields: [{ field: 'body.email' }] },
    });
  });

  it('tells a bot that filled the hidden field "received", but keeps and sends nothing', async () => {
    const before = await app().db.$count(schema.inquiries);
    const beforeMail = await app().db.$count(schema.outboxEmails);
    const response = await post('/api/contact', {
      ...contact,
      email: 'bot@example.pl',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(202);
    expect(await app().db.$count(schema.inquiries)).toBe(before);
    expect(await app().db.$count(schema.outboxEmails)).toBe(beforeMail);
  });

  it('limits messages per session, then per address', async () => {
    const visitor = { session: await storedSession('10.9.9.9'), ip: '10.9.9.9' };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('/api/contact', contact, visitor)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await post('/api/contact', contact, visitor);
    expect(limited.json()).toMatchObject({
      errorMsgCode: 'too.many.requests',
      message: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    });

    const fromOneAddress = [];
    for (let i = 0; i < 21; i += 1) {
      const visitor = { session: await storedSession('10.8.8.8'), ip: '10.8.8.8' };
      fromOneAddress.push((await post('/api/b2b-inquiries', b2b, visitor)).statusCode);
    }
    expect(fromOneAddress.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(fromOneAddress[20]).toBe(429);
  });
});

describe('POST /api/b2b-inquiries', () => {
  it('stores the inquiry with a clean NIP and phone and e-mails the shop', async () => {
    const response = await post('/api/b2b-inquiries', { ...b2b, email: 'b2b@zielonysklepik.pl' });
    expect(response.statusCode).toBe(202);
    const row = await inquiryFrom('b2b@zielonysklepik.pl');
    expect(row).toMatchObject({
      kind: 'b2b',
      company: 'Zielony Sklepik sp. z o.o.',
      nip: '5260001246',
      phone: '600123456',
      volume: 'medium',
      topic: null,
    });
    const notice = (await emailsFor(row.inquiryId)).find((e) => e.kind === 'b2b-notice')!;
    expect(notice.to).toBe('zamowienia@example.pl');
    expect(notice.subject).toBe('Zapytanie B2B: Zielony Sklepik sp. z o.o.');
    expect(notice.text).toContain('NIP: 5260001246');
    expect(notice.text).toContain('Telefon: 600 123 456');
    expect(notice.text).toContain('Planowane zamówienia: 2 000–10 000 zł miesięcznie');
  });

  it('refuses a NIP with a wrong checksum and a short phone', async () => {
    const response = await post('/api/b2b-inquiries', { ...b2b, nip: '5260001247', phone: '600 12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().params.fields).toEqual([
      { field: 'nip', message: 'Wpisz prawidłowy NIP' },
      { field: 'phone', message: 'Wpisz 9-cyfrowy numer telefonu' },
    ]);
  });
});

describe('inquiries and malformed input', () => {
  const anyValue = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const body = fc.oneof(
    fc.dictionary(
      fc.constantFrom('name', 'email', 'topic', 'message', 'company', 'nip', 'phone', 'volume', 'website', '__proto__'),
      anyValue,
    ),
    anyValue,
  );

  it('never answers a 5xx, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/contact', '/api/b2b-inquiries'), body, async (url, payload) => {
        const response = await app().inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
          remoteAddress: `10.2.${rand()}.${rand()}`,
        });
        expect(response.statusCode).toBeLessThan(500);
        expect([202, 400, 429]).toContain(response.statusCode);
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['not JSON', 'application/json', '{"name": '],
    ['a form post', 'application/x-www-form-urlencoded', 'name=Anna'],
    ['text', 'text/plain', 'hello'],
  ])('answers %s with a 4xx', async (_name, type, payload) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
