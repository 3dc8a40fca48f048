import { ERROR_MESSAGES_PL, formatMoney, NOTIFICATION_MESSAGES_PL, UI_TEXT_PL } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';
import type { Browser, Page } from '@playwright/test';

import { buyableCards, cartLine, cartLink, expect, open, test } from './fixtures.ts';

const product = (slug: string) => demoShop.products.find((p) => p.slug === slug)!;
const hydrolat = product('hydrolat-lawendowy');
const hydrolatPrice = hydrolat.sale!.price;
const lowStock = demoShop.products.find((p) => p.stock === 2 && !p.giftPacking)!;
const freeShipping = demoShop.promotions.find((p) => p.discountType === 'FREE_SHIPPING')!;
const dearProduct = demoShop.products.find((p) => p.price >= freeShipping.minCartValue! && !p.sale && p.stock > 50)!;

/**
 * Waits until no add-to-cart button is busy: the badge shows the new count as soon as the API
 * answers, while the button stays busy until its picture has landed (spec §4).
 */
async function addsSettled(page: Page) {
  await expect(page.getByRole('main').locator('button[aria-busy="true"]')).toHaveCount(0);
}

/** Adds a product from its page and waits for the badge to show the new count. */
async function addFromProductPage(page: Page, slug: string, expectedCount: number) {
  await open(page, `/sklep/${slug}/`);
  await page.getByRole('main').getByRole('button', { name: UI_TEXT_PL.addToCart }).first().click();
  await expect(cartLink(page)).toHaveAccessibleName(`koszyk (${expectedCount})`);
  await addsSettled(page);
}

const line = cartLine;

test.describe('adding to the cart', () => {
  test('from a product page: loading, the flight to the cart and the badge fading to the new count', async ({
    page,
  }) => {
    await open(page, `/sklep/${hydrolat.slug}/`);
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (0)');
    const button = page.getByRole('main').getByRole('button', { name: UI_TEXT_PL.addToCart }).first();
    // Every state the badge ("fading:text") and the button ("button:disabled:text") go through,
    // and the flying image when it appears: recorded in the page, so that a busy machine cannot
    // make a test miss the short busy state.
    await button.evaluate((target) => {
      const badge = document.querySelector('[data-cart-target]')!;
      const states: string[] = [];
      (window as unknown as { recordedStates: string[] }).recordedStates = states;
      new MutationObserver(() => states.push(`${badge.getAttribute('data-fading')}:${badge.textContent}`)).observe(
        badge,
        { attributes: true, childList: true, characterData: true, subtree: true },
      );
      new MutationObserver(() =>
        states.push(`button:${(target as HTMLButtonElement).disabled}:${target.textContent}`),
      ).observe(target, { attributes: true, childList: true, characterData: true, subtree: true });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node.nodeName === 'IMG') states.push('flight');
      }).observe(document.body, { childList: true });
    });
    await button.click();
    await expect(cartLink(page).locator('[data-fading="false"]')).toHaveText('1');
    await expect(page.locator('body > img[aria-hidden="true"]')).toHaveCount(0);
    await expect(button).toBeEnabled();
    const recorded = await page.evaluate(() => (window as unknown as { recordedStates: string[] }).recordedStates);
    // The button waited, busy, while the product image flew to the counter, then was idle again.
    const buttonStates = recorded.filter((state) => state.startsWith('button:'));
    expect(buttonStates[0]).toBe('button:true:Dodajemy…');
    expect(buttonStates.at(-1)).toBe(`button:false:${UI_TEXT_PL.addToCart}`);
    // The image flew first; the badge faded out with the old count, then showed the new one.
    const states = recorded.filter((state) => !state.startsWith('button:'));
    expect(states[0]).toBe('flight');
    expect(states.indexOf('true:0')).toBeGreaterThan(0);
    expect(states.lastIndexOf('false:1')).toBeGreaterThan(states.indexOf('true:0'));
    await expect(button).toHaveText(UI_TEXT_PL.addToCart);

    // The next page comes from the server with the count already in the header: no "0" first.
    const html = await (await page.request.get('/o-nas/')).text();
    expect(html).toMatch(/data-cart-target="">1<\/span>/);
  });

  test('from a category grid, the home carousel and "kosmetyk miesiąca"', async ({ page }) => {
    await open(page, '/sklep/mydla-naturalne/');
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: UI_TEXT_PL.addToCart })
      .click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');

    await open(page, '/');
    const carouselCard = buyableCards(page).first();
    await carouselCard.scrollIntoViewIfNeeded();
    await carouselCard.getByRole('button', { name: UI_TEXT_PL.addToCart }).click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (2)');

    const potm = page.locator('section[aria-labelledby="potm-title"]');
    await potm.scrollIntoViewIfNeeded();
    await potm.getByRole('button', { name: UI_TEXT_PL.addToCart }).click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (3)');

    await open(page, '/cart/');
    await expect(page.locator('[data-line]')).not.toHaveCount(0);
    const quantities = await page
      .getByRole('spinbutton')
      .evaluateAll((inputs) => inputs.reduce((sum, input) => sum + Number((input as HTMLInputElement).value), 0));
    expect(quantities).toBe(3);
  });

  test('a failed add shows the permanent error and scrolls to the top', async ({ page }) => {
    await addFromProductPage(page, lowStock.slug, 1);
    const button = page.getByRole('main').getByRole('button', { name: UI_TEXT_PL.addToCart }).first();
    await button.click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (2)');
    // Idle again, so the next click is on this product's button, not the next one in the page.
    await addsSettled(page);
    // Only two are in stock: the third add fails.
    await page.evaluate(() => window.scrollTo(0, 600));
    await button.click();
    const alert = page.getByRole('alert').filter({ hasText: UI_TEXT_PL.addToCartFailed });
    await expect(alert).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Permanent: still there after the 10 s of ordinary messages would have passed.
    await page.clock.install();
    await page.clock.fastForward(11_000);
    await expect(alert).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (2)');
  });
});

