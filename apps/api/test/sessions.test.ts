import { SESSION_MAX_AGE_S } from '@manufaktura/core';
import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { hashSessionToken, sessionTokens } from '../src/plugins/app/sessions/session-token.ts';
import { newToken } from '../src/tokens.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp, useTestApp } from './helper.ts';

let clock = new Date('2026-11-21T10:00:00Z');
const DAY_MS = 86_400_000;

const app = useTestApp({
  seed: tinyShop([
    tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 30 }),
    tinyProduct({ slug: 'serum', name: 'Serum', price: 12000, stock: 5 }),
  ]),
  now: () => clock,
  extend: (instance) => {
    // Stands in for a route that keeps state for the session (a cart, a login).
    instance.post('/api/test/keep', async (request) => {
      const row = await request.session.persist();
      return { expiresAt: row.expiresAt.toISOString() };
    });
    instance.get('/api/test/peek', async (request) => ({ stored: (await request.session.load()) !== undefined }));
    instance.post('/api/test/rotate', async (request) => {
      const before = request.session.token;
      await request.session.rotate();
      return { before, after: request.session.token };
    });
  },
});

/** Two products the catalogue lists, by id. */
async function twoProducts(): Promise<[string, string]> {
  const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json() as {
    items: { product_id: string }[];
  };
  return [items[0]!.product_id, items[1]!.product_id];
}

