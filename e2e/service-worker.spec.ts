import type { BrowserContext, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

/**
 * The storefront as an installed app (ADR 019): the service worker, the offline page and the web
 * app manifest. Each test has a browser context of its own, so each installs the worker afresh.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_HEADING = { level: 1, name: 'Jesteś offline' } as const;

/** Opens a page and waits until the service worker has activated and controls it. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'activated');
}

/** Every address in every cache of the page's origin. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

async function goOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
}

/**
 * Installs a newer worker, as a deploy would: the same file under another address is, for the
 * browser, a new version of the registration's worker (a changed /sw.js cannot be made here: the
 * browser fetches a worker's script past the test's routing).
 */
async function installNewerWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=2', { scope: '/' }));
}

test('installs the service worker, which controls the page and precaches the offline page', async ({
  page,
  request,
}) => {
  await openControlled(page, '/');
  const paths = await cachedPaths(page);
  expect(paths).toContain('/offline');
  expect(paths.some((path) => path.startsWith('/_next/static/'))).toBe(true);
  expect(paths).toContain('/icons/icon-192.png');

  const script = await request.get('/sw.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/javascript/);
  expect(script.headers()['content-security-policy']).toContain("script-src 'self'");
  // The page's policy lets the worker and the manifest come from the shop only.
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toContain("worker-src 'self'");
});

test('shows a visited catalogue page from its copy and the offline page for one not yet visited', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  await page.goto('/sklep');
  await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
  // Kept by the worker as it passed the page on (network first).
  await expect.poll(() => cachedPaths(page)).toContain('/sklep');

  await goOffline(context, page, '/sklep');
  await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();

  await page.goto('/o-nas');
  await expect(page).toHaveURL(/\/o-nas$/);
  await expect(page.getByRole('heading', OFFLINE_HEADING)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Co działa bez internetu' })).toBeVisible();
  // It lists the pages that still open, and leads back to the shop.
  const kept = page.getByRole('region', { name: 'Strony dostępne offline' });
  await expect(kept.getByRole('link', { name: 'Sklep' })).toHaveAttribute('href', '/sklep');
  const onwards = page.getByRole('navigation', { name: 'Dokąd dalej' });
  await expect(onwards.getByRole('link', { name: 'Przejdź do sklepu' })).toHaveAttribute('href', '/sklep');

  // Retrying while still offline says so; back online, the page that was asked for loads by itself.
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nadal brak połączenia' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', OFFLINE_HEADING)).toBeHidden();
  await expect(page).toHaveURL(/\/o-nas$/);
});

test('never shows a kept cart offline: the cart is never cached', async ({ page, context }) => {
  await openControlled(page, '/');
  await page.goto('/cart');
  await expect(page.getByRole('heading', OFFLINE_HEADING)).toHaveCount(0);
  await page.goto('/sklep');
  await expect.poll(() => cachedPaths(page)).toContain('/sklep');

  const kept = await cachedPaths(page);
  for (const path of ['/cart', '/checkout', '/login', '/account']) expect(kept).not.toContain(path);
  expect(kept.some((path) => path.startsWith('/api/'))).toBe(false);

  await goOffline(context, page, '/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', OFFLINE_HEADING)).toBeVisible();
});

test('the offline page is accessible', async ({ page, context, expectAccessible }) => {
  await openControlled(page, '/');
  await goOffline(context, page, '/blog');
  await expect(page.getByRole('heading', OFFLINE_HEADING)).toBeVisible();
  await expectAccessible();
});

test('reloads the page when a newer worker activates after a script failed to load (spec §4)', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one browser is enough for the lifecycle');
  await openControlled(page, '/');

  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  // A chunk of an older build that is gone: it fails, which sets the flag (and asks for a newer worker).
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = `/_next/static/chunks/gone-${Date.now()}.js`;
    document.head.append(script);
  });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('manufaktura:resource-failed'))).toBe('1');
  // Waiting for the reload's load event (not polling the page) never reads a page mid-navigation.
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await installNewerWorker(page);
  await reloaded;
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'activated');
  expect(await page.evaluate(() => sessionStorage.getItem('manufaktura:resource-failed'))).toBeNull();
});

test('a newer worker does not reload a page that lost nothing', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one browser is enough for the lifecycle');
  await openControlled(page, '/');

  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  // The newer worker takes control of the page (it claims its clients as it activates)…
  const controlling = page.evaluate(
    () =>
      new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })),
  );
  await installNewerWorker(page);
  await controlling;
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'activated');
  // …and the page stays as it is.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);
});

test('the web app manifest describes the shop in Polish, with icons that load', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#b8855d');
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    [field: string]: unknown;
  };
  expect(manifest).toMatchObject({
    name: 'Manufaktura',
    short_name: 'Manufaktura',
    start_url: '/',
    display: 'standalone',
    lang: 'pl',
    theme_color: '#b8855d',
    background_color: '#fffcf8',
  });
  expect(String(manifest.description)).toMatch(/kosmetyki/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    // A PNG's IHDR holds its width and height, big-endian, at bytes 16 and 20.
    const png = await file.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});
