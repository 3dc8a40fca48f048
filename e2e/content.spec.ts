import { demoShop } from '@manufaktura/db/demo-shop';

import { expect, test } from './fixtures.ts';

const post = demoShop.posts.find((p) => p.featured) ?? demoShop.posts[0]!;
const terms = demoShop.pages.find((p) => p.slug === 'regulamin')!;

test.describe('blog', () => {
  test('lists the posts with the featured one and the tags', async ({ page, expectAccessible }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(post.title.replace(/[?]/g, '\\?')) }).first()).toBeVisible();
    const tags = page.getByRole('navigation', { name: 'Tematy' });
    await expect(tags.getByRole('link', { name: 'wszystkie' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible();
  });

  test('a tag page lists its posts', async ({ page }) => {
    const tag = post.tags[0]!;
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Tematy' }).getByRole('link', { name: tag, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Blog: ${tag}`);
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: post.title })).toBeVisible();
  });

  test('a post renders its markdown with Article JSON-LD', async ({ page, expectAccessible }) => {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const firstHeading = /^##\s+(.+)$/m.exec(post.body)![1]!.replace(/\*/g, '');
    await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.slug}/$`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"Article"'))).toBe(true);
    await expectAccessible();
  });

  test('an unknown post answers 404', async ({ page }) => {
    const response = await page.goto('/blog/nie-ma-takiego-wpisu');
    expect(response?.status()).toBe(404);
  });
});

test.describe('markdown pages', () => {
  test('the terms render with their meta', async ({ page, expectAccessible }) => {
    const response = await page.goto('/regulamin');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: terms.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/regulamin\/$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', terms.metaDescription);
    await expectAccessible();
  });

  test('/b2b leads to the B2B page and unknown pages answer 404', async ({ page }) => {
    await page.goto('/b2b');
    await expect(page).toHaveURL(/\/wspolpraca-b2b$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const response = await page.goto('/nie-ma-takiej-strony-informacyjnej');
    expect(response?.status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post is readable', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(post.body.slice(0, 40))).toBeVisible();
  });
});

test.describe('crawlers', () => {
  test('sitemap.xml lists categories, products, posts, tags and pages with trailing slashes', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('/sklep/mydla-naturalne/</loc>');
    expect(xml).toContain('/sklep/hydrolat-lawendowy/</loc>');
    expect(xml).toContain(`/blog/${post.slug}/</loc>`);
    expect(xml).toContain('/regulamin/</loc>');
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Sitemap:');
    expect(text).toContain('Disallow: /api/');
  });
});