describe('sessions', () => {
  it('gives every response a Session-Id header and a matching HttpOnly cookie', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    const token = response.headers['session-id'];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`session_id=${token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${SESSION_MAX_AGE_S}`);
    expect(cookie).toContain('Path=/');
  });

  it('gives two visitors different sessions', async () => {
    const a = await app().inject({ method: 'GET', url: '/api/health' });
    const b = await app().inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['session-id']).not.toBe(b.headers['session-id']);
  });

  it('keeps the session that the client sends back, by header or by cookie', async () => {
    const first = await app().inject({ method: 'GET', url: '/api/health' });
    const token = String(first.headers['session-id']);
    const byHeader = await app().inject({ method: 'GET', url: '/api/health', headers: { 'session-id': token } });
    const byCookie = await app().inject({ method: 'GET', url: '/api/health', cookies: { session_id: token } });
    expect(byHeader.headers['session-id']).toBe(token);
    expect(byCookie.headers['session-id']).toBe(token);
  });

  it('does not send the cookie again when the browser already has it, so public answers stay cacheable', async () => {
    const first = await app().inject({ method: 'GET', url: '/api/health' });
    const token = String(first.headers['session-id']);
    const again = await app().inject({ method: 'GET', url: '/api/health', cookies: { session_id: token } });
    expect(again.headers['session-id']).toBe(token);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('replaces a malformed session id with a new one', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health', headers: { 'session-id': 'x' } });
    expect(response.headers['session-id']).not.toBe('x');
    expect(response.headers['session-id']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of a kept session, live for 28 days', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const kept = await app().inject({ method: 'POST', url: '/api/test/keep' });
    const token = String(kept.headers['session-id']);
    expect(kept.json().expiresAt).toBe(new Date(clock.getTime() + SESSION_MAX_AGE_S * 1000).toISOString());

    const rows = await app().db.select().from(schema.sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);

    const again = await app().inject({ method: 'GET', url: '/api/test/peek', headers: { 'session-id': token } });
    expect(again.json()).toEqual({ stored: true });
  });

  it('slides the expiry when the session is used again, and forgets it after 28 idle days', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const kept = await app().inject({ method: 'POST', url: '/api/test/keep' });
    const token = String(kept.headers['session-id']);

    clock = new Date(clock.getTime() + 20 * DAY_MS);
    const slid = await app().inject({ method: 'POST', url: '/api/test/keep', headers: { 'session-id': token } });
    expect(slid.json().expiresAt).toBe(new Date(clock.getTime() + 28 * DAY_MS).toISOString());

    clock = new Date(clock.getTime() + 28 * DAY_MS + 1);
    const expired = await app().inject({ method: 'GET', url: '/api/test/peek', headers: { 'session-id': token } });
    expect(expired.json()).toEqual({ stored: false });
  });

  it('gives a made-up token a new session instead of storing it', async () => {
    const madeUp = newToken();
    const kept = await app().inject({ method: 'POST', url: '/api/test/keep', headers: { 'session-id': madeUp } });
    const token = String(kept.headers['session-id']);
    expect(token).not.toBe(madeUp);
    expect(String(kept.headers['set-cookie'])).toContain(`session_id=${token}`);
    const rows = await app().db.select().from(schema.sessions);
    expect(rows.some((row) => row.tokenHash === hashSessionToken(madeUp))).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);
    // Nor is it handed back on an answer that keeps nothing.
    const read = await app().inject({ method: 'GET', url: '/api/health', cookies: { session_id: madeUp } });
    expect(read.headers['session-id']).not.toBe(madeUp);
  });

  it('gives a token signed with another secret a new session', async () => {
    const foreign = sessionTokens('a-different-secret-of-another-shop-entirely').issue(clock);
    const response = await app().inject({ method: 'POST', url: '/api/test/keep', headers: { 'session-id': foreign } });
    expect(response.headers['session-id']).not.toBe(foreign);
  });

  it('honours a token it handed out before anything was stored for it', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const first = await app().inject({ method: 'GET', url: '/api/health' });
    const token = String(first.headers['session-id']);
    clock = new Date(clock.getTime() + 27 * DAY_MS);
    const kept = await app().inject({ method: 'POST', url: '/api/test/keep', headers: { 'session-id': token } });
    expect(kept.headers['session-id']).toBe(token);
    const peek = await app().inject({ method: 'GET', url: '/api/test/peek', headers: { 'session-id': token } });
    expect(peek.json()).toEqual({ stored: true });
  });

  it('does not honour a handed-out token never stored for longer than a session lives', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const token = String((await app().inject({ method: 'GET', url: '/api/health' })).headers['session-id']);
    clock = new Date(clock.getTime() + 28 * DAY_MS + 1000);
    const kept = await app().inject({ method: 'POST', url: '/api/test/keep', headers: { 'session-id': token } });
    expect(kept.headers['session-id']).not.toBe(token);
  });

  it('never revives an expired session or its cart', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const token = String(
      (await app().inject({ method: 'POST', url: '/api/carts', payload: {} })).headers['session-id'],
    );
    const [cart] = await app()
      .db.select()
      .from(schema.carts)
      .where(eq(schema.carts.sessionTokenHash, hashSessionToken(token)));
    expect(cart).toBeDefined();

    clock = new Date(clock.getTime() + 28 * DAY_MS + 1000);
    const after = await app().inject({
      method: 'POST',
      url: '/api/carts',
      payload: {},
      headers: { 'session-id': token },
    });
    const renewed = String(after.headers['session-id']);
    expect(renewed).not.toBe(token);
    expect(after.json().cartId).not.toBe(cart!.cartId);
    const [old] = await app()
      .db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, hashSessionToken(token)));
    expect(old!.expiresAt.getTime()).toBeLessThanOrEqual(clock.getTime());
    const read = await app().inject({ method: 'GET', url: '/api/health', headers: { 'session-id': token } });
    expect(read.headers['session-id']).not.toBe(token);
  });

  it('never hands an expired session’s cart to a change of its lines, which starts a new cart instead', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const [first, second] = await twoProducts();
    const add = (productId: string, token?: string) =>
      app().inject({
        method: 'POST',
        url: '/api/carts',
        payload: { add_items: [{ product_id: productId, quantity: 1 }] },
        headers: token ? { 'session-id': token } : {},
      });
    const made = await add(first);
    const token = String(made.headers['session-id']);
    expect((await add(first, token)).json().items).toMatchObject([{ quantity: 2 }]);

    clock = new Date(clock.getTime() + 28 * DAY_MS + 1000);
    const after = await add(second, token);
    expect(after.statusCode).toBe(200);
    expect(after.headers['session-id']).not.toBe(token);
    expect(after.json().cartId).not.toBe(made.json().cartId);
    expect(after.json().items.map((line: { product: { product_id: string } }) => line.product.product_id)).toEqual([
      second,
    ]);
    const [old] = await app().db.select().from(schema.carts).where(eq(schema.carts.cartId, made.json().cartId));
    expect(old).toMatchObject({ sessionTokenHash: hashSessionToken(token), version: made.json().version + 1 });
  });

  it('slides a session whose cart changes after a day idle, and changes that cart', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const [first, second] = await twoProducts();
    const made = await app().inject({
      method: 'POST',
      url: '/api/carts',
      payload: { add_items: [{ product_id: first, quantity: 1 }] },
    });
    const token = String(made.headers['session-id']);

    clock = new Date(clock.getTime() + 20 * DAY_MS);
    const changed = await app().inject({
      method: 'POST',
      url: '/api/carts',
      payload: { add_items: [{ product_id: second, quantity: 1 }] },
      headers: { 'session-id': token },
    });
    expect(changed.headers['session-id']).toBe(token);
    expect(changed.json()).toMatchObject({ cartId: made.json().cartId, version: made.json().version + 1 });
    expect(changed.json().items).toHaveLength(2);
    const [row] = await app()
      .db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, hashSessionToken(token)));
    expect(row!.expiresAt).toEqual(new Date(clock.getTime() + 28 * DAY_MS));
    expect(String(changed.headers['set-cookie'])).toContain(`session_id=${token}`);
  });

  it('rotates the token on request, keeping the stored session and its cart', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const first = await app().inject({ method: 'POST', url: '/api/carts', payload: {} });
    const token = String(first.headers['session-id']);
    const cartId = first.json().id;

    const rotated = await app().inject({ method: 'POST', url: '/api/test/rotate', headers: { 'session-id': token } });
    const { before, after } = rotated.json();
    expect(before).toBe(token);
    expect(after).not.toBe(token);
    expect(rotated.headers['session-id']).toBe(after);
    expect(String(rotated.headers['set-cookie'])).toContain(`session_id=${after}`);

    const cart = await app().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': after } });
    expect(cart.json().id).toBe(cartId);
    const old = await app().inject({ method: 'GET', url: '/api/test/peek', headers: { 'session-id': token } });
    expect(old.json()).toEqual({ stored: false });
    expect(old.headers['session-id']).not.toBe(token);
  });

  it('does not store a session that keeps nothing', async () => {
    const before = (await app().db.select().from(schema.sessions)).length;
    await app().inject({ method: 'GET', url: '/api/health' });
    expect(await app().db.select().from(schema.sessions)).toHaveLength(before);
  });
});

