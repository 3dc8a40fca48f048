import { formatMoney } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';

import { expect, test } from './fixtures.ts';

const product = (slug: string) => demoShop.products.find((p) => p.slug === slug)!;

test.describe('sale windows', () => {
  for (const [when, slug, onSale] of [
    ['past', 'mydlo-sosnowe', false],
    ['current', 'hydrolat-lawendowy', true],
    ['future', 'balsam-do-ciala-owsiany', false],
  ] as const) {
    test(`a ${when} sale window shows the ${onSale ? 'sale' : 'regular'} price (${slug})`, async ({ page }) => {
      const { name, price, sale } = product(slug);
      expect(sale).toBeDefined();
      await page.goto(`/sklep/${slug}`);
      // The buy box beside the gallery (related products further down have prices of their own).
      const buyBox = page.locator('#kup');
      await expect(buyBox.getByRole('heading', { level: 1 })).toContainText(name);
      if (onSale) {
        await expect(buyBox.getByRole('list', { name: 'Oznaczenia' })).toContainText('PROMOCJA');
        await expect(buyBox.getByText(formatMoney(sale!.price)).first()).toBeVisible();
        await expect(buyBox.locator('s').first()).toHaveText(formatMoney(price));
        await expect(buyBox.getByText(/^Najniższa cena z 30 dni przed obniżką:/).first()).toBeVisible();
      } else {
        await expect(buyBox.getByText(formatMoney(price)).first()).toBeVisible();
        await expect(buyBox.getByText(formatMoney(sale!.price))).toHaveCount(0);
        await expect(buyBox.getByText('PROMOCJA', { exact: true })).toHaveCount(0);
        await expect(buyBox.locator('s')).toHaveCount(0);
        await expect(page.getByText('Najniższa cena z 30 dni')).toHaveCount(0);
      }
    });
  }
});

test.describe('markdown link safety', () => {
  const post = demoShop.posts.find((p) => p.slug === 'falszywe-sms-y-o-doplacie-do-paczki')!;

  test('javascript:, vbscript: and data: links render as plain text; safe links stay links', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    const article = page.getByRole('main');
    for (const label of ['Dopłać 1,99 zł', 'Zaktualizuj dane', 'Wybierz nowy termin']) {
      await expect(article.getByText(label, { exact: true })).toBeVisible();
      await expect(article.getByRole('link', { name: label })).toHaveCount(0);
    }
    await expect(page.locator('a[href^="javascript:" i], a[href^="vbscript:" i], a[href^="data:" i]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'napisz do nas' })).toHaveAttribute('href', '/kontakt');
  });
});
