import { createHash } from 'node:crypto';

import { schema } from '@manufaktura/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { NEWSLETTER_CONSENT_VERSION } from '../src/newsletter/consent.ts';
import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
let now = NOW;
const app = useTestApp({ now: () => now });
const HOUR = 60 * 60_000;

let clients = 0;
/** Each request from an address of its own unless told otherwise: sign-ups are limited per address. */
const anotherAddress = () => {
  clients += 1;
  return `10.0.${clients >> 8}.${clients & 255}`;
};
const subscribe = (payload: object, { ip = anotherAddress(), session }: { ip?: string; session?: string } = {}) =>
  app().inject({
    method: 'POST',
    url: '/api/accounts/subscription',
    payload,
    remoteAddress: ip,
    headers: session ? { 'session-id': session } : {},
  });
const look = (email: string, session?: string) =>
  app().inject({
    method: 'GET',
    url: `/api/accounts/subscription?email=${encodeURIComponent(email)}`,
    headers: session ? { 'session-id': session } : {},
  });
const confirm = (token: string, session?: string) =>
  app().inject({
    method: 'POST',
    url: '/api/accounts/subscription/confirm',
    payload: { token },
    headers: session ? { 'session-id': session } : {},
  });
const unsubscribe = (token: string) =>
  app().inject({ method: 'POST', url: '/api/accounts/subscription/unsubscribe', payload: { token } });
/** A session the server issued (as a browser gets it from its first request). */
const newSession = async () => String((await app().inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);

const rowOf = async (email: string) =>
  (
    await app().db.select().from(schema.newsletterSubscriptions).where(eq(schema.newsletterSubscriptions.email, email))
  )[0];
const mails = (email: string, kind: string) =>
  app()
    .db.select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, email), eq(schema.outboxEmails.kind, kind)))
    .orderBy(asc(schema.outboxEmails.createdAt));
const tokenIn = (text: string, path: string) =>
  new RegExp(`http://sklep\\.test${path}\\?token=([A-Za-z0-9_.-]+)\\n`).exec(text)?.[1];

/** Subscribes and confirms an address from `session`: that session owns it. */
async function confirmedBy(email: string, session: string) {
  await subscribe({ email, subscribe: true });
  const [mail] = await mails(email, 'newsletter-confirmation');
  const answer = await confirm(tokenIn(mail!.text, '/newsletter-confirmation')!, session);
  expect(answer.json()).toEqual({ email, subscribed: true, pending: false });
}

