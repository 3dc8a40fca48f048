import { demoShop } from '@manufaktura/db/demo-shop';
import type { Page } from '@playwright/test';

import { acceptTerms, cartLine, cartLink, expect, fillBilling, open, orderButton, test } from './fixtures.ts';

/**
 * Paying online: `npm start` without Przelewy24 credentials runs the local
 * simulator, so these journeys go through the same protocol as real payments,
 * on the simulator's payment page, and back.
 */
const soap = demoShop.products.find((p) => p.slug === 'mydlo-lawendowe')!;

/** The soap in the cart, the checkout filled in for a courier paid in advance; the order button not yet pressed. */
async function checkoutPaidInAdvance(page: Page, email: string) {
  await open(page, `/sklep/${soap.slug}/`);
  await page.getByRole('main').getByRole('button', { name: 'Do koszyka' }).first().click();
  await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
  await open(page, '/checkout/');
  await page.getByLabel('Adres e-mail').fill(email);
  await fillBilling(page);
  await page.getByRole('radio', { name: /^Kurier InPost Dostawa/ }).check();
  await expect(page.getByRole('radio', { name: /Przelewy24/ })).toBeChecked();
  await acceptTerms(page);
}

async function orderPaidOnline(page: Page, email: string) {
  await checkoutPaidInAdvance(page, email);
  await orderButton(page).click();
  // Przelewy24's payment page (here the simulator's).
  await expect(page).toHaveURL(/\/trnRequest\/[A-F0-9]+$/);
  await expect(page.getByText(/^Zamówienie MF-\d{4}-\d+ – Manufaktura$/)).toBeVisible();
}

