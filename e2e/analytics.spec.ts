import type { ChildProcess } from 'node:child_process';

import type { BrowserContext, Page } from '@playwright/test';

import { freePort, startStorefront, stop, waitForUrl } from '../scripts/shop-process.ts';
import {
  acceptTerms,
  buyableCards,
  cartLine,
  cartLink,
  expect,
  fillBilling,
  mailsTo,
  mailText,
  open,
  orderButton,
  test as base,
} from './fixtures.ts';

/**
 * GA4's e-commerce events and the marketing headers (spec §7, §9; ADR 017). The shop under test has
 * no measurement id, so these journeys run against a second storefront with one, in front of the
 * same API; Google's script is refused before it leaves the browser (there is no internet, and
 * none of it may load), so `window.dataLayer` holds exactly what the shop pushed.
 */

const MEASUREMENT_ID = 'G-E2ETEST01';
const GOOGLE = /googletagmanager\.com|google-analytics\.com/;
const MARKETING_COOKIES = {
  _fbc: 'fb.1.1700000000000.IwAR2e2e',
  _fbp: 'fb.1.1700000000000.1234567890',
  ttclid: 'E.C.P.e2e-click',
  _ttp: 'e2e-ttp-browser',
};
const MARKETING_HEADERS = { 'x-fbc': '_fbc', 'x-fbp': '_fbp', 'x-ttclid': 'ttclid', 'x-ttp': '_ttp' } as const;

const test = base.extend<{ googleRequests: string[] }, { measuredShop: string }>({
  measuredShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const shop = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
      const port = await freePort();
      // The same build; the measurement id is read at run time. Its API calls go through the shop under test.
      const storefront: ChildProcess = startStorefront(
        { PORT: String(port), API_PORT: '1', HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR ?? 'data' },
        { API_ORIGIN: shop, NEXT_PUBLIC_GA_MEASUREMENT_ID: MEASUREMENT_ID },
      );
      const url = `http://127.0.0.1:${port}`;
      await waitForUrl(`${url}/api/health`, storefront);
      await use(url);
      await stop(storefront);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ measuredShop }, use) => use(measuredShop),
  googleRequests: async ({ context }, use) => {
    const requests: string[] = [];
    await context.route(GOOGLE, (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    await use(requests);
  },
});

/** Playwright's Chromium reports navigator.webdriver, which the banner treats as a bot (spec §5). */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
});

interface PushedEvent {
  name: string;
  params: Record<string, unknown> & { items?: Record<string, unknown>[] };
}

/** The events the page pushed to the dataLayer (gtag's `arguments`), in order. */
function pushedEvents(page: Page): Promise<PushedEvent[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event')
      .map((args) => ({ name: args[1] as string, params: args[2] as PushedEvent['params'] })),
  );
}

/** Waits for the page's events named `name` and gives the last one. */
async function lastEvent(page: Page, name: string, count = 1): Promise<PushedEvent['params']> {
  await expect.poll(async () => (await pushedEvents(page)).filter((e) => e.name === name).length).toBe(count);
  return (await pushedEvents(page)).filter((e) => e.name === name).at(-1)!.params;
}

/** The first visit's choice in the banner. */
async function choose(page: Page, button: 'Akceptuj wszystkie' | 'Odrzuć wszystkie'): Promise<void> {
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Dbamy o Twoją prywatność' }).getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: 'Dbamy o Twoją prywatność' })).toBeHidden();
}

/** A price as GA4 is told it: gross PLN ÷ 1.23, to the grosz. */
const net = (grossPln: number) => Math.round((grossPln * 100) / 1.23) / 100;

async function grossPrice(page: Page, slug: string): Promise<number> {
  const product = (await (await page.request.get(`/api/products/${slug}`)).json()) as { unit_price: number };
  return product.unit_price;
}

async function addFromProductPage(page: Page, slug: string): Promise<void> {
  await open(page, `/sklep/${slug}/`);
  const count = Number((await cartLink(page).locator('[data-cart-target]').textContent()) ?? 0);
  await page.getByRole('main').getByRole('button', { name: 'Do koszyka' }).first().click();
  await expect(cartLink(page)).toHaveAccessibleName(`koszyk (${count + 1})`);
}

const HYDROLAT = 'hydrolat-lawendowy';
const PASSWORD = 'rozane-pole-42';

