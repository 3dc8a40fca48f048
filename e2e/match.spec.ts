import { bundleComponentPrice, formatMoney } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';

import { expect, test } from './fixtures.ts';

const bundle = demoShop.bundles.find((b) => b.slug === 'cera-sucha')!;
const set = demoShop.products.find((p) => p.slug === 'zestaw-dla-cery-suchej')!;
const bySlug = new Map(demoShop.products.map((p) => [p.slug, p]));

/** What a demo product costs today: its sale price inside the sale window, else the regular one. */
function currentPrice(slug: string): number {
  const product = bySlug.get(slug)!;
  const sale = product.sale;
  return sale && sale.startsInDays < 0 && sale.endsInDays > 0 ? sale.price : product.price;
}

test.describe('match-a-cosmetic finder', () => {
  test('lists every skin need with its routine and prices, and filters by need', async ({ page, expectAccessible }) => {
    const response = await page.goto('/dopasuj-kosmetyk');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Dopasuj kosmetyk' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dopasuj-kosmetyk\/$/);
    const needs = page.getByRole('navigation', { name: 'Czego potrzebuje Twoja skóra?' });
    await expect(needs.getByRole('link')).toHaveText(['wszystkie', ...demoShop.bundles.map((b) => b.tag)]);
    await expect(needs.getByRole('link', { name: 'wszystkie' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: bundle.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Gotowe zestawy w niższej cenie' })).toBeVisible();
    await expectAccessible();

    await needs.getByRole('link', { name: bundle.tag, exact: true }).click();
    await expect(page).toHaveURL(/\?potrzeba=cera-sucha$/);
    await expect(needs.getByRole('link', { name: bundle.tag, exact: true })).toHaveAttribute('aria-current', 'page');
    const routine = page.getByRole('article', { name: bundle.name });
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 2 }) }),
    ).toHaveCount(1);
    const steps = routine.getByRole('list', { name: 'Kosmetyki w tej rutynie' }).getByRole('listitem');
    await expect(steps).toHaveCount(bundle.productSlugs.length);
    const first = bundle.productSlugs[0]!;
    await expect(steps.first()).toContainText(bySlug.get(first)!.name);
    await expect(steps.first()).toContainText(formatMoney(currentPrice(first)));

    await routine.getByRole('link', { name: /Zobacz rutynę/ }).click();
    await expect(page).toHaveURL(/\/dopasuj-kosmetyk\/cera-sucha$/);
    await expect(page.getByRole('heading', { level: 1, name: bundle.name })).toBeVisible();
  });

  test('a routine page lists its products with prices, breadcrumbs and JSON-LD', async ({ page, expectAccessible }) => {
    const response = await page.goto(`/dopasuj-kosmetyk/${bundle.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(bundle.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dopasuj-kosmetyk\/cera-sucha\/$/);
    const products = page.getByRole('region', { name: 'Kosmetyki w tej rutynie' }).getByRole('article');
    await expect(products).toHaveCount(bundle.productSlugs.length);
    const crumbs = page.getByRole('navigation', { name: 'Okruszki' });
    await expect(crumbs.getByRole('link', { name: 'Dopasuj kosmetyk' })).toHaveAttribute('href', '/dopasuj-kosmetyk');
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; itemListElement?: unknown[] },
    );
    expect(jsonLd.find((d) => d['@type'] === 'ItemList')?.itemListElement).toHaveLength(bundle.productSlugs.length);
    await expectAccessible();
  });

  test('a set shows its components with their prices inside the set', async ({ page, expectAccessible }) => {
    const response = await page.goto(`/dopasuj-kosmetyk/${set.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(set.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/dopasuj-kosmetyk/${set.slug}/$`),
    );
    const components = page.getByRole('region', { name: 'W zestawie' }).getByRole('listitem');
    await expect(components).toHaveCount(set.components!.length);
    const fraction = set.bundleDiscountPercentage! / 100;
    for (const [index, { slug }] of set.components!.entries()) {
      const item = components.nth(index);
      await expect(item).toContainText(bySlug.get(slug)!.name);
      await expect(item.locator('s')).toHaveText(formatMoney(currentPrice(slug)));
      await expect(item).toContainText(
        `cena w zestawie: ${formatMoney(bundleComponentPrice(currentPrice(slug), fraction))}`,
      );
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"Product"'))).toBe(true);
    await expect(
      page.getByRole('navigation', { name: 'Okruszki' }).getByRole('link', { name: 'Dopasuj kosmetyk' }),
    ).toBeVisible();
    await expectAccessible();
  });

  test('the old address moves for good, a product address leads to the shop, an unknown one is a 404', async ({
    page,
    request,
  }) => {
    const moved = await request.get('/dopasujkosmetyk', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/dopasuj-kosmetyk');
    await page.goto('/dopasujkosmetyk');
    await expect(page).toHaveURL(/\/dopasuj-kosmetyk$/);

    await page.goto('/dopasuj-kosmetyk/hydrolat-lawendowy');
    await expect(page).toHaveURL(/\/sklep\/hydrolat-lawendowy$/);

    const missing = await page.goto('/dopasuj-kosmetyk/nie-ma-takiej-rutyny');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  });

  test('sitemap.xml lists the finder, its routines and the sets under it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/dopasuj-kosmetyk/</loc>');
    expect(xml).toContain(`/dopasuj-kosmetyk/${bundle.slug}/</loc>`);
    expect(xml).toContain(`/dopasuj-kosmetyk/${set.slug}/</loc>`);
    expect(xml).not.toContain(`/sklep/${set.slug}/</loc>`);
  });
});

test.describe('match-a-cosmetic without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the finder filters by need with plain links and shows a set with its components', async ({ page }) => {
    // Text is what matters here: no need to wait for every picture.
    await page.goto('/dopasuj-kosmetyk', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: bundle.tag, exact: true }).click();
    await expect(page).toHaveURL(/\?potrzeba=cera-sucha$/);
    await expect(page.getByRole('heading', { level: 2, name: bundle.name })).toBeVisible();
    await expect(page.getByText(bundle.description.slice(0, 40))).toBeVisible();

    await page.goto(`/dopasuj-kosmetyk/${set.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('region', { name: 'W zestawie' }).getByRole('listitem')).toHaveCount(
      set.components!.length,
    );
  });
});