describe('sessions in a shop', () => {
  let shopClock = new Date('2026-11-21T10:00:00Z');
  const shop = useTestApp({ seed: true, now: () => shopClock });

  async function keptCart(withLine: boolean) {
    const { items } = (await shop().inject({ method: 'GET', url: '/api/products' })).json();
    const payload = withLine ? { add_items: [{ product_id: items[0].product_id, quantity: 1 }] } : {};
    const response = await shop().inject({ method: 'POST', url: '/api/carts', payload });
    expect(response.statusCode).toBe(200);
    return { token: String(response.headers['session-id']), cartId: String(response.json().cartId) };
  }
  const cartExists = async (cartId: string) =>
    (await shop().db.select().from(schema.carts).where(eq(schema.carts.cartId, cartId))).length === 1;
  const sessionExists = async (token: string) =>
    (
      await shop()
        .db.select()
        .from(schema.sessions)
        .where(eq(schema.sessions.tokenHash, hashSessionToken(token)))
    ).length === 1;

  it('purges expired sessions with their carts, and empty carts left idle', async () => {
    shopClock = new Date('2026-11-21T10:00:00Z');
    const expired = await keptCart(true);
    shopClock = new Date(shopClock.getTime() + 27 * DAY_MS);
    const live = await keptCart(true);
    const empty = await keptCart(false);
    shopClock = new Date(shopClock.getTime() + 2 * DAY_MS);

    const purged = await shop().purgeSessions();
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(await sessionExists(expired.token)).toBe(false);
    expect(await cartExists(expired.cartId)).toBe(false);
    expect(await cartExists(empty.cartId)).toBe(false);
    expect(await sessionExists(empty.token)).toBe(true);
    expect(await cartExists(live.cartId)).toBe(true);
    expect(await sessionExists(live.token)).toBe(true);
  });

  it('sends neither Session-Id nor a cookie with a public answer, even to a stored session', async () => {
    shopClock = new Date('2026-11-21T10:00:00Z');
    const { token } = await keptCart(false);
    const { items } = (await shop().inject({ method: 'GET', url: '/api/products' })).json();
    const posts = (await shop().inject({ method: 'GET', url: '/api/posts' })).json().items;
    const bundles = (await shop().inject({ method: 'GET', url: '/api/bundles' })).json().items;
    const urls = [
      '/api/products',
      `/api/products/${items[0].slug}`,
      `/api/products/${items[0].slug}/reviews`,
      '/api/categories',
      '/api/tags',
      '/api/posts',
      `/api/posts/${posts[0].slug}`,
      '/api/bundles',
      `/api/bundles/${bundles[0].slug}`,
      '/api/pages/regulamin',
      '/api/home',
      '/api/layout',
      '/api/search?q=krem',
      '/api/shipping-methods',
      '/api/payment-methods',
    ];
    // An hour later the stored session would slide (and its cookie with it) on a private answer.
    shopClock = new Date(shopClock.getTime() + 2 * 60 * 60 * 1000);
    for (const url of urls) {
      for (const headers of [{}, { 'session-id': token }]) {
        const response = await shop().inject({ method: 'GET', url, headers, cookies: { session_id: token } });
        expect([url, response.statusCode, String(response.headers['cache-control'])]).toEqual([
          url,
          200,
          expect.stringMatching(/^public/),
        ]);
        expect(response.headers['session-id'], url).toBeUndefined();
        expect(response.headers['set-cookie'], url).toBeUndefined();
      }
    }
    const slid = await shop().inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': token } });
    expect(slid.headers['session-id']).toBe(token);
    expect(String(slid.headers['set-cookie'])).toContain(`session_id=${token}`);
  });
});

describe('the session cookie', () => {
  async function cookieOf(publicUrl: string) {
    const instance = await createTestApp({ orders: { publicUrl }, trustProxy: true });
    try {
      const response = await instance.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      return String(response.headers['set-cookie']);
    } finally {
      await instance.close();
    }
  }

  it('is Secure when the shop is public over https, whatever a proxy says', async () => {
    expect(await cookieOf('https://sklep.example.pl')).toContain('; Secure');
    expect(await cookieOf('http://localhost:3000')).not.toContain('Secure');
  });
});
