import type { AddressInfo } from 'node:net';

import { ERROR_MESSAGES_PL, NOTIFICATION_MESSAGES_PL, UI_TEXT_PL } from '@manufaktura/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { tinyProduct, tinyShop } from '../../api/test/fixtures/tiny-shop.ts';
import { createTestApp } from '../../api/test/helper.ts';
import type { TestBrowser } from './browser.ts';
import { installBrowser } from './browser.ts';

/**
 * The storefront's cart client and store against the real shop API on loopback: the Session-Id
 * contract, error codes mapped to Polish, the core reducer's actions, the creation lock and the
 * initial load from the address.
 */

const shop = tinyShop([
  tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 20 }),
  tinyProduct({ slug: 'mydlo', name: 'Mydło lawendowe', price: 2000, stock: 20 }),
  tinyProduct({ slug: 'ostatni', name: 'Ostatni słoiczek', price: 3000, stock: 1 }),
]);

let app: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
let stripSessionHeader = false;
let productIds: Record<string, string> = {};
let browser: TestBrowser;
/** The e-mails the shop sent, as its SMTP server would receive them. */
const sent: { to: string; text: string }[] = [];

beforeAll(async () => {
  app = await createTestApp({
    seed: shop,
    mail: { send: async (message) => void sent.push(message), from: 'Manufaktura <sklep@example.pl>', intervalMs: 0 },
    extend: async (instance) => {
      // Runs after the sessions plugin: lets a test see an answer without the Session-Id header.
      instance.addHook('onSend', async (_request, reply) => {
        if (stripSessionHeader) reply.removeHeader('Session-Id');
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { items } = (await app.inject({ method: 'GET', url: '/api/products' })).json();
  productIds = Object.fromEntries(items.map((p: { slug: string; product_id: string }) => [p.slug, p.product_id]));
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  stripSessionHeader = false;
  browser = installBrowser(origin);
  vi.resetModules();
});

/** A fresh store and client, as on a new page load. */
async function load() {
  const store = await import('../src/lib/cart/store.ts');
  const { shopApi } = await import('../src/lib/api/client.ts');
  return { store, shopApi };
}

describe('the API client', () => {
  it('keeps the Session-Id the API answers and sends it back', async () => {
    const { shopApi } = await load();
    const first = await shopApi.updateCart({
      add_items: [{ product_id: productIds.krem!, quantity: 1, subProductsReplacementForced: false }],
    });
    expect(first.ok).toBe(true);
    const session = browser.cookies.get('shop_session');
    expect(session).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const again = await shopApi.getCart();
    expect(again.ok && again.data.item_quantity).toBe(1);
    expect(browser.cookies.get('shop_session')).toBe(session);
  });

  it('answers the cart with every amount in grosze, as the storefront shows them', async () => {
    const { shopApi } = await load();
    const added = await shopApi.updateCart({
      add_items: [{ product_id: productIds.krem!, quantity: 2, subProductsReplacementForced: false }],
    });
    expect(added.ok && [added.data.items[0]?.unit_price, added.data.items_total]).toEqual([5000, 10000]);

    const loaded = await shopApi.getCart();
    expect(loaded.ok && [loaded.data.items[0]?.price_total, loaded.data.grand_total]).toEqual([10000, 10000]);
  });

  it('treats a successful answer without the Session-Id header as an error', async () => {
    const { shopApi } = await load();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stripSessionHeader = true;
    const result = await shopApi.getCart();
    expect(result).toMatchObject({ ok: false, errorMsgCode: 'unknown.error' });
    expect(String(logged.mock.calls[0]?.[0])).toContain('Missing session header');
    logged.mockRestore();
  });

  it('maps error codes to the Polish catalogue, with their parameters', async () => {
    const { shopApi } = await load();
    await shopApi.updateCart({
      add_items: [{ product_id: productIds.krem!, quantity: 1, subProductsReplacementForced: false }],
    });
    const refused = await shopApi.updateCart({ add_coupon_code: 'nie-ma-takiego' });
    expect(refused).toMatchObject({
      ok: false,
      status: 404,
      errorMsgCode: 'coupon.not.found',
      message: ERROR_MESSAGES_PL['coupon.not.found'],
    });
    const invalid = await shopApi.updateCart({ update_items: [{ lineId: 'nie-uuid', quantity: 1 }] });
    expect(invalid).toMatchObject({ ok: false, status: 400, errorMsgCode: 'request.invalid' });
  });

  it('answers a network failure as a value, not a throw', async () => {
    installBrowser('http://127.0.0.1:9');
    const { shopApi } = await load();
    expect(await shopApi.getCart()).toMatchObject({ ok: false, status: 0, errorMsgCode: 'service.unavailable' });
  });
});

describe('the cart store', () => {
  it('runs every change through the reducer: add, quantity, coupon, remove', async () => {
    const { store } = await load();
    await store.initialLoad();
    expect(store.getCartState()).toMatchObject({ isCartLoaded: true, item_quantity: 0, changeId: 0 });

    await store.addItem(productIds.krem!);
    const added = store.getCartState();
    expect(added.item_quantity).toBe(1);
    // A change of the count after the first load animates the badge.
    expect(added).toMatchObject({ changeId: 1, previousQuantity: 0 });

    await store.setQuantity(added.items[0]!, 3);
    expect(store.getCartState()).toMatchObject({ item_quantity: 3, increasing: true, quantity: 3, changeId: 2 });

    const refused = await store.applyCoupon('nie-ma-takiego');
    expect(refused.ok).toBe(false);
    expect(store.getCartState().showCouponError).toEqual({
      state: true,
      message: ERROR_MESSAGES_PL['coupon.not.found'],
    });
    store.clearCouponError();
    expect(store.getCartState().showCouponError.state).toBe(false);

    await store.removeItem(store.getCartState().items[0]!);
    expect(store.getCartState()).toMatchObject({ item_quantity: 0, items: [] });
  });

  it('shows the permanent add-to-cart error when the add fails', async () => {
    const { store } = await load();
    await store.initialLoad();
    expect((await store.addItem(productIds.ostatni!)).ok).toBe(true);
    expect((await store.addItem(productIds.ostatni!)).ok).toBe(false);
    expect(store.getCartState().globalMessage).toEqual({
      type: 'ERROR',
      message: UI_TEXT_PL.addToCartFailed,
      isPermanent: true,
    });
    expect(browser.events.filter((event) => event.type === 'shop:message').at(-1)?.detail).toMatchObject({
      message: UI_TEXT_PL.addToCartFailed,
    });
    expect(store.getCartState().item_quantity).toBe(1);
  });

  it('lets the first change create the cart and makes a second one wait for it', async () => {
    const { store } = await load();
    // Two adds at once from a page with no session yet: without the lock each would start a session.
    await Promise.all([store.addItem(productIds.krem!), store.addItem(productIds.mydlo!)]);
    const { store: fresh } = await load();
    await fresh.initialLoad();
    expect(
      fresh
        .getCartState()
        .items.map((line) => line.product.slug)
        .sort(),
    ).toEqual(['krem', 'mydlo']);
  });

  it('recovers a cart from the address, says so, and removes the token from the address bar', async () => {
    const { store } = await load();
    await store.addItem(productIds.krem!);
    const session = browser.cookies.get('shop_session')!;
    const token = (
      await app.inject({ method: 'POST', url: '/api/carts/recovery-token', headers: { 'session-id': session } })
    ).json().recoveryToken as string;

    browser = installBrowser(origin, `/cart?cart_recovery_token=${token}&utm_source=mail`);
    vi.resetModules();
    const { store: elsewhere } = await load();
    await elsewhere.initialLoad();
    expect(browser.url()).toBe(`${origin}/cart?utm_source=mail`);
    expect(elsewhere.getCartState()).toMatchObject({
      isCartLoaded: true,
      item_quantity: 1,
      globalMessage: { type: 'INFO', message: NOTIFICATION_MESSAGES_PL['cart.recovered'] },
    });
  });

  it('confirms an account from the address, signed in; signing out leaves a guest with an empty cart', async () => {
    const email = 'z-linku@example.pl';
    await app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: { email, password: 'rozane-pole-42' },
      remoteAddress: '10.61.0.1',
    });
    await vi.waitFor(() => expect(sent.some((mail) => mail.to === email)).toBe(true));
    const mail = sent.find((message) => message.to === email)!;
    const token = /registration_confirmation_token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    browser = installBrowser(origin, `/?registration_confirmation_token=${token}`);
    const { store } = await load();
    await store.initialLoad();
    expect(store.getCartState()).toMatchObject({
      account_logged_in: true,
      globalMessage: { type: 'INFO', message: NOTIFICATION_MESSAGES_PL['account.confirmed'] },
    });
    await store.addItem(productIds.krem!);
    const signedIn = browser.cookies.get('shop_session');

    await store.logOut();
    expect(store.getCartState()).toMatchObject({ account_logged_in: false, item_quantity: 0 });
    expect(browser.cookies.get('shop_session')).not.toBe(signedIn);
  });

  it('loads the plain cart with an error when the token fails, and shows error_message', async () => {
    browser = installBrowser(origin, `/?sms=${'x'.repeat(43)}&message_code=cart.recovered`);
    const { store } = await load();
    await store.initialLoad();
    expect(browser.url()).toBe(`${origin}/`);
    expect(store.getCartState()).toMatchObject({
      isCartLoaded: true,
      item_quantity: 0,
      globalMessage: { type: 'ERROR', message: ERROR_MESSAGES_PL['cart.recovery.token.not.found'] },
    });

    browser = installBrowser(origin, '/cart?error_message=Płatność anulowana');
    vi.resetModules();
    const { store: next } = await load();
    await next.initialLoad();
    expect(next.getCartState().globalMessage).toEqual({ type: 'ERROR', message: 'Płatność anulowana' });
    expect(browser.url()).toBe(`${origin}/cart`);
  });
});
