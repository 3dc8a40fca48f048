import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1100;

/** Opens the mobile menu's search box (below 1100 px). */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  return page.getByRole('searchbox', { name: 'Szukaj w sklepie' });
}

test.describe('navbar', () => {
  test('shows the desktop menu from 1100 px and the hamburger below', async ({ page, expectAccessible }) => {
    await page.goto('/');
    const desktopMenu = page.getByRole('navigation', { name: 'Menu główne' });
    const hamburger = page.getByRole('button', { name: 'Otwórz menu' });
    if (isWide(page)) {
      await expect(desktopMenu).toBeVisible();
      await expect(hamburger).toBeHidden();
      for (const name of ['sklep', 'o nas', 'dopasuj kosmetyk', 'Mydła naturalne']) {
        await expect(desktopMenu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(desktopMenu.getByRole('link', { name: 'Mydła naturalne' })).toHaveAttribute(
        'href',
        '/sklep/mydla-naturalne',
      );
      await expect(page.getByRole('banner').getByRole('link', { name: 'dopasuj kosmetyk' })).toHaveCount(2);
    } else {
      await expect(desktopMenu).toBeHidden();
      await expect(hamburger).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Strona Główna' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^koszyk/ })).toHaveAttribute('href', '/cart');
    if ((page.viewportSize()?.width ?? 0) >= 450) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'konto' })).toHaveAttribute('href', '/login');
    }
    // Nobody is logged in: no logout icon.
    await expect(page.getByRole('banner').getByRole('link', { name: 'wyloguj' })).toHaveCount(0);
    await expectAccessible();
  });

  test('the mobile menu lists the shop and closes on outside click and Escape', async ({ page, expectAccessible }) => {
    test.skip(isWide(page), 'the hamburger exists below 1100 px');
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Otwórz menu' });
    await hamburger.click();
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Szukaj w sklepie' })).toBeVisible();
    for (const name of ['sklep', 'zestawy', 'blog', 'program lojalnościowy', 'o nas', 'kontakt', 'współpraca B2B']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Peelingi' })).toHaveAttribute('href', '/sklep/peelingi');
    await expectAccessible();

    // A touch outside the menu closes it.
    await page.mouse.click(385, 600);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeFocused();
  });

  test('the wide screens’ search icon leads to the search page', async ({ page }) => {
    test.skip(!isWide(page), 'the search icon shows from 1100 px');
    await page.goto('/');
    const icon = page.getByRole('banner').getByRole('link', { name: 'szukaj' });
    await expect(icon).toHaveAttribute('href', '/search');
    await icon.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });

  test('search in the mobile menu needs 3 characters, then opens /search?q=', async ({ page }) => {
    test.skip(isWide(page), 'the search box is in the mobile menu, below 1100 px');
    await page.goto('/');
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('placeholder', 'Szukaj');
    await box.fill('ab');
    await box.press('Enter');
    await expect(page.getByText('Wpisz co najmniej 3 litery')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await box.fill('krem');
    await expect(page.getByText('Wpisz co najmniej 3 litery')).toBeHidden();
    await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=krem$/);
  });

  test('no link of the home page, its header and footer leads to a missing page', async ({ page }) => {
    test.skip(!isWide(page), 'the links are the same at every width; once is enough');
    await page.goto('/');
    const hrefs = new Set(
      await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
    );
    expect(hrefs.size).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const href of hrefs) {
      const response = await page.request.get(href);
      if (response.status() >= 400) missing.push(`${href} → ${response.status()}`);
    }
    expect(missing).toEqual([]);
  });

  test('the cart counts as empty while the cart API fails', async ({ page }) => {
    await page.route('**/api/carts', (route) =>
      route.fulfill({ status: 500, json: { errorMsgCode: 'unknown.error' } }),
    );
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^koszyk/ })).toHaveAccessibleName('koszyk (0)');
  });
});

test.describe('top bar and messages', () => {
  test('an active manual promotion shows, with its link and without unsafe markup', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Promocje' });
    await expect(bar).toContainText('-15% na zestawy świąteczne');
    await expect(bar.getByRole('link', { name: 'Zobacz zestawy' })).toHaveAttribute('href', '/sklep/zestawy');
    await expect(bar.locator('script, img, [onclick], [style]')).toHaveCount(0);
  });

  test('a global message shows for 10 seconds; ERROR is red, permanent ones stay', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('[data-cart-target][data-ready="true"]')).toBeAttached();
    // From here the page's time moves only when the test says so, however busy the machine is.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const error = page.getByRole('alert').filter({ hasText: 'Błąd testowy' });
    // Retried until the bar has hydrated and listens.
    await expect(async () => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('shop:message', { detail: { type: 'ERROR', message: 'Błąd testowy' } })),
      );
      await expect(error).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(error).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    await page.clock.runFor(9_000);
    await expect(error).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByText('Błąd testowy')).toHaveCount(0);

    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('shop:message', { detail: { type: 'INFO', message: 'Na zawsze', isPermanent: true } }),
      ),
    );
    const info = page.getByRole('status').filter({ hasText: 'Na zawsze' });
    await expect(info).toHaveCSS('background-color', 'rgb(143, 98, 64)');
    await page.clock.runFor(15_000);
    await expect(info).toBeVisible();
    await info.getByRole('button', { name: 'Zamknij komunikat' }).click();
    await expect(page.getByText('Na zawsze')).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('has the four columns, company data, social links, payment icons and © 2025', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const name of ['więcej', 'informacje', 'obsługa klienta', 'dane firmy']) {
      await expect(footer.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('Manufaktura Natury sp. z o.o.');
    await expect(footer).toContainText('NIP: 7342851963');
    await expect(footer).toContainText('© 2025');
    await expect(footer.getByRole('link', { name: 'regulamin programu lojalnościowego' })).toBeVisible();

    const social = footer.getByRole('list', { name: 'Nasze media społecznościowe' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const icons = footer.getByRole('list', { name: 'Płatności i dostawa' });
    for (const name of [
      'Visa',
      'Mastercard',
      'BLIK',
      'Płatność przy odbiorze (za pobraniem)',
      'Dostawa do paczkomatu',
      'Dostawa kurierem',
    ]) {
      await expect(icons.getByRole('img', { name })).toBeVisible();
    }
    await expect(footer.getByRole('button', { name: 'Ustawienia cookies' })).toBeVisible();
    await expectAccessible();
  });
});
