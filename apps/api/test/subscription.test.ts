import { createHash } from 'node:crypto';
import { schema } from '@manufaktura/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const app = useTestApp({ now: () => NOW });
const subscribe = (payload: object, ip = '10.0.0.1') =>
  app().inject({ method: 'POST', url: '/api/accounts/subscription', payload, remoteAddress: ip });

describe('POST /api/accounts/subscription', () => {
  it('subscribes a lower-cased address with the time of consent and its source', async () => {
    const response = await subscribe({ email: 'Ola.Nowak@Example.PL', subscribe: true, account_must_exists: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'ola.nowak@example.pl', subscribed: true });
    const [row] = await app()
      .db.select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, 'ola.nowak@example.pl'));
    expect(row).toMatchObject({ subscribed: true, source: 'footer', consentAt: NOW });
    expect(row!.unsubscribeTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is idempotent: subscribing twice keeps one subscription', async () => {
    await subscribe({ email: 'twice@example.pl', subscribe: true });
    await subscribe({ email: 'TWICE@example.pl', subscribe: true });
    expect(
      await app().db.$count(
        schema.newsletterSubscriptions,
        eq(schema.newsletterSubscriptions.email, 'twice@example.pl'),
      ),
    ).toBe(1);
  });

  it('tells whether an address is subscribed, and unsubscribes it', async () => {
    await subscribe({ email: 'ktos@example.pl', subscribe: true });
    const look = () => app().inject({ method: 'GET', url: '/api/accounts/subscription?email=KTOS@example.pl' });
    expect((await look()).json()).toEqual({ email: 'ktos@example.pl', subscribed: true });
    await subscribe({ email: 'ktos@example.pl', subscribe: false });
    expect((await look()).json()).toEqual({ email: 'ktos@example.pl', subscribed: false });
  });

  it.each([
    ['nie-email', 'email.invalid'],
    ['a@b', 'email.invalid'],
    [`${'a'.repeat(250)}@example.pl`, 'email.too.long'],
  ])('refuses %s with 400 %s', async (email, code) => {
    const response = await subscribe({ email, subscribe: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMsgCode).toBe(code);
  });

  it('refuses a body without the fields with 400 request.invalid', async () => {
    expect((await subscribe({ mail: 'x@example.pl' })).json().errorMsgCode).toBe('request.invalid');
  });

  it('limits attempts from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await subscribe({ email: `osoba${i}@example.pl`, subscribe: true }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the welcome e-mail', () => {
  const welcomes = (email: string) =>
    app()
      .db.select()
      .from(schema.outboxEmails)
      .where(and(eq(schema.outboxEmails.to, email), eq(schema.outboxEmails.kind, 'newsletter-welcome')))
      .orderBy(asc(schema.outboxEmails.createdAt));
  const linkToken = (text: string) => /\/unsubscribe\?token=([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];
  const unsubscribe = (token: string) =>
    app().inject({ method: 'POST', url: '/api/accounts/subscription/unsubscribe', payload: { token } });

  it('goes once to a new address, and its link unsubscribes it', async () => {
    await subscribe({ email: 'Witaj@Example.PL', subscribe: true });
    await subscribe({ email: 'witaj@example.pl', subscribe: true });
    const mails = await welcomes('witaj@example.pl');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Witamy w newsletterze Manufaktury');
    expect(mails[0]!.text).toContain('http://sklep.test/regulamin-newsletter');
    const token = linkToken(mails[0]!.text)!;
    expect(mails[0]!.text).toContain(`http://sklep.test/unsubscribe?token=${token}`);
    expect(mails[0]!.html).toContain(`/unsubscribe?token=${token}`);

    expect((await unsubscribe(token)).json()).toEqual({ email: 'witaj@example.pl', subscribed: false });
  });

  it('goes again, with a new link, to an address that comes back after unsubscribing', async () => {
    const tokens = async () => (await welcomes('wraca@example.pl')).map((mail) => linkToken(mail.text)!);
    await subscribe({ email: 'wraca@example.pl', subscribe: true });
    const [first] = await tokens();
    await subscribe({ email: 'wraca@example.pl', subscribe: false });
    await subscribe({ email: 'wraca@example.pl', subscribe: true });
    // Both e-mails are queued at the test's one instant, so they are told apart by their links.
    const second = (await tokens()).find((token) => token !== first);
    expect(second).toBeDefined();
    expect((await unsubscribe(first!)).json().errorMsgCode).toBe('token.invalid');
    expect((await unsubscribe(second!)).json()).toEqual({ email: 'wraca@example.pl', subscribed: false });
  });

  it('is not sent when the address is refused', async () => {
    expect((await subscribe({ email: 'nie-email', subscribe: true })).statusCode).toBe(400);
    expect(await welcomes('nie-email')).toEqual([]);
  });
});

describe('POST /api/accounts/subscription/unsubscribe', () => {
  it('unsubscribes the address of a valid link, and answers an unknown one with token.invalid', async () => {
    const token = 'wypisz-mnie-token';
    await app()
      .db.insert(schema.newsletterSubscriptions)
      .values({
        email: 'link@example.pl',
        consentAt: NOW,
        source: 'footer',
        unsubscribeTokenHash: createHash('sha256').update(token).digest('base64url'),
      });
    const ok = await app().inject({
      method: 'POST',
      url: '/api/accounts/subscription/unsubscribe',
      payload: { token },
    });
    expect(ok.json()).toEqual({ email: 'link@example.pl', subscribed: false });
    const bad = await app().inject({
      method: 'POST',
      url: '/api/accounts/subscription/unsubscribe',
      payload: { token: 'nieznany' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsgCode).toBe('token.invalid');
  });
});
