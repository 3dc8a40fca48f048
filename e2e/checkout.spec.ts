import { CHECKOUT_MESSAGES_PL, ERROR_MESSAGES_PL, formatMoney, UI_TEXT_PL } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';
import type { Page } from '@playwright/test';

import {
  acceptTerms,
  buyableCards,
  cartLink,
  expect,
  fillBilling,
  mailsTo,
  open,
  orderButton,
  orderSummary,
  test,
} from './fixtures.ts';

const product = (slug: string) => demoShop.products.find((p) => p.slug === slug)!;
const hydrolat = product('hydrolat-lawendowy');
const freeShipping = demoShop.promotions.find((p) => p.discountType === 'FREE_SHIPPING')!;
const dearProduct = demoShop.products.find((p) => p.price >= freeShipping.minCartValue! && !p.sale && p.stock > 50)!;
const courierCod = demoShop.shippingMethods.find((m) => m.methodId === 'kurier-inpost-pobranie')!;
const company = demoShop.companies.find((c) => c.role === 'CURRENT_SELLER')!;

async function addToCart(page: Page, slug: string) {
  await open(page, `/sklep/${slug}/`);
  const count = Number((await cartLink(page).locator('[data-cart-target]').textContent()) ?? 0);
  await page.getByRole('main').getByRole('button', { name: UI_TEXT_PL.addToCart }).first().click();
  await expect(cartLink(page)).toHaveAccessibleName(`koszyk (${count + 1})`);
}

test('a guest buys: home, category, product, cart with a coupon, parcel locker and cash on delivery', async ({
  page,
  expectAccessible,
}, info) => {
  const email = `anna.${info.project.name}.${Date.now()}@example.pl`;
  await open(page, '/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /zobacz wszystkie/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sklep\/[a-z-]+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');

  await buyableCards(page).first().getByRole('link').first().click();
  await expect(page.getByRole('main').getByRole('button', { name: UI_TEXT_PL.addToCart }).first()).toBeVisible();
  await expect(page.locator('[data-cart-target][data-ready="true"]')).toBeAttached();
  await page.getByRole('main').getByRole('button', { name: UI_TEXT_PL.addToCart }).first().click();
  await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeVisible();
  await page.getByLabel('Kod rabatowy').fill('witaj10');
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(page.getByText('Aktywny kod: WITAJ10')).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do kasy' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(email.toUpperCase());
  await page.getByRole('radio', { name: /Paczkomat InPost za pobraniem/ }).check();
  await page.getByLabel('Kod paczkomatu').fill('kra01m');
  await fillBilling(page);
  await acceptTerms(page);
  await expect(page.getByText(/Dostawa: Paczkomat InPost za pobraniem/)).toBeVisible();
  await expectAccessible();
  await orderButton(page).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=[0-9a-f-]{36}&token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie!' })).toBeVisible();
  const number = ((await page.getByText(/^Numer zamówienia: /).textContent()) ?? '').replace('Numer zamówienia: ', '');
  expect(number).not.toBe('');
  await expect(page.getByText(`Potwierdzenie wysłaliśmy na adres ${email}.`)).toBeVisible();
  await expect(page.getByText(/Paczka trafi do paczkomatu KRA01M/)).toBeVisible();
  await expect(page.getByText('WITAJ10')).toBeVisible();
  // The cart icon is hidden on the confirmation.
  await expect(page.getByRole('banner').getByRole('link', { name: /^koszyk/ })).toHaveCount(0);
  await expectAccessible();

  // The confirmation e-mail, written by the outbox.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [mail] = await mailsTo(email);
  expect(mail).toContain(number);

  // The cart is empty afterwards.
  await open(page, '/cart/');
  await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk jest pusty' })).toBeVisible();
});

test('every field says what is wrong, in Polish, client side', async ({ page, expectAccessible }) => {
  await addToCart(page, hydrolat.slug);
  await open(page, '/checkout/');
  await orderButton(page).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Popraw zaznaczone pola:' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Wybierz sposób dostawy');
  await expect(summary).toContainText(CHECKOUT_MESSAGES_PL.terms);
  await expect(summary).toContainText(CHECKOUT_MESSAGES_PL.privacy);

  await page.getByLabel('Adres e-mail').fill('anna@');
  await page.getByRole('radio', { name: /Kurier InPost za pobraniem/ }).check();
  const billing = page.getByRole('group', { name: 'Dane zamawiającego' });
  await billing.getByLabel('Kod pocztowy').fill('3000');
  await billing.getByLabel('Telefon').fill('12 34');
  await page.getByRole('checkbox', { name: 'Chcę otrzymać fakturę na firmę' }).check();
  await page.getByLabel('NIP').fill('123-456-78-90');
  await orderButton(page).click();

  const errorOf = async (label: string) => {
    const field = page.getByLabel(new RegExp(`^${label}`)).first();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
    return page.locator(`#${ids.at(-1)}`);
  };
  await expect(await errorOf('Adres e-mail')).toHaveText(CHECKOUT_MESSAGES_PL.email);
  await expect(await errorOf('Kod pocztowy')).toHaveText(CHECKOUT_MESSAGES_PL.postCode);
  await expect(await errorOf('Telefon')).toHaveText(CHECKOUT_MESSAGES_PL.phone);
  await expect(await errorOf('NIP')).toHaveText(CHECKOUT_MESSAGES_PL.nip);
  await expect(await errorOf('Imię')).toHaveText(CHECKOUT_MESSAGES_PL.required);
  await expect(await errorOf('Nazwa firmy')).toHaveText(CHECKOUT_MESSAGES_PL.required);
  await expectAccessible();

  await page.getByRole('radio', { name: /Paczkomat InPost za pobraniem/ }).check();
  await page.getByLabel('Kod paczkomatu').fill('KRAKÓW');
  await orderButton(page).click();
  await expect(await errorOf('Kod paczkomatu')).toHaveText('Wpisz kod paczkomatu, np. KRA01M');
  // Nothing was ordered: the cart still holds the product.
  await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
});