const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.pl`;

test.describe('paying with Przelewy24', () => {
  test('pays on the gateway and comes back to a paid order', async ({ page, expectAccessible }) => {
    await orderPaidOnline(page, uniqueEmail('p24'));
    await page.getByRole('button', { name: 'zapłać' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    await expect(page.getByText('Płatność przyjęta – dziękujemy!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Przelewy24 – opłacone')).toBeVisible();
    await expectAccessible();
  });

  test('a rejected payment leaves the order waiting; paying again from it pays the same order', async ({
    page,
    expectAccessible,
  }) => {
    await orderPaidOnline(page, uniqueEmail('p24-odrzucona'));
    await page.getByRole('button', { name: 'odrzuć' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    const number = await page.getByText(/^Numer zamówienia: /).textContent();
    await expect(page.getByRole('heading', { name: 'Czekamy na Twoją płatność' })).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'zapłać teraz' }).click();
    await expect(page).toHaveURL(/\/trnRequest\/[A-F0-9]+$/);
    await page.getByRole('button', { name: 'zapłać' }).click();
    await expect(page.getByText('Płatność przyjęta – dziękujemy!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Numer zamówienia: /)).toHaveText(number!);
  });
});

test.describe('paying with BLIK on the shop’s page', () => {
  test('the code typed at checkout pays the order once the shopper confirms in the bank’s app', async ({
    page,
    expectAccessible,
  }) => {
    await checkoutPaidInAdvance(page, uniqueEmail('blik'));
    await page.getByRole('radio', { name: /^BLIK/ }).check();
    await orderButton(page).click();
    await expect(page.getByText('Wpisz 6-cyfrowy kod BLIK z aplikacji swojego banku.').first()).toBeVisible();
    await page.getByLabel('Kod BLIK').fill('777 123');
    await expectAccessible();
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    await expect(page.getByText('Płatność przyjęta – dziękujemy!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('BLIK – opłacone')).toBeVisible();
  });

  test('a code the bank refuses leaves the order waiting; a new code pays the same order', async ({
    page,
    expectAccessible,
  }) => {
    await checkoutPaidInAdvance(page, uniqueEmail('blik-odrzucony'));
    await page.getByRole('radio', { name: /^BLIK/ }).check();
    await page.getByLabel('Kod BLIK').fill('123456');
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    await expect(page.getByText('Bank nie przyjął kodu BLIK', { exact: false }).first()).toBeVisible();
    const number = await page.getByText(/^Numer zamówienia: /).textContent();
    await expect(page.getByText('BLIK – czekamy na płatność')).toBeVisible();
    await expectAccessible();

    await page.getByLabel('Kod BLIK').fill('777456');
    await page.getByRole('button', { name: 'zapłać kodem BLIK' }).click();
    await expect(page.getByText('Płatność przyjęta – dziękujemy!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Numer zamówienia: /)).toHaveText(number!);
  });
});

test.describe('an order left unpaid', () => {
  test('back without paying: the empty cart offers the order; back to the cart it comes with payment.in.progress', async ({
    page,
    expectAccessible,
  }) => {
    const email = uniqueEmail('p24-porzucona');
    await orderPaidOnline(page, email);
    await page.getByRole('button', { name: 'porzuć' }).click();
    await expect(page.getByRole('heading', { name: 'Płatność porzucona' })).toBeVisible();

    await open(page, '/cart/');
    const unpaid = page.getByRole('heading', { name: /^Zamówienie MF-\d{4}-\d+ czeka na płatność$/ });
    await expect(unpaid).toBeVisible();
    await expect(page.getByRole('link', { name: 'zapłać za zamówienie' })).toHaveAttribute(
      'href',
      /\/order-confirmation\?order=/,
    );
    await expectAccessible();

    await page.getByRole('button', { name: 'wróć do koszyka' }).click();
    await expect(
      page.getByText('Niedokończono poprzedniej płatności. Koszyk został załadowany ponownie'),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
    await expect(page.getByRole('main').getByRole('link', { name: soap.name }).first()).toBeVisible();
    await open(page, '/checkout/');
    await expect(page.getByLabel('Adres e-mail')).toHaveValue(email);
    await expect(page.getByRole('radio', { name: /^Kurier InPost Dostawa/ })).toBeChecked();
  });

  test('abandoned on the gateway, it is cancelled when its time runs out and its stock comes back', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one journey waits for the expiry; once is enough');
    test.setTimeout(180_000);
    // The shop's whole stock of a serum no other journey orders: left unpaid, the order keeps it sold
    // out until it expires. (Not the shop's one product with two left: the cart's journeys add those.)
    const serum = demoShop.products.find((p) => p.slug === 'serum-pod-oczy-z-kofeina')!;
    await open(page, `/sklep/${serum.slug}/`);
    await page.getByRole('main').getByRole('button', { name: 'Do koszyka' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
    await open(page, '/cart/');
    const quantity = cartLine(page, serum.slug).getByRole('spinbutton');
    await quantity.fill(String(serum.stock));
    await quantity.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName(`koszyk (${serum.stock})`);
    await open(page, '/checkout/');
    await page.getByLabel('Adres e-mail').fill(uniqueEmail('p24-wygasla'));
    await fillBilling(page);
    await page.getByRole('radio', { name: /^Kurier InPost Dostawa/ }).check();
    await acceptTerms(page);
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/trnRequest\/[A-F0-9]+$/);
    await page.getByRole('button', { name: 'porzuć' }).click();

    // The shop's API says whether it can be bought (its answers are cached for a few seconds).
    const available = async () =>
      ((await (await page.request.get(`/api/products/${serum.slug}`)).json()) as { available: boolean }).available;
    await expect.poll(available, { timeout: 20_000 }).toBe(false);
    // PAYMENT_TIMEOUT is a minute in these journeys (scripts/e2e.ts).
    await expect.poll(available, { timeout: 150_000, intervals: [5_000] }).toBe(true);
  });
});

test.describe('paying with Przelewy24 without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the order goes to the gateway and, once paid, the page shows it after a reload', async ({ page }) => {
    await page.goto(`/sklep/${soap.slug}/`);
    await page.getByRole('main').getByRole('button', { name: 'Do koszyka' }).first().click();
    await page.goto('/checkout/');
    await page.getByLabel('Adres e-mail').fill(uniqueEmail('p24-bez-js'));
    await fillBilling(page);
    await page.getByRole('radio', { name: /^Kurier InPost Dostawa/ }).check();
    await page.getByRole('radio', { name: /Przelewy24/ }).check();
    await acceptTerms(page);
    await orderButton(page).click();
    // The page came back with the delivery's price added (the total changed): the shopper confirms it.
    await expect(page.getByText(/Doliczyliśmy koszt wybranej dostawy/)).toBeVisible();
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/trnRequest\/[A-F0-9]+$/);
    await page.getByRole('button', { name: 'zapłać' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Płatność przyjęta – dziękujemy!')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });
});
