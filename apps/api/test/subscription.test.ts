import { createHash } from 'node:crypto';
import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
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
