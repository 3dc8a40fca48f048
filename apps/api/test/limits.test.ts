import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { LIMITS } from '../src/plugins/app/rate-limit.ts';
import { newToken } from '../src/tokens.ts';
import { BILLING } from './fixtures/checkout.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp, useTestApp } from './helper.ts';

/**
 * Every limit, as an attacker meets it: one request over the budget answers
 * 429 `too.many.requests` with Retry-After. Each test writes from addresses
 * of its own, so budgets do not leak between tests. The API believes the
 * storefront on loopback (TRUST_PROXY's default) and nobody else.
 */
const app = useTestApp({
  trustProxy: loadConfig({}).TRUST_PROXY,
  seed: tinyShop([tinyProduct({ slug: 'krem', name: 'Krem', stock: 1000 })]),
});

let nextAddress = 0;
/** An address no other test writes from. */
const freshAddress = () => {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

interface Visitor {
  ip: string;
  session?: string;
  forwardedFor?: string;
}

function send(instance: FastifyInstance, visitor: Visitor, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers: Record<string, string> = {};
  if (visitor.session) headers['session-id'] = visitor.session;
  if (visitor.forwardedFor) headers['x-forwarded-for'] = visitor.forwardedFor;
  return instance.inject({ method, url, headers, remoteAddress: visitor.ip, ...(payload ? { payload } : {}) });
}

/** A visitor whose session is stored (it has a cart). */
async function storedVisitor(ip: string, cart: object = {}): Promise<Visitor> {
  const response = await send(app(), { ip }, 'POST', '/api/carts', cart);
  expect(response.statusCode).toBe(200);
  return { ip, session: String(response.headers['session-id']) };
}

function expectRefused(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    errorMsgCode: 'too.many.requests',
    message: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Statuses of `count` requests made by `request(i)`. */
async function statuses(count: number, request: (i: number) => ReturnType<typeof send>): Promise<number[]> {
  const result = [];
  for (let i = 0; i < count; i += 1) result.push((await request(i)).statusCode);
  return result;
}

const coupon = { add_coupon_code: 'NIE-MA-TAKIEGO' };
const contact = { name: 'Anna Kowalska', email: 'anna@example.pl', topic: 'order', message: 'Kiedy wyślecie?' };
const order = { version: 0, payment_method: 'cod', consents: { terms: true, privacy: true } };

describe('coupon attempts', () => {
  it('are limited per stored session', async () => {
    const visitor = await storedVisitor(freshAddress());
    const max = LIMITS.couponPerSession.max;
    const seen = await statuses(max, () => send(app(), visitor, 'POST', '/api/carts', coupon));
    expect(seen.every((status) => status !== 429)).toBe(true);
    expectRefused(await send(app(), visitor, 'POST', '/api/carts', coupon));
  });

  it('are limited per address, across sessions', async () => {
    const ip = freshAddress();
    const max = LIMITS.couponPerAddress.max;
    const perSession = LIMITS.couponPerSession.max;
    const visitors: Visitor[] = [];
    for (let i = 0; i < Math.ceil(max / perSession) + 1; i += 1) visitors.push(await storedVisitor(ip));
    const seen = await statuses(max, (i) =>
      send(app(), visitors[Math.floor(i / perSession)]!, 'POST', '/api/carts', coupon),
    );
    expect(seen.every((status) => status !== 429)).toBe(true);
    expectRefused(await send(app(), visitors.at(-1)!, 'POST', '/api/carts', coupon));
  });

  it('give no fresh budget to a request without a stored session', async () => {
    const ip = freshAddress();
    const max = LIMITS.couponPerSession.max;
    // Each attempt with a token of its own: none was issued, so all count against the address.
    const seen = await statuses(max, () => send(app(), { ip, session: newToken() }, 'POST', '/api/carts', coupon));
    expect(seen.every((status) => status !== 429)).toBe(true);
    expectRefused(await send(app(), { ip, session: newToken() }, 'POST', '/api/carts', coupon));
    expectRefused(await send(app(), { ip }, 'POST', '/api/carts', coupon));
  });
});

describe('order attempts', () => {
  it('are limited per address', async () => {
    const ip = freshAddress();
    const seen = await statuses(LIMITS.ordersPerAddress.max, () =>
      send(app(), { ip }, 'POST', '/api/payment/invoke', order),
    );
    expect(seen.every((status) => status !== 429)).toBe(true);
    expectRefused(await send(app(), { ip }, 'POST', '/api/payment/zeroinvoke', order));
  });

  /** A visitor from an address of their own whose cart can be ordered, as `who`. */
  async function buyer(who: { email: string; phone: string }): Promise<Visitor> {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
    return storedVisitor(freshAddress(), {
      add_items: [{ product_id: items[0].product_id }],
      email: who.email,
      billing: { ...BILLING, phone: who.phone },
      shippingService: { method_id: 'paczkomat-pobranie', attributes: { locker_code: 'KRA010' } },
    });
  }
  const place = async (visitor: Visitor) => {
    const { version } = (await send(app(), visitor, 'GET', '/api/carts')).json();
    return send(app(), visitor, 'POST', '/api/payment/invoke', { ...order, version });
  };
  const somePhone = () => String(500_000_000 + Math.floor(Math.random() * 99_999_999));

  it('place at most so many orders per e-mail, from any address', async () => {
    const email = `Kupujaca.${randomUUID()}@Example.PL`;
    const seen = await statuses(LIMITS.ordersPerEmail.max, async (i) =>
      place(await buyer({ email: i % 2 ? email : email.toLowerCase(), phone: somePhone() })),
    );
    expect(seen.every((status) => status === 200)).toBe(true);
    expectRefused(await place(await buyer({ email, phone: somePhone() })));
    expect(
      (await place(await buyer({ email: `inna.${randomUUID()}@example.pl`, phone: somePhone() }))).statusCode,
    ).toBe(200);
  });

  it('place at most so many orders per phone, however it is written', async () => {
    const digits = somePhone();
    const written = [digits, `+48 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`];
    const seen = await statuses(LIMITS.ordersPerPhone.max, async (i) =>
      place(await buyer({ email: `${randomUUID()}@example.pl`, phone: written[i % 2]! })),
    );
    expect(seen.every((status) => status === 200)).toBe(true);
    expectRefused(await place(await buyer({ email: `${randomUUID()}@example.pl`, phone: digits })));
  });

  it('that fail do not count against the e-mail, so no one can lock a shopper out', async () => {
    const email = `ofiara.${randomUUID()}@example.pl`;
    const seen = await statuses(LIMITS.ordersPerEmail.max + 1, async () => {
      // An attacker's cart in the shopper's name that can never be ordered (no shipping chosen).
      const visitor = await storedVisitor(freshAddress(), { email, billing: BILLING });
      return send(app(), visitor, 'POST', '/api/payment/invoke', order);
    });
    expect(seen.every((status) => status !== 429)).toBe(true);
    expect((await place(await buyer({ email, phone: somePhone() }))).statusCode).toBe(200);
  });
});

describe('contact and B2B messages', () => {
  it('share one budget per stored session', async () => {
    const visitor = await storedVisitor(freshAddress());
    const max = LIMITS.inquiriesPerSession.max;
    const seen = await statuses(max, (i) =>
      send(app(), visitor, 'POST', i % 2 ? '/api/b2b-inquiries' : '/api/contact', i % 2 ? {} : contact),
    );
    expect(seen.every((status) => status !== 429)).toBe(true);
    expectRefused(await send(app(), visitor, 'POST', '/api/contact', contact));
  });

  it('share one budget per address, across sessions', async () => {
    const ip = freshAddress();
    const seen = await statuses(LIMITS.inquiriesPerAddress.max, async () =>
      send(app(), await storedVisitor(ip), 'POST', '/api/contact', contact),
    );
    expect(seen.every((status) => status === 202)).toBe(true);
    expectRefused(await send(app(), await storedVisitor(ip), 'POST', '/api/b2b-inquiries', {}));
  });
});

describe('newsletter', () => {
  it('sign-ups and look-ups share one budget per address', async () => {
    const ip = freshAddress();
    const seen = await statuses(LIMITS.newsletterPerAddress.max, (i) =>
      i % 2
        ? send(app(), { ip }, 'GET', '/api/accounts/subscription?email=anna%40example.pl')
        : send(app(), { ip }, 'POST', '/api/accounts/subscription', { email: 'anna@example.pl', subscribe: false }),
    );
    expect(seen.every((status) => status === 200)).toBe(true);
    expectRefused(await send(app(), { ip }, 'GET', '/api/accounts/subscription?email=anna%40example.pl'));
  });
});

describe('reads', () => {
  it('are limited per address, generously', async () => {
    const ip = freshAddress();
    const seen = await statuses(LIMITS.reads.max, () => send(app(), { ip }, 'GET', '/api/health'));
    expect(seen.every((status) => status === 200)).toBe(true);
    expectRefused(await send(app(), { ip }, 'GET', '/api/health'));
    // Writes have budgets of their own.
    expect((await send(app(), { ip }, 'POST', '/api/carts', {})).statusCode).toBe(200);
  });

  it('are not limited for the storefront’s own server, which names no shopper', async () => {
    const seen = await statuses(LIMITS.reads.max + 1, () => send(app(), { ip: '127.0.0.1' }, 'GET', '/api/health'));
    expect(seen.every((status) => status === 200)).toBe(true);
  });
});

describe('a forged X-Forwarded-For', () => {
  const forged = (i: number) => `203.0.113.${(i % 250) + 1}`;

  it.each([
    ['coupon', LIMITS.couponPerSession.max, 'POST', '/api/carts', coupon],
    ['order', LIMITS.ordersPerAddress.max, 'POST', '/api/payment/invoke', order],
    ['contact', LIMITS.inquiriesPerSession.max, 'POST', '/api/contact', contact],
    [
      'newsletter',
      LIMITS.newsletterPerAddress.max,
      'POST',
      '/api/accounts/subscription',
      { email: 'a@example.pl', subscribe: false },
    ],
    ['reads', LIMITS.reads.max, 'GET', '/api/health', undefined],
  ] as const)(
    'does not lift the %s limit for a client the API does not trust',
    async (_name, max, method, url, payload) => {
      const ip = freshAddress();
      const seen = await statuses(max, (i) => send(app(), { ip, forwardedFor: forged(i) }, method, url, payload));
      expect(seen.every((status) => status !== 429)).toBe(true);
      expectRefused(await send(app(), { ip, forwardedFor: forged(max) }, method, url, payload));
    },
  );

  it('is believed from the storefront on loopback: each shopper has a budget of their own', async () => {
    const max = LIMITS.newsletterPerAddress.max;
    const payload = { email: 'a@example.pl', subscribe: false };
    const shopper = freshAddress();
    const seen = await statuses(max, () =>
      send(app(), { ip: '127.0.0.1', forwardedFor: shopper }, 'POST', '/api/accounts/subscription', payload),
    );
    expect(seen.every((status) => status === 200)).toBe(true);
    expectRefused(
      await send(app(), { ip: '127.0.0.1', forwardedFor: shopper }, 'POST', '/api/accounts/subscription', payload),
    );
    const another = await send(
      app(),
      { ip: '127.0.0.1', forwardedFor: freshAddress() },
      'POST',
      '/api/accounts/subscription',
      payload,
    );
    expect(another.statusCode).toBe(200);
  });
});

/** The Redis beside the tests (as on the development machines and in CI). */
const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const withRedis = await redisAnswers();
if (!withRedis) console.warn(`Redis does not answer at ${REDIS_URL}: the shared-budget test is skipped.`);

describe('with REDIS_URL', () => {
  it('is read from the environment as a redis:// or rediss:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  const nameSpace = `manufaktura-test:${randomUUID()}:`;
  const instances: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    if (!withRedis) return;
    const client = new Redis(REDIS_URL);
    const keys = await client.keys(`${nameSpace}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  });

  it.skipIf(!withRedis)('two API instances share one budget', async () => {
    for (let i = 0; i < 2; i += 1) instances.push(await createTestApp({ redis: { url: REDIS_URL, nameSpace } }));
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const ip = freshAddress();
    const payload = { email: 'a@example.pl', subscribe: false };
    const max = LIMITS.newsletterPerAddress.max;
    const seen = await statuses(max, (i) => send(i % 2 ? a : b, { ip }, 'POST', '/api/accounts/subscription', payload));
    expect(seen.every((status) => status === 200)).toBe(true);
    expectRefused(await send(a, { ip }, 'POST', '/api/accounts/subscription', payload));
    expectRefused(await send(b, { ip }, 'POST', '/api/accounts/subscription', payload));
  });
});