describe('POST /api/accounts/subscription: double opt-in', () => {
  it('keeps a new address pending with the proof of its consent, and e-mails the confirmation link', async () => {
    const response = await subscribe(
      { email: 'Ola.Nowak@Example.PL', subscribe: true, account_must_exists: false },
      { ip: '10.0.0.7' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'ola.nowak@example.pl', subscribed: false, pending: true });
    expect(await rowOf('ola.nowak@example.pl')).toMatchObject({
      subscribed: false,
      pendingSince: NOW,
      consentAt: NOW,
      consentIp: '10.0.0.7',
      consentTextVersion: NEWSLETTER_CONSENT_VERSION,
      source: 'footer',
      confirmedAt: null,
    });

    const [mail, ...more] = await mails('ola.nowak@example.pl', 'newsletter-confirmation');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Potwierdź zapis do newslettera Manufaktury');
    const token = tokenIn(mail!.text, '/newsletter-confirmation');
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`http://sklep.test/newsletter-confirmation?token=${token}`);
    expect(await mails('ola.nowak@example.pl', 'newsletter-welcome')).toEqual([]);
  });

  it('sends at most one confirmation e-mail a day to an address, and one subscription', async () => {
    for (let i = 0; i < 5; i += 1)
      await subscribe({ email: i % 2 ? 'DZIEN@example.pl' : 'dzien@example.pl', subscribe: true });
    expect(await mails('dzien@example.pl', 'newsletter-confirmation')).toHaveLength(1);
    expect(
      await app().db.$count(
        schema.newsletterSubscriptions,
        eq(schema.newsletterSubscriptions.email, 'dzien@example.pl'),
      ),
    ).toBe(1);
    now = new Date(NOW.getTime() + 23 * HOUR);
    await subscribe({ email: 'dzien@example.pl', subscribe: true });
    expect(await mails('dzien@example.pl', 'newsletter-confirmation')).toHaveLength(1);
    now = new Date(NOW.getTime() + 24 * HOUR);
    await subscribe({ email: 'dzien@example.pl', subscribe: true });
    expect(await mails('dzien@example.pl', 'newsletter-confirmation')).toHaveLength(2);
    now = NOW;
  });

  it('subscribes only once the link is used: then the welcome e-mail brings the signed unsubscribe link', async () => {
    await subscribe({ email: 'link@example.pl', subscribe: true });
    expect((await rowOf('link@example.pl'))!.subscribed).toBe(false);
    const [mail] = await mails('link@example.pl', 'newsletter-confirmation');
    const token = tokenIn(mail!.text, '/newsletter-confirmation')!;

    const session = await newSession();
    const confirmed = await confirm(token, session);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'link@example.pl', subscribed: true, pending: false });
    expect(await rowOf('link@example.pl')).toMatchObject({ subscribed: true, pendingSince: null, confirmedAt: NOW });

    expect((await confirm(token, session)).json()).toEqual({
      email: 'link@example.pl',
      subscribed: true,
      pending: false,
    });
    const welcomes = await mails('link@example.pl', 'newsletter-welcome');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]!.text).toContain('http://sklep.test/regulamin-newsletter');
    const unsubscribeToken = tokenIn(welcomes[0]!.text, '/unsubscribe')!;
    expect(unsubscribeToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);

    // A link does one thing: the unsubscribe link confirms nothing, the confirmation link unsubscribes nothing.
    expect((await confirm(unsubscribeToken)).json().errorMsgCode).toBe('token.invalid');
    expect((await unsubscribe(token)).json().errorMsgCode).toBe('token.invalid');
    expect((await unsubscribe(unsubscribeToken)).json()).toEqual({
      email: 'link@example.pl',
      subscribed: false,
      pending: false,
    });
    expect((await rowOf('link@example.pl'))!.subscribed).toBe(false);
    // Once withdrawn, the old confirmation link does not subscribe again.
    expect((await confirm(token)).json().errorMsgCode).toBe('token.invalid');
  });

  it.each([
    ['a made-up token', 'nieznany'],
    ['a forged signature', `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`],
  ])('refuses %s with 400 token.invalid', async (_, token) => {
    const answer = await confirm(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorMsgCode: 'token.invalid', message: 'Nieprawidłowy token.' });
  });

  it('leaves a confirmed consent as it is when anyone subscribes the address again', async () => {
    await confirmedBy('stala@example.pl', await newSession());
    const before = await rowOf('stala@example.pl');
    now = new Date(NOW.getTime() + 48 * HOUR);
    const again = await subscribe({ email: 'stala@example.pl', subscribe: true }, { ip: '203.0.113.9' });
    now = NOW;
    expect(again.json()).toEqual({ email: 'stala@example.pl', subscribed: false, pending: true });
    expect(await rowOf('stala@example.pl')).toEqual(before);
    expect(await mails('stala@example.pl', 'newsletter-confirmation')).toHaveLength(1);
  });

  it.each([
    ['nie-email', 'email.invalid'],
    ['a@b', 'email.invalid'],
    [`${'a'.repeat(250)}@example.pl`, 'email.too.long'],
  ])('refuses %s with 400 %s and sends nothing', async (email, code) => {
    const response = await subscribe({ email, subscribe: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMsgCode).toBe(code);
    expect(await mails(email, 'newsletter-confirmation')).toEqual([]);
  });

  it('refuses a body without the fields with 400 request.invalid', async () => {
    expect((await subscribe({ mail: 'x@example.pl' })).json().errorMsgCode).toBe('request.invalid');
  });

  it('limits attempts from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push(
        (await subscribe({ email: `osoba${i}@example.pl`, subscribe: true }, { ip: '10.9.9.9' })).statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/accounts/subscription', () => {
  it('tells the state only to the session that confirmed the address, a neutral answer to anyone else', async () => {
    const owner = await newSession();
    await confirmedBy('moj@example.pl', owner);
    expect((await look('MOJ@example.pl', owner)).json()).toEqual({
      email: 'moj@example.pl',
      subscribed: true,
      pending: false,
    });
    const neutral = { subscribed: false, pending: false };
    expect((await look('moj@example.pl')).json()).toEqual({ email: 'moj@example.pl', ...neutral });
    expect((await look('moj@example.pl', await newSession())).json()).toEqual({ email: 'moj@example.pl', ...neutral });
    expect((await look('nikt@example.pl')).json()).toEqual({ email: 'nikt@example.pl', ...neutral });
    // The owner sees a new request of theirs waiting for its link.
    await subscribe({ email: 'moj@example.pl', subscribe: false }, { session: owner });
    now = new Date(NOW.getTime() + 25 * HOUR);
    await subscribe({ email: 'moj@example.pl', subscribe: true }, { session: owner });
    now = NOW;
    expect((await look('moj@example.pl', owner)).json()).toEqual({
      email: 'moj@example.pl',
      subscribed: false,
      pending: true,
    });
    expect((await look('moj@example.pl')).json()).toEqual({ email: 'moj@example.pl', ...neutral });
    // Asking to subscribe does not make a session the owner.
    const stranger = await newSession();
    await subscribe({ email: 'moj@example.pl', subscribe: true }, { session: stranger });
    expect((await look('moj@example.pl', stranger)).json()).toEqual({ email: 'moj@example.pl', ...neutral });
  });
});

