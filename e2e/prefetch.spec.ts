import type { BrowserContext, Page } from '@playwright/test';

import { expect, open, test } from './fixtures.ts';

/** Spec §9: "Prefetch: batches of 4 pages, 3 s delay, skipped on 2g, data-saver or bots." */
const BATCH = 4;
const DELAY_MS = 3000;
/** The browser's clock and the test's may differ by a few milliseconds. */
const CLOCK_SLACK_MS = 100;

const CATEGORY = '/sklep/mydla-naturalne';
const NEVER_PREFETCHED = /^\/(cart|checkout|account|login|logout|admin|api)(\/|\?|$)/;

/** Playwright's Chromium reports navigator.webdriver, which the shop counts as a bot (spec §9). */
async function asPerson(context: BrowserContext) {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
}

/** What the browser says of its connection (the Network Information API). */
async function onConnection(context: BrowserContext, hints: { saveData?: boolean; effectiveType: string }) {
  await context.addInitScript(
    (value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value }),
    hints,
  );
}

interface Prefetches {
  /** Each address the page asked Next.js's router for, with when it first did. */
  firstAsked: Map<string, number>;
  /** Per address, how many times its page was fetched (not counting the router's look-ups of a route's shape). */
  pageFetches: Map<string, number>;
}

/**
 * The router's requests (`RSC: 1`, as front-door.ts recognises them) while the test only looks at
 * the page: each one is a prefetch.
 */
function watchPrefetches(page: Page): Prefetches {
  const prefetches: Prefetches = { firstAsked: new Map(), pageFetches: new Map() };
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers.rsc === undefined) return;
    const url = new URL(request.url());
    url.searchParams.delete('_rsc');
    const address = url.pathname + url.search;
    if (!prefetches.firstAsked.has(address)) prefetches.firstAsked.set(address, Date.now());
    if (headers['next-router-state-tree'] !== undefined) {
      prefetches.pageFetches.set(address, (prefetches.pageFetches.get(address) ?? 0) + 1);
    }
  });
  return prefetches;
}

/** When the page's load event began, on the test's clock. */
const loadedAt = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + navigation!.loadEventStart;
  });

/** Whether a link to the address is on screen (displayed and within the viewport). */
const linkOnScreen = (page: Page, address: string) =>
  page.evaluate((href) => {
    return [...document.querySelectorAll(`a[href="${href}"]`)].some((link) => {
      const box = link.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
  }, address);

/** The first product card's link on the page. */
const firstProduct = (page: Page) => page.getByRole('main').getByRole('article').first().getByRole('link').first();

test.describe('prefetching', () => {
  test('waits 3 s, then prefetches shop pages 4 at a time, on screen first, each once', async ({ page, context }) => {
    await asPerson(context);
    const prefetches = watchPrefetches(page);
    await open(page, CATEGORY);
    const loaded = await loadedAt(page);

    await expect.poll(() => prefetches.firstAsked.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(3 * BATCH);
    const asked = [...prefetches.firstAsked].sort(([, a], [, b]) => a - b);

    // Nothing before the delay; after it, never more than 4 new pages per 3 s.
    expect(asked[0]![1]).toBeGreaterThanOrEqual(loaded + DELAY_MS - CLOCK_SLACK_MS);
    asked.forEach(([address, at], index) => {
      const batch = Math.floor(index / BATCH) + 1;
      expect(at, `${address}, page ${index + 1}, is in batch ${batch} or later`).toBeGreaterThanOrEqual(
        loaded + batch * DELAY_MS - CLOCK_SLACK_MS,
      );
    });

    // The first batch goes out together, and the page's links on screen come first.
    const first = asked.slice(0, BATCH);
    expect(first.at(-1)![1] - first[0]![1]).toBeLessThan(1000);
    for (const [address] of first) expect(await linkOnScreen(page, address), address).toBe(true);

    for (const [address] of asked) expect(address).not.toMatch(NEVER_PREFETCHED);
    expect([...prefetches.pageFetches.values()].every((count) => count === 1)).toBe(true);
    expect(prefetches.firstAsked.has(CATEGORY)).toBe(false);
  });

  test('shows a prefetched product without asking the server again', async ({ page, context }) => {
    await asPerson(context);
    const prefetches = watchPrefetches(page);
    await open(page, CATEGORY);
    const product = firstProduct(page);
    const address = (await product.getAttribute('href'))!;
    await expect.poll(() => prefetches.pageFetches.get(address) ?? 0, { timeout: 30_000 }).toBe(1);

    await product.click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(prefetches.pageFetches.get(address)).toBe(1);
  });

  for (const [label, hints] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
  ] as const) {
    test(`prefetches nothing ahead on ${label}`, async ({ page, context }) => {
      await asPerson(context);
      await onConnection(context, hints);
      const prefetches = watchPrefetches(page);
      await open(page, CATEGORY);
      await page.waitForTimeout(2 * DELAY_MS + 1000);
      expect([...prefetches.firstAsked.keys()]).toEqual([]);

      // Pointing at a product is the visitor's intent: it is prefetched, unless data saver is on.
      const product = firstProduct(page);
      await product.hover();
      const address = (await product.getAttribute('href'))!;
      if ('saveData' in hints) {
        await page.waitForTimeout(1000);
        expect([...prefetches.firstAsked.keys()]).toEqual([]);
      } else {
        await expect.poll(() => [...prefetches.firstAsked.keys()]).toEqual([address]);
      }
    });
  }

  test.describe('for a crawler', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

    test('prefetches nothing', async ({ page, context }) => {
      await asPerson(context);
      const prefetches = watchPrefetches(page);
      await open(page, CATEGORY);
      await page.waitForTimeout(2 * DELAY_MS + 1000);
      expect([...prefetches.firstAsked.keys()]).toEqual([]);
    });
  });

  test('links stay plain links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CATEGORY);
    const product = firstProduct(page);
    const address = (await product.getAttribute('href'))!;
    await product.click();
    await expect(page).toHaveURL(address);
    await context.close();
  });
});
