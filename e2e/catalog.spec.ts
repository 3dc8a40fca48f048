import { formatMoney } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';
import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

const category = demoShop.categories.find((c) => c.slug === 'mydla-naturalne')!;
const categoryProducts = demoShop.products.filter((p) => p.categories.includes(category.slug));
const onSale = demoShop.products.find((p) => p.slug === 'hydrolat-lawendowy')!;
const giftPacking = demoShop.products.find((p) => p.slug === 'pakowanie-na-prezent')!;
const outOfStock = demoShop.products.find((p) => p.slug === 'olejek-do-brody-sosnowy')!;
const regular = demoShop.products.find((p) => !p.sale && p.sklad && p.dlaczegoDziala && p.details)!;

/** The current prices of the listing's cards, in page order (the sale price comes first on a card). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').allInnerTexts();
  return texts.map((text) => {
    const match = /(\d[\d\s]*,\d{2})\s*zł/.exec(text);
    return Number(match![1]!.replace(/\s/g, '').replace(',', '.'));
  });
}

function buyArea(page: Page): Locator {
  // The first buy area (the sticky bar under 600 px repeats it at the end of the page).
  return page.getByRole('main').locator('article').first();
}

test.describe('category page', () => {
  test('lists the category products with the categories and sorting', async ({ page, expectAccessible }, info) => {
    const response = await page.goto(`/sklep/${category.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(category.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/sklep/${category.slug}/$`),
    );

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(Math.min(categoryProducts.length, 24));
    await expect(cards.filter({ hasText: categoryProducts[0]!.name }).first()).toBeVisible();
    await expect(cards.first().getByRole('button', { name: 'Do koszyka' })).toBeVisible();

    const categories = page.getByRole('navigation', { name: 'Kategorie' });
    const current = categories.getByRole('link', { name: new RegExp(category.name) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', { name: 'Wszystkie produkty' })).toHaveAttribute('href', '/sklep');

    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    const nav = (await categories.boundingBox())!;
    if (info.project.name === 'desktop') {
      // A sidebar left of a grid of 3 columns.
      expect(nav.x + nav.width).toBeLessThan(first.x);
      const third = (await cards.nth(2).boundingBox())!;
      expect(Math.round(second.y)).toBe(Math.round(first.y));
      expect(Math.round(third.y)).toBe(Math.round(first.y));
    } else {
      // One column; the categories sit above the grid.
      expect(nav.y + nav.height).toBeLessThanOrEqual(first.y);
      expect(Math.round(second.x)).toBe(Math.round(first.x));
    }

    await expectAccessible();
  });

  test('the categories are a sidebar from 1100 px, and a row above the products below it', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the widths are set here');
    for (const [width, sidebar] of [
      [1060, false],
      [1099, false],
      [1100, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/sklep/${category.slug}`);
      const nav = (await page.getByRole('navigation', { name: 'Kategorie' }).boundingBox())!;
      const first = (await page.getByRole('main').getByRole('article').first().boundingBox())!;
      expect(nav.x + nav.width < first.x, `a sidebar at ${width} px`).toBe(sidebar);
    }
  });

  test('sorts by price with the select, and without JavaScript by the query', async ({ page }) => {
    await page.goto(`/sklep/${category.slug}`);
    // With scripts a choice applies itself: the form's button is for pages without them.
    await expect(page.getByRole('button', { name: 'Zastosuj' })).toBeHidden();
    await page.getByRole('combobox', { name: 'Sortuj' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.goto(`/sklep/${category.slug}?sort=price_desc`);
    await expect(page.getByRole('combobox', { name: 'Sortuj' })).toHaveValue('price_desc');
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
  });

  test('pages the shop 24 products at a time with prev and next links', async ({ page, expectAccessible }) => {
    await page.goto('/sklep');
    await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    const pagination = page.getByRole('navigation', { name: 'Strony wyników' });
    await expect(pagination.getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    const firstName = await cards.first().getByRole('heading').innerText();

    await pagination.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/strona=2/);
    await expect(pagination.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.locator('a[rel="prev"]')).toHaveAttribute('href', '/sklep');
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstName);
    await expectAccessible();

    const beyond = await page.goto('/sklep?strona=99');
    expect(beyond?.status()).toBe(404);
  });

  test('shows the sale price with the lowest-price notice only for products on sale', async ({ page }) => {
    await page.goto(`/sklep/${onSale.categories[0]}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: onSale.name });
    await expect(card).toContainText('PROMOCJA');
    await expect(card).toContainText(formatMoney(onSale.sale!.price));
    await expect(card.locator('s')).toHaveText(formatMoney(onSale.price));
    await expect(card).toContainText('Najniższa cena z 30 dni przed obniżką:');

    const regularCard = page.getByRole('main').getByRole('article').filter({ hasNotText: 'PROMOCJA' }).first();
    await expect(regularCard).not.toContainText('Najniższa cena');
  });

  test('a sale that has ended by the browser’s clock shows the regular price, whatever the page was made with', async ({
    page,
  }) => {
    // The shopper's clock is past the sale's end (spec §4: the time is taken after the page mounts).
    await page.clock.install({ time: new Date(Date.now() + (onSale.sale!.endsInDays + 1) * 86_400_000) });
    await page.goto(`/sklep/${onSale.slug}`);
    const buyBox = page.locator('#kup');
    await expect(buyBox).not.toContainText('PROMOCJA');
    await expect(buyBox.locator('s')).toHaveCount(0);
    await expect(buyBox).toContainText(formatMoney(onSale.price));
    await expect(buyBox).not.toContainText('Najniższa cena z 30 dni przed obniżką');
  });
});

test.describe('product page', () => {
  test('shows name, price, capacity, gallery, breadcrumbs and JSON-LD', async ({ page, expectAccessible }) => {
    const response = await page.goto(`/sklep/${onSale.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(onSale.name);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(onSale.nameSpan);
    await expect(page).toHaveTitle(new RegExp(onSale.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/sklep/${onSale.slug}/$`));

    const area = buyArea(page);
    await expect(area.getByText(formatMoney(onSale.sale!.price)).first()).toBeVisible();
    await expect(area.locator('s').first()).toHaveText(formatMoney(onSale.price));
    await expect(area.getByText(/^Najniższa cena z 30 dni przed obniżką: \d+,\d{2}\s+zł$/)).toBeVisible();
    await expect(area.getByText(`Pojemność: ${onSale.capacity} ml`)).toBeVisible();
    await expect(area.getByRole('button', { name: 'Do koszyka' }).first()).toBeVisible();

    const breadcrumbs = page.getByRole('navigation', { name: 'Okruszki' });
    await expect(breadcrumbs.getByRole('link', { name: 'Sklep' })).toHaveAttribute('href', '/sklep');

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd.map((text) => JSON.parse(text) as { '@type': string }).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: onSale.name,
      offers: { priceCurrency: 'PLN', price: (onSale.sale!.price / 100).toFixed(2) },
    });
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);

    // The gallery: thumbnails switch the main image, also from the keyboard.
    const thumbs = page.getByRole('button', { name: /^Pokaż zdjęcie \d+ z \d+$/ });
    if ((await thumbs.count()) > 1) {
      await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
      await thumbs.nth(1).press('ArrowLeft');
      await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
      await expect(thumbs.first()).toBeFocused();
    }
    await expectAccessible();
  });

  test("the gallery's highlight goes straight to the chosen picture; arrows move from the thumbnail pressed", async ({
    page,
  }) => {
    await page.goto(`/sklep/${onSale.slug}`);
    const thumbs = page.getByRole('button', { name: /^Pokaż zdjęcie \d+ z \d+$/ });
    expect(await thumbs.count()).toBeGreaterThan(1);
    await expect(page.locator('[data-cart-target][data-ready="true"]')).toBeAttached();
    // Every thumbnail that becomes current, in order (the slider scrolls smoothly past the others).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { currents: string[] }).currents = seen;
      const strip = document.querySelector('[aria-current="true"]')!.closest('ul')!;
      new MutationObserver(() => {
        const current = strip.querySelector('[aria-current="true"]')?.getAttribute('aria-label') ?? 'none';
        if (seen.at(-1) !== current) seen.push(current);
      }).observe(strip, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
    });
    const currents = () => page.evaluate(() => (window as unknown as { currents: string[] }).currents);

    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.waitForTimeout(1_000);
    expect(await currents()).toEqual(['Pokaż zdjęcie 2 z 2']);

    // Left and at once right again, while the slider is still on its way to the first picture.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(1)).toBeFocused();
    await page.waitForTimeout(1_000);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('switches the tabs; the first is chosen by default', async ({ page }) => {
    await page.goto(`/sklep/${regular.slug}`);
    const tabs = page.getByRole('tablist', { name: 'Informacje o produkcie' });
    await expect(tabs.getByRole('tab')).toHaveText(['jak działa', 'skład', 'szczegóły']);
    await expect(tabs.getByRole('tab', { name: 'jak działa' })).toHaveAttribute('aria-selected', 'true');
    const firstLine = regular.sklad.split(',')[0]!.trim();
    await expect(page.getByRole('tabpanel')).not.toContainText(firstLine);

    await tabs.getByRole('tab', { name: 'skład' }).click();
    await expect(tabs.getByRole('tab', { name: 'skład' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(firstLine);

    await tabs.getByRole('tab', { name: 'skład' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'szczegóły' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'szczegóły' })).toHaveAttribute('aria-selected', 'true');
  });

  test('repeats the buy area: a sticky bar under 600 px, a sticky header on desktop', async ({ page }, info) => {
    await page.goto(`/sklep/${regular.slug}`);
    if (info.project.name === 'mobile') {
      const bar = page.getByRole('complementary', { name: 'Kup teraz' });
      await expect(bar.getByRole('button', { name: 'Do koszyka' })).toBeInViewport();
      return;
    }
    await expect(page.getByRole('complementary', { name: 'Kup teraz' })).toBeHidden();
    const header = page.getByRole('group', { name: 'Kup teraz' });
    await expect(header).toBeHidden();
    await page.getByRole('heading', { name: 'Może Ci się spodobać' }).scrollIntoViewIfNeeded();
    await expect(header.getByRole('button', { name: 'Do koszyka' })).toBeInViewport();
    await expect(header).toContainText(regular.name);
  });

  test('a regular-price product has no lowest-price notice', async ({ page }) => {
    await page.goto(`/sklep/${regular.slug}`);
    await expect(buyArea(page).getByText(formatMoney(regular.price)).first()).toBeVisible();
    await expect(page.getByText('Najniższa cena z 30 dni')).toHaveCount(0);
  });

  test('gift packing is sold on the cart page only', async ({ page }) => {
    await page.goto(`/sklep/${giftPacking.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(giftPacking.name);
    await expect(buyArea(page).getByText('Dostępne na stronie koszyka').first()).toBeVisible();
    // Related products below may be added; this product may not.
    await expect(
      page.locator('main button:not([aria-labelledby="podobne"] button)', { hasText: 'Do koszyka' }),
    ).toHaveCount(0);
  });

  test('an out-of-stock product says so instead of add to cart', async ({ page }) => {
    await page.goto(`/sklep/${outOfStock.slug}`);
    await expect(buyArea(page).getByText('Produkt niedostępny').first()).toBeVisible();
    // Related products below may be added; this product may not.
    await expect(
      page.locator('main button:not([aria-labelledby="podobne"] button)', { hasText: 'Do koszyka' }),
    ).toHaveCount(0);
  });

  test('an unknown product slug answers 404', async ({ page }) => {
    const response = await page.goto('/sklep/nie-ma-takiego-produktu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  });
});

test.describe('product reviews', () => {
  const reviewed = demoShop.reviews[0]!.productSlug;
  const reviews = demoShop.reviews.filter((r) => r.productSlug === reviewed);

  test('shows the average with 5 stars, the list and the verified label', async ({ page, expectAccessible }) => {
    await page.goto(`/sklep/${reviewed}`);
    const section = page.getByRole('region', { name: 'Opinie' });
    await expect(section.getByRole('heading', { level: 2, name: 'Opinie' })).toBeVisible();
    await expect(section.getByRole('img', { name: /^Ocena \d,\d na 5$/ }).first()).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: reviews[0]!.title })).toBeVisible();
    if (reviews.some((r) => r.verified)) {
      await expect(section.getByText('Zweryfikowany recenzent').first()).toBeVisible();
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'Product');
    expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: reviews.length });
    await expectAccessible();
  });

  test('?review_id= shows that review above the widget', async ({ page, request }) => {
    const body = (await (await request.get(`/api/products/${reviewed}/reviews?limit=50`)).json()) as {
      items: { id: string; title: string }[];
    };
    const last = body.items.at(-1)!;
    await page.goto(`/sklep/${reviewed}?review_id=${last.id}`);
    await expect(page.getByText('Wybrana opinia')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page shows name, price, description and every tab as a section', async ({ page }) => {
    await page.goto(`/sklep/${onSale.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(onSale.name);
    await expect(buyArea(page).getByText(formatMoney(onSale.sale!.price)).first()).toBeVisible();
    await expect(page.getByText(onSale.description.slice(0, 40))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'skład' })).toBeVisible();
    await expect(page.getByText(onSale.sklad.split(',')[0]!.trim()).first()).toBeVisible();
  });

  test('sorting works as a plain form', async ({ page }) => {
    await page.goto(`/sklep/${category.slug}`);
    await page.getByRole('combobox', { name: 'Sortuj' }).selectOption('price_desc');
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    await expect(page).toHaveURL(/sort=price_desc/);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

test.describe('search page', () => {
  test('lists products for "mydlo"', async ({ page, expectAccessible }) => {
    await page.goto('/search?q=mydlo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyniki dla „mydlo”');
    const lavender = demoShop.products.find((p) => p.slug === 'mydlo-lawendowe')!;
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: lavender.name })).toBeVisible();
    await expectAccessible();
  });

  test('searches while typing after a pause, with the 3-letter rule', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('kr');
    await expect(page.getByRole('main').getByText('Wpisz co najmniej 3 litery')).toBeVisible();
    await field.fill('krem');
    await expect(page).toHaveURL(/\/search\?q=krem$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyniki dla „krem”');
  });

  test('shows the rule for a 2-letter query from the address', async ({ page }) => {
    await page.goto('/search?q=my');
    await expect(page.getByRole('status').filter({ hasText: 'Wpisz co najmniej 3 litery' })).toBeVisible();
  });
});