test.describe('GA4 events with analytics accepted', () => {
  test('a list, a product chosen from it, its page, added to the cart, and a search', async ({
    page,
    googleRequests,
  }) => {
    await choose(page, 'Akceptuj wszystkie');
    // Consent Mode v2 as before: denied by default, then granted; Google's script asked for (and refused here).
    const commands = await page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)),
    );
    expect(commands).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(commands).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(googleRequests.some((url) => url.includes(MEASUREMENT_ID))).toBe(true);

    await page.goto('/sklep');
    const list = await lastEvent(page, 'view_item_list');
    expect(list).toMatchObject({ item_list_id: 'sklep', item_list_name: expect.any(String) });
    expect(list).not.toHaveProperty('value');
    expect(list.items!.length).toBeGreaterThan(0);
    list.items!.forEach((item, index) => {
      expect(item).toMatchObject({ item_id: expect.any(String), item_name: expect.any(String), quantity: 1, index });
      expect(typeof item.price).toBe('number');
    });

    const card = buyableCards(page).first();
    const name = (await card.getByRole('heading').textContent())!;
    const index = (await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()).indexOf(
      name,
    );
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const selected = await lastEvent(page, 'select_item');
    expect(selected).toMatchObject({ item_list_id: 'sklep', items: [{ item_name: name, index }] });

    const slug = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1)!;
    const price = net(await grossPrice(page, slug));
    const viewed = await lastEvent(page, 'view_item');
    expect(viewed).toMatchObject({ currency: 'PLN', value: price, items: [{ item_name: name, price, quantity: 1 }] });

    await page.getByRole('main').getByRole('button', { name: 'Do koszyka' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
    // As the cart prices it: a running promotion may take its part, reported as the discount.
    const added = await lastEvent(page, 'add_to_cart');
    const [line] = added.items as { price: number; discount?: number }[];
    expect(added).toMatchObject({ currency: 'PLN', value: line!.price, items: [{ item_name: name, quantity: 1 }] });
    expect(line!.price + (line!.discount ?? 0)).toBeCloseTo(price, 1);
    expect(added.items![0]).toHaveProperty('item_category');

    await page.goto('/search?q=hydrolat');
    expect(await lastEvent(page, 'search')).toEqual({ search_term: 'hydrolat' });
    expect(await lastEvent(page, 'view_item_list')).toMatchObject({ item_list_id: 'search' });
  });

  test('the cart, the checkout steps and one purchase per order', async ({ page }, info) => {
    await choose(page, 'Akceptuj wszystkie');
    await addFromProductPage(page, HYDROLAT);
    const price = net(await grossPrice(page, HYDROLAT));

    await open(page, '/cart/');
    expect(await lastEvent(page, 'view_cart')).toMatchObject({ currency: 'PLN', value: price });
    const row = cartLine(page, HYDROLAT);
    await row.getByRole('button', { name: /^Zwiększ ilość/ }).click();
    await expect(row.getByRole('spinbutton')).toHaveValue('2');
    expect(await lastEvent(page, 'add_to_cart')).toMatchObject({ value: price, items: [{ quantity: 1, price }] });
    await row.getByRole('button', { name: /^Zwiększ ilość/ }).click();
    await expect(row.getByRole('spinbutton')).toHaveValue('3');
    await row.getByRole('button', { name: /^Zmniejsz ilość/ }).click();
    await expect(row.getByRole('spinbutton')).toHaveValue('2');
    expect(await lastEvent(page, 'remove_from_cart')).toMatchObject({ value: price, items: [{ quantity: 1 }] });

    await page.getByRole('link', { name: 'Przejdź do kasy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
    const twoPieces = Math.round(price * 2 * 100) / 100;
    expect(await lastEvent(page, 'begin_checkout')).toMatchObject({
      currency: 'PLN',
      value: twoPieces,
      items: [{ quantity: 2, price }],
    });
    await page.getByLabel('Adres e-mail').fill(`ga.${info.project.name}.${Date.now()}@example.pl`);
    await page.getByRole('radio', { name: /Kurier InPost za pobraniem/ }).check();
    expect(await lastEvent(page, 'add_shipping_info')).toMatchObject({
      value: twoPieces,
      shipping_tier: 'Kurier InPost za pobraniem',
    });
    // Cash on delivery, the only payment with this delivery, is chosen already: the order reports it.
    await expect(page.getByRole('radio', { name: /Płatność przy odbiorze/ })).toBeChecked();
    await fillBilling(page);
    await acceptTerms(page);
    await orderButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie!' })).toBeVisible();
    expect(await lastEvent(page, 'add_payment_info')).toMatchObject({
      value: twoPieces,
      payment_type: 'Płatność przy odbiorze',
    });
    const number = ((await page.getByText(/^Numer zamówienia: /).textContent()) ?? '').replace(
      'Numer zamówienia: ',
      '',
    );
    const purchase = await lastEvent(page, 'purchase');
    expect(purchase).toMatchObject({
      transaction_id: number,
      currency: 'PLN',
      value: twoPieces,
      // Courier with cash on delivery, 21,99 zł gross: shipping apart from the value, net like it.
      shipping: net(21.99),
      items: [{ quantity: 2, price }],
    });
    expect(purchase.tax).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie!' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect((await pushedEvents(page)).filter((e) => e.name === 'purchase')).toEqual([]);
  });

  test('an account made, and a sign-in', async ({ page, browser, measuredShop }, info) => {
    const email = `ga.${info.project.name}.${Date.now().toString(36)}@example.pl`;
    await choose(page, 'Akceptuj wszystkie');
    await page.goto('/login');
    const register = page.getByRole('region', { name: 'Załóż konto' });
    await register.getByLabel('Imię').fill('Ewa');
    await register.getByLabel('Nazwisko').fill('Nowak');
    await register.getByLabel('Adres email').fill(email);
    await register.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Powtórz hasło').fill(PASSWORD);
    await register.getByRole('button', { name: 'załóż konto' }).click();
    await expect(register.getByRole('status')).toContainText(email);
    expect(await lastEvent(page, 'sign_up')).toEqual({ method: 'email' });

    // The account is confirmed from the e-mail elsewhere (another browser), then signed in to here.
    const link = /http:\/\/[^\s]+\/\?registration_confirmation_token=[A-Za-z0-9_-]+/;
    await expect.poll(async () => (await mailsTo(email)).some((mail) => link.test(mailText(mail)))).toBe(true);
    const confirmation = new URL(link.exec((await mailsTo(email)).map(mailText).find((text) => link.test(text))!)![0]);
    const elsewhere = await browser.newContext({ baseURL: measuredShop });
    await open(await elsewhere.newPage(), confirmation.pathname + confirmation.search);
    await elsewhere.close();

    const signIn = page.getByRole('region', { name: 'Zaloguj się' }).locator('form').first();
    await signIn.getByLabel('Adres email').fill(email);
    await signIn.getByLabel('Hasło').fill('to-nie-jest-haslo');
    await signIn.getByRole('button', { name: 'zaloguj się' }).click();
    await expect(signIn.getByRole('alert')).toBeVisible();
    // A refused password is no sign-in.
    expect((await pushedEvents(page)).filter((e) => e.name === 'login')).toEqual([]);
    await signIn.getByLabel('Hasło').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'zaloguj się' }).click();
    await expect(page).toHaveURL(/\/account/);
    expect(await lastEvent(page, 'login')).toEqual({ method: 'email' });
  });
});

