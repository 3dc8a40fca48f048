import { ERROR_MESSAGES_PL, formatMoney, UI_TEXT_PL } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';
import type { Page } from '@playwright/test';

import {
  acceptTerms,
  cartLine,
  cartLink,
  expect,
  fillBilling,
  mailsTo,
  orderButton,
  orderSummary,
  test,
} from './fixtures.ts';

/**
 * The whole purchase as plain HTML forms: every cart change and the order
 * post to Server Actions, and the pages come back rendered on the server.
 * (axe needs scripts in the page; the same pages are checked with JavaScript
 * in cart.spec.ts and checkout.spec.ts.)
 */
test.use({ javaScriptEnabled: false });

const product = (slug: string) => demoShop.products.find((p) => p.slug === slug)!;
const hydrolat = product('hydrolat-lawendowy');
const soap = demoShop.products.find((p) => p.type === 'PRODUCT' && !p.sale && !p.giftPacking && p.stock > 50)!;
const locker = demoShop.shippingMethods.find((m) => m.methodId === 'inpost-paczkomat-pobranie')!;

async function addFromProductPage(page: Page, slug: string) {
  await page.goto(`/sklep/${slug}/`);
  await page.getByRole('main').getByRole('button', { name: UI_TEXT_PL.addToCart }).first().click();
  await expect(page).toHaveURL(/\/cart\/?$/);
}

const cartSummary = (page: Page) => page.getByRole('complementary', { name: 'Podsumowanie' });

test('a guest buys with plain forms: add, quantity, coupon, parcel locker, cash on delivery, confirmation, e-mail', async ({
  page,
}, info) => {
  const email = `bez.js.${info.project.name}.${Date.now()}@example.pl`;
  await addFromProductPage(page, hydrolat.slug);
  const line = cartLine(page, hydrolat.slug);
  await expect(line).toContainText(hydrolat.name);
  await expect(line.getByRole('spinbutton', { name: `Ilość: ${hydrolat.name}` })).toHaveValue('1');

  await line.getByRole('button', { name: `Zwiększ ilość: ${hydrolat.name}` }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect(line).toContainText(formatMoney(2 * hydrolat.sale!.price));

  // A typed quantity applies on Enter, as a form.
  await line.getByRole('spinbutton').fill('3');
  await line.getByRole('spinbutton').press('Enter');
  await expect(line.getByRole('spinbutton')).toHaveValue('3');
  // The header counts what is in the cart, on every page.
  await expect(cartLink(page)).toHaveAccessibleName('koszyk (3)');
  await page.goto('/o-nas/');
  await expect(cartLink(page)).toHaveAccessibleName('koszyk (3)');
  await page.goto('/cart/');

  await page.getByLabel('Kod rabatowy').fill('nie-ma-takiego');
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ERROR_MESSAGES_PL['coupon.not.found'] })).toBeVisible();
  await page.getByLabel('Kod rabatowy').fill('witaj10');
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(cartSummary(page)).toContainText('WITAJ10');

  await page.getByRole('link', { name: 'Przejdź do kasy' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(orderSummary(page)).toContainText(hydrolat.name);

  // Nothing filled in: the server answers with every error, in Polish, next to its field.
  await orderButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Popraw zaznaczone pola' })).toBeVisible();
  await expect(page.getByLabel('Adres e-mail')).toHaveAccessibleDescription(/To pole jest wymagane/);

  await page.getByLabel('Adres e-mail').fill(email);
  await fillBilling(page);
  await expect(page.getByLabel('Kod paczkomatu')).toBeHidden();
  await page.getByRole('radio', { name: new RegExp(locker.name) }).check();
  await expect(page.getByLabel('Kod paczkomatu')).toBeVisible();
  await page.getByLabel('Kod paczkomatu').fill('kra01m');
  await acceptTerms(page);

  // The delivery was chosen on this page, so its price was not in the total yet: confirm the new total.
  await orderButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Doliczyliśmy koszt wybranej dostawy');
  await expect(orderSummary(page)).toContainText(locker.name);
  await expect(page.getByLabel('Adres e-mail')).toHaveValue(email);
  await expect(page.getByLabel('Kod paczkomatu')).toHaveValue('kra01m');

  await orderButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dziękujemy za zamówienie!');
  await expect(page.getByRole('main')).toContainText('KRA01M');
  await expect(page.getByRole('main')).toContainText(email);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);

  // The cart is closed with the order.
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twój koszyk jest pusty');
  await expect(cartLink(page)).toHaveAccessibleName('koszyk (0)');
});

test('lines come off and the cart says when it is empty; gift packing is added as a form', async ({ page }) => {
  await addFromProductPage(page, soap.slug);
  await page.getByRole('button', { name: /Zapakuj na prezent/ }).click();
  await expect(page.getByRole('region', { name: 'Zapakować na prezent?' })).toContainText('Usuń z koszyka');
  await cartLine(page, soap.slug)
    .getByRole('button', { name: `Usuń z koszyka: ${soap.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twój koszyk jest pusty');
});

test('an order from a cart changed in another tab is refused with the spec message', async ({ page, context }) => {
  await addFromProductPage(page, hydrolat.slug);
  await page.goto('/checkout/');
  await page.getByLabel('Adres e-mail').fill('zmiana.bez.js@example.pl');
  await fillBilling(page);
  await page.getByRole('radio', { name: /Odbiór osobisty/ }).check();
  await acceptTerms(page);

  const other = await context.newPage();
  await addFromProductPage(other, soap.slug);
  await other.close();

  await orderButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: ERROR_MESSAGES_PL['payment.cart.modified'] })).toBeVisible();
  await expect(orderSummary(page)).toContainText(soap.name);
  await orderButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
});
