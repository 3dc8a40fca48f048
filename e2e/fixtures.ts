import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { UI_TEXT_PL } from '@manufaktura/core';
import type { Page } from '@playwright/test';
import { errors, expect, test as base } from '@playwright/test';

/** The longest movement `settled` waits for: fades and slides are shorter; a message's lifetime is longer. */
const MOVEMENT_MS = 2_000;

/**
 * Waits, for at most a few seconds, until nothing on the page is part-way through a short
 * transition or animation. axe reads colours as they are drawn: a notification fading in has too
 * little contrast until it has arrived.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (longest) =>
        document.getAnimations().every((animation) => {
          const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
          return animation.playState !== 'running' || !Number.isFinite(end) || end > longest;
        }),
      MOVEMENT_MS,
      { timeout: 5_000 },
    )
    .catch((error: unknown) => {
      // Something that keeps moving is checked as it stands; any other failure is the test's.
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
}

/** Runs axe on the page, once it has settled, and fails on serious or critical violations. */
async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * A client address of its own for each test (198.18.0.0/15, the benchmarking range). The tests
 * stand where a reverse proxy would: they reach the storefront from loopback, which it trusts
 * (TRUST_PROXY), and say whose request it is in X-Forwarded-For. The API's per-address limits then
 * count each test as one shopper, as they count each shopper, instead of the whole run as one.
 */
function clientAddressOf(testId: string, project: string, retry: number): string {
  const hash = createHash('sha256').update(`${project} ${testId} ${retry}`).digest();
  return `198.${18 + (hash[0]! & 1)}.${hash[1]}.${hash[2]}`;
}

export const test = base.extend<{ expectAccessible: () => Promise<void> }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': clientAddressOf(testInfo.testId, testInfo.project.name, testInfo.retry),
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
});

export { expect };
export { mailText } from '../scripts/mail-reader.ts';

/** The cart link in the header; its accessible name carries the count ("koszyk (2)"). */
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^koszyk/ });

/** Opens a page and waits until the cart has loaded in the browser (the page is interactive). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-cart-target][data-ready="true"]')).toBeAttached();
}

/**
 * The product cards of the page's main part that can be added to the cart. Other journeys (the
 * back office's) add products with no stock yet, and those may list first.
 */
export const buyableCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: UI_TEXT_PL.addToCart }) });

/** A line of the cart page, by product slug. */
export const cartLine = (page: Page, slug: string) => page.locator(`[data-line="${slug}"]`);

export const orderButton = (page: Page) => page.getByRole('button', { name: UI_TEXT_PL.finalOrderButton });

export const orderSummary = (page: Page) => page.getByRole('complementary', { name: 'Twoje zamówienie' });

/** Fills the checkout's billing address with a valid Polish one (its phone different every time). */
export async function fillBilling(page: Page): Promise<void> {
  const billing = page.getByRole('group', { name: 'Dane zamawiającego' });
  await billing.getByLabel('Imię').fill('Anna');
  await billing.getByLabel('Nazwisko').fill('Nowak');
  await billing.getByLabel('Ulica i numer').fill('Długa 5/3');
  await billing.getByLabel('Kod pocztowy').fill('30-001');
  await billing.getByLabel('Miejscowość').fill('Kraków');
  // A phone of its own per order: the shop limits orders per phone, and the suite places many.
  await billing.getByLabel('Telefon').fill(`+48 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
}

/** Ticks the two required checkout consents. */
export async function acceptTerms(page: Page): Promise<void> {
  const consents = page.getByRole('group', { name: 'Zgody' });
  await consents.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ }).check();
  await consents.getByRole('checkbox', { name: /polityką prywatności/ }).check();
}

/** The .eml files the shop wrote for an address (SMTP is not configured in the tests). */
export async function mailsTo(email: string): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? 'data', 'outbox');
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return mails.filter((mail) => mail.includes(email));
}