test.describe('without analytics consent', () => {
  test('nothing reaches the dataLayer and nothing loads from Google', async ({ page, googleRequests }) => {
    await choose(page, 'Odrzuć wszystkie');
    await page.goto('/sklep');
    await buyableCards(page).first().getByRole('link').first().click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Do koszyka' }).first()).toBeVisible();
    await expect(page.locator('[data-cart-target][data-ready="true"]')).toBeAttached();
    await page.getByRole('main').getByRole('button', { name: 'Do koszyka' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
    await open(page, '/cart/');
    await page.goto('/search?q=hydrolat');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    expect(googleRequests).toEqual([]);
  });
});

/** The shop API calls the page makes from now on, with their headers and answers. */
function apiCalls(page: Page): { headers: Record<string, string>; status: number }[] {
  const calls: { headers: Record<string, string>; status: number }[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    calls.push({ headers: await response.request().allHeaders(), status: response.status() });
  });
  return calls;
}

async function marketingCookies(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies(Object.entries(MARKETING_COOKIES).map(([name, value]) => ({ name, value, url })));
}

test.describe('the marketing headers', () => {
  test('go with every API call once analytics is accepted, with the page as the referer', async ({
    page,
    context,
    measuredShop,
  }) => {
    await marketingCookies(context, measuredShop);
    await choose(page, 'Akceptuj wszystkie');
    const calls = apiCalls(page);
    await addFromProductPage(page, HYDROLAT);
    await expect.poll(() => calls.length).toBeGreaterThan(1);
    for (const call of calls) {
      for (const [header, cookie] of Object.entries(MARKETING_HEADERS)) {
        expect(call.headers[header]).toBe(MARKETING_COOKIES[cookie]);
      }
      expect(call.headers.referer).toMatch(new RegExp(`^${measuredShop}/sklep/${HYDROLAT}/?$`));
      // The API takes them like any call.
      expect(call.status).toBeLessThan(400);
    }
  });

  test('stay home without consent, and the referer is only the shop', async ({ page, context, measuredShop }) => {
    await marketingCookies(context, measuredShop);
    await choose(page, 'Odrzuć wszystkie');
    const calls = apiCalls(page);
    await addFromProductPage(page, HYDROLAT);
    await expect.poll(() => calls.length).toBeGreaterThan(1);
    for (const call of calls) {
      for (const header of Object.keys(MARKETING_HEADERS)) expect(call.headers).not.toHaveProperty(header);
      expect(call.headers.referer).toBe(`${measuredShop}/`);
      expect(call.status).toBeLessThan(400);
    }
  });
});