test('cash on delivery pays for shipping even above the free-shipping threshold; pickup shows where', async ({
  page,
}) => {
  await addToCart(page, dearProduct.slug);
  await open(page, '/checkout/');
  await page.getByRole('radio', { name: /Kurier InPost za pobraniem/ }).check();
  await expect(page.getByText(/Dostawa: Kurier InPost za pobraniem/)).toBeVisible();
  await expect(orderSummary(page)).toContainText(formatMoney(courierCod.price));
  await expect(page.getByTestId('grand-total')).toHaveText(formatMoney(dearProduct.price + courierCod.price));

  await page.getByRole('radio', { name: /Odbiór osobisty/ }).check();
  await expect(page.getByText(new RegExp(`Odbiór w naszej pracowni: ${company.address}`))).toBeVisible();
  await expect(page.getByTestId('grand-total')).toHaveText(formatMoney(dearProduct.price));
  // A delivery that collects no cash comes with online payment only.
  await page.getByRole('radio', { name: /^Kurier InPost Dostawa/ }).check();
  await expect(page.getByRole('radio', { name: /Przelewy24/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Płatność przy odbiorze/ })).toHaveCount(0);
});

/**
 * A stand-in for InPost's Geowidget script, by its documented protocol: the
 * `<inpost-geowidget>` element, given `token`, `language`, `config` and
 * `onpoint`, fires a CustomEvent named by `onpoint` on `document` with the
 * chosen point as its detail. Here each "point" is a button.
 */
const GEOWIDGET_STAND_IN = `
customElements.define('inpost-geowidget', class extends HTMLElement {
  connectedCallback() {
    const point = { name: 'waw22a', address: { line1: 'ul. Marszałkowska 1', line2: '00-001 Warszawa' } };
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'WAW22A (' + this.getAttribute('config') + ', ' + this.getAttribute('token') + ')';
    button.onclick = () => document.dispatchEvent(new CustomEvent(this.getAttribute('onpoint'), { detail: point }));
    this.append(button);
  }
});`;

test("a parcel locker is chosen on InPost's map, which loads only when opened", async ({ page }) => {
  const asked: string[] = [];
  await page.route('https://geowidget.inpost.pl/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    const script = route.request().url().endsWith('.js');
    return route.fulfill({
      contentType: script ? 'text/javascript' : 'text/css',
      body: script ? GEOWIDGET_STAND_IN : 'inpost-geowidget { display: block; }',
    });
  });
  await addToCart(page, hydrolat.slug);
  await open(page, '/checkout/');
  await page.getByRole('radio', { name: /Paczkomat InPost za pobraniem/ }).check();
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: 'Wybierz paczkomat na mapie' }).click();
  const map = page.getByRole('dialog', { name: 'Wybierz paczkomat' });
  await expect(map).toBeVisible();
  // Cash on delivery: only points where the parcel can be paid for.
  await map.getByRole('button', { name: 'WAW22A (parcelCollectPayment, e2e.geowidget.token)' }).click();
  await expect(map).toBeHidden();
  await expect(page.getByLabel('Kod paczkomatu')).toHaveValue('WAW22A');
  await expect(page.getByRole('status').filter({ hasText: 'Wybrany paczkomat: WAW22A' })).toContainText(
    'ul. Marszałkowska 1, 00-001 Warszawa',
  );
  expect(asked.sort()).toEqual(['/inpost-geowidget.css', '/inpost-geowidget.js']);

  // Closed without a choice, the code stays as it was.
  await page.getByRole('button', { name: 'Wybierz paczkomat na mapie' }).click();
  await page.getByRole('button', { name: 'Zamknij mapę' }).click();
  await expect(map).toBeHidden();
  await expect(page.getByLabel('Kod paczkomatu')).toHaveValue('WAW22A');
});

test('an order from a cart changed elsewhere meanwhile is refused with the spec message', async ({ page, browser }) => {
  await addToCart(page, hydrolat.slug);
  await open(page, '/checkout/');
  await page.getByLabel('Adres e-mail').fill('zmiana@example.pl');
  await page.getByRole('radio', { name: /Odbiór osobisty/ }).check();
  await expect(page.getByText(/Dostawa: Odbiór osobisty/)).toBeVisible();
  await fillBilling(page);
  await acceptTerms(page);

  // The same session on another device adds a product.
  const elsewhere = await browser.newContext({ storageState: await page.context().storageState() });
  const other = await elsewhere.newPage();
  await addToCart(other, dearProduct.slug);
  await elsewhere.close();

  await orderButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: ERROR_MESSAGES_PL['payment.cart.modified'] })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  // The summary now shows what the cart really holds; a second click places that.
  await expect(orderSummary(page)).toContainText(dearProduct.name);
  await orderButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\?/);
});

test('a wrong order link says so and leads home', async ({ page }) => {
  await page.goto('/order-confirmation?order=00000000-0000-4000-8000-000000000000&token=nie-ten');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tego zamówienia' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Wróć do sklepu' })).toHaveAttribute('href', '/');
});