describe('POST /api/accounts/subscription with subscribe: false', () => {
  it('unsubscribes at once for the owner', async () => {
    const owner = await newSession();
    await confirmedBy('wlasciciel@example.pl', owner);
    const answer = await subscribe({ email: 'wlasciciel@example.pl', subscribe: false }, { session: owner });
    expect(answer.json()).toEqual({ email: 'wlasciciel@example.pl', subscribed: false, pending: false });
    expect((await rowOf('wlasciciel@example.pl'))!.subscribed).toBe(false);
    expect(await mails('wlasciciel@example.pl', 'newsletter-unsubscribe-link')).toEqual([]);
  });

  it('e-mails the signed unsubscribe link instead for anyone else (once a day), with the same answer', async () => {
    await confirmedBy('cudzy@example.pl', await newSession());
    const answer = await subscribe({ email: 'cudzy@example.pl', subscribe: false }, { session: await newSession() });
    expect(answer.json()).toEqual({ email: 'cudzy@example.pl', subscribed: false, pending: false });
    expect((await subscribe({ email: 'nieznany@example.pl', subscribe: false })).json()).toEqual({
      email: 'nieznany@example.pl',
      subscribed: false,
      pending: false,
    });
    await subscribe({ email: 'cudzy@example.pl', subscribe: false });
    expect((await rowOf('cudzy@example.pl'))!.subscribed).toBe(true);

    const sent = await mails('cudzy@example.pl', 'newsletter-unsubscribe-link');
    expect(sent).toHaveLength(1);
    expect(await mails('nieznany@example.pl', 'newsletter-unsubscribe-link')).toEqual([]);
    const token = tokenIn(sent[0]!.text, '/unsubscribe')!;
    expect((await unsubscribe(token)).json()).toEqual({ email: 'cudzy@example.pl', subscribed: false, pending: false });
    expect((await rowOf('cudzy@example.pl'))!.subscribed).toBe(false);
  });
});

describe('POST /api/accounts/subscription/unsubscribe', () => {
  it('still honours a link sent before links were signed, and answers an unknown one with token.invalid', async () => {
    const token = 'w'.repeat(43);
    await app()
      .db.insert(schema.newsletterSubscriptions)
      .values({
        email: 'stary-link@example.pl',
        subscribed: true,
        consentAt: NOW,
        source: 'footer',
        unsubscribeTokenHash: createHash('sha256').update(token).digest('base64url'),
      });
    const ok = await unsubscribe(token);
    expect(ok.json()).toEqual({ email: 'stary-link@example.pl', subscribed: false, pending: false });
    const bad = await unsubscribe('nieznany');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsgCode).toBe('token.invalid');
  });
});