test.describe('the cart page', () => {
  test('is empty at first and leads back to the shop', async ({ page, expectAccessible }) => {
    await open(page, '/cart/');
    await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk jest pusty' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Przejdź do sklepu' })).toHaveAttribute(
      'href',
      '/sklep',
    );
    await expectAccessible();
  });

  test('changes quantities, removes lines and keeps the totals right', async ({ page, expectAccessible }) => {
    await addFromProductPage(page, hydrolat.slug, 1);
    await open(page, '/cart/');
    const row = line(page, hydrolat.slug);
    await expect(row).toContainText(hydrolat.name);
    await expect(row).toContainText(formatMoney(hydrolatPrice));
    // The regular price shows struck through while on sale.
    await expect(row.locator('s')).toHaveText(formatMoney(hydrolat.price));
    await expectAccessible();

    await row.getByRole('button', { name: `Zwiększ ilość: ${hydrolat.name}` }).click();
    await expect(row.getByRole('spinbutton')).toHaveValue('2');
    await expect(page.getByTestId('grand-total')).toHaveText(formatMoney(hydrolatPrice * 2));
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (2)');

    await row.getByRole('spinbutton').fill('4');
    await row.getByRole('spinbutton').press('Enter');
    await expect(page.getByTestId('grand-total')).toHaveText(formatMoney(hydrolatPrice * 4));

    await row.getByRole('button', { name: `Zmniejsz ilość: ${hydrolat.name}` }).click();
    await expect(row.getByRole('spinbutton')).toHaveValue('3');

    await row.getByRole('button', { name: `Usuń z koszyka: ${hydrolat.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk jest pusty' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (0)');
  });

  test('applies a coupon and explains every refusal under the field', async ({ page }) => {
    await addFromProductPage(page, hydrolat.slug, 1);
    await open(page, '/cart/');
    const field = page.getByLabel('Kod rabatowy');
    const apply = page.getByRole('button', { name: 'Zastosuj' });

    const refusals: [string, RegExp][] = [
      ['niema-takiego', new RegExp(ERROR_MESSAGES_PL['coupon.not.found'])],
      ['lato2026', /^Kupon wygasł \d{2}\.\d{2}\.\d{4}\.$/],
      ['gwiazdka', /^Kupon będzie aktywny od \d{2}\.\d{2}\.\d{4}\.$/],
      ['STARYKOD', new RegExp(ERROR_MESSAGES_PL['coupon.not.active'])],
      ['MINUS20', /^Kupon obowiązuje przy zamówieniu za minimum 150,00\szł\.$/],
    ];
    for (const [code, message] of refusals) {
      await field.fill(code);
      await apply.click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const error = page.locator(`#${await field.getAttribute('aria-describedby')}`);
      await expect(error).toHaveText(message);
    }
    // Typing again hides the message.
    await field.fill('w');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    await field.fill('witaj10');
    await apply.click();
    await expect(page.getByText('Aktywny kod: WITAJ10')).toBeVisible();
    const discounted = Math.round(hydrolatPrice * 0.9);
    await expect(page.getByTestId('grand-total')).toHaveText(formatMoney(discounted));
    await page.getByRole('button', { name: 'Usuń kod' }).click();
    await expect(page.getByTestId('grand-total')).toHaveText(formatMoney(hydrolatPrice));
  });

  test('shows how much is missing for free shipping, then that it is active except for cash on delivery', async ({
    page,
  }) => {
    await addFromProductPage(page, hydrolat.slug, 1);
    await open(page, '/cart/');
    const missing = formatMoney(freeShipping.minCartValue! - hydrolatPrice);
    const banner = page
      .getByRole('list', { name: 'Promocje' })
      .getByRole('listitem')
      .filter({ hasText: /darmow/i });
    await expect(banner).toContainText(`Do darmowej wysyłki brakuje ${missing}*`);
    await expect(banner).toContainText(NOTIFICATION_MESSAGES_PL['promotion.FREE_SHIPPING.note']);
    await expect(banner.getByRole('progressbar')).toHaveAttribute(
      'value',
      String(Math.round((hydrolatPrice / freeShipping.minCartValue!) * 100)),
    );

    await addFromProductPage(page, dearProduct.slug, 2);
    await open(page, '/cart/');
    await expect(banner).toContainText(NOTIFICATION_MESSAGES_PL['promotion.FREE_SHIPPING.fulfilled']);
    await expect(banner).toContainText('Nie dotyczy pobrań');
    await expect(page.getByText('gratis*')).toBeVisible();
  });

  test('sells gift packing only here: add, change and remove', async ({ page }) => {
    await addFromProductPage(page, hydrolat.slug, 1);
    await open(page, '/cart/');
    const gift = page.getByRole('region', { name: 'Zapakować na prezent?' });
    await gift.getByRole('button', { name: /Zapakuj na prezent/ }).click();
    await expect(gift.getByText('Zamówienie zostanie zapakowane na prezent.')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (2)');
    await gift.getByRole('button', { name: /^Zwiększ ilość/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (3)');
    await gift.getByRole('button', { name: /^Usuń z koszyka/ }).click();
    await expect(gift.getByRole('button', { name: /Zapakuj na prezent/ })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
  });
});

/** A cart with one hydrolat, and the token that brings it to another browser. */
async function cartWithRecoveryToken(page: Page): Promise<string> {
  await addFromProductPage(page, hydrolat.slug, 1);
  return (await (await page.request.post('/api/carts/recovery-token')).json()).recoveryToken as string;
}

/** Opens `path` in another browser, sees the hydrolat's cart recovered there, and checks the address it ends at. */
async function recoveredElsewhere(browser: Browser, path: string, address: RegExp): Promise<void> {
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await open(elsewhere, path);
  await expect(elsewhere.getByRole('status').filter({ hasText: 'Koszyk został odzyskany' })).toBeVisible();
  await expect(line(elsewhere, hydrolat.slug)).toBeVisible();
  await expect(elsewhere).toHaveURL(address);
  await other.close();
}

test.describe('the initial cart load', () => {
  test('recovers a cart from its token, with the message code, and cleans the address bar', async ({
    page,
    browser,
  }) => {
    const token = await cartWithRecoveryToken(page);
    await recoveredElsewhere(
      browser,
      `/cart/?cart_recovery_token=${token}&message_code=cart.recovered&utm_source=mail`,
      /\/cart\/?\?utm_source=mail$/,
    );
  });

  test('/c/{token}, the short link for a text message, recovers the cart; /c alone opens the cart', async ({
    page,
    browser,
  }) => {
    await recoveredElsewhere(browser, `/c/${await cartWithRecoveryToken(page)}`, /\/cart\/?$/);
    for (const path of ['/c', '/c/nie-ma-takiego-linku']) {
      await open(page, path);
      await expect(page).toHaveURL(/\/cart\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a token that fails loads the plain cart with the error; error_message becomes an error', async ({ page }) => {
    await open(page, `/?sms=${'x'.repeat(43)}`);
    await expect(
      page.getByRole('alert').filter({ hasText: ERROR_MESSAGES_PL['cart.recovery.token.not.found'] }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (0)');

    await open(page, '/cart/?error_message=Płatność została anulowana');
    await expect(page.getByRole('alert').filter({ hasText: 'Płatność została anulowana' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart\/?$/);
  });
});

test.describe('two tabs', () => {
  test('stay consistent: a change in one shows in the other and is never overwritten', async ({ page, context }) => {
    await addFromProductPage(page, hydrolat.slug, 1);
    await open(page, '/cart/');
    const second = await context.newPage();
    await open(second, '/cart/');
    await expect(line(second, hydrolat.slug)).toBeVisible();

    await line(page, hydrolat.slug)
      .getByRole('button', { name: /^Zwiększ ilość/ })
      .click();
    await expect(line(page, hydrolat.slug).getByRole('spinbutton')).toHaveValue('2');
    await expect(line(second, hydrolat.slug).getByRole('spinbutton')).toHaveValue('2');

    await line(second, hydrolat.slug)
      .getByRole('button', { name: /^Zwiększ ilość/ })
      .click();
    await expect(line(page, hydrolat.slug).getByRole('spinbutton')).toHaveValue('3');
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (3)');
  });
});
