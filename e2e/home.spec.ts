import { formatMoney } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';

import { expect, test } from './fixtures.ts';

test.describe('home page', () => {
  test('shows the hero and products read from the database', async ({ page, expectAccessible }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    await expect(page.getByText('Bo z naturą Ci do twarzy')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Naturalnie skuteczne kosmetyki' })).toBeVisible();
    const cta = page.getByRole('link', { name: 'odkryj produkty' });
    await expect(cta).toHaveAttribute('href', '/sklep');

    // A product whose sale is running: the sale price, the struck regular price and the badge.
    const onSale = demoShop.products.find((p) => p.sale && p.sale.startsInDays < 0 && p.sale.endsInDays > 0)!;
    const card = page.getByRole('article').filter({ hasText: onSale.name }).first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(formatMoney(onSale.sale!.price));
    await expect(card.locator('s')).toHaveText(formatMoney(onSale.price));
    await expect(card).toContainText('PROMOCJA');
    // Its picture loads (lazily, once scrolled to) from the shop's media.
    const image = card.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await expectAccessible();
  });

  test("keeps the products' images and texts out of the islands' data, so the page stays light", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The hydration data (RSC payload) repeats the page's markup; islands' props come on top of it.
    const payload = [...html.matchAll(/<script\b[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map(([, chunk]) => chunk)
      .join('');
    expect(payload.length).toBeGreaterThan(0);
    // A whole product (its image's widths, its catalog fields) given to a price, badge or button island.
    expect(payload).not.toContain('\\"widths\\":[');
    expect(payload).not.toContain('\\"giftPacking\\"');
    // Each card's add-to-cart island still gets its flight image, with the JPEG srcset and sizes (spec §5).
    expect(payload).toMatch(/\\"image\\":\{\\"src\\":\\"\/media\/[^"\\]+\\",\\"srcSet\\":\\"[^"\\]+ 320w/);
  });

  test('links the logo, labelled "Strona Główna", to the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Strona Główna' })).toHaveAttribute('href', '/');
  });
});

test.describe('fallback pages', () => {
  test('an unknown address shows the 404 page with status 404', async ({ page, expectAccessible }) => {
    const response = await page.goto('/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
    await expectAccessible();

    await page.getByRole('main').getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Naturalnie skuteczne kosmetyki');
  });
});

test.describe('shop API on the storefront origin', () => {
  test('answers /api/health with a session, kept when sent back', async ({ request }) => {
    const first = await request.get('/api/health');
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'ok' });
    const sessionId = first.headers()['session-id'];
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await request.get('/api/health', { headers: { 'Session-Id': sessionId! } });
    expect(second.headers()['session-id']).toBe(sessionId);
  });

  test('answers an unknown API route with a JSON 404', async ({ request }) => {
    const response = await request.get('/api/nie-ma');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ errorMsgCode: 'not.found' });
  });
});
