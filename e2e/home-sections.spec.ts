import { TESTIMONIAL_AUTOPLAY_MS } from '@manufaktura/core';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

interface HomeWire {
  categoryCarousels: { category: { name: string }; products: unknown[] }[];
  productOfTheMonth: { name: string; slug: string } | null;
  hotspotBanner: { title: string; hotspots: { product: { name: string; slug: string } }[] };
  brandStory: { cards: { title: string }[] };
  posts: { title: string }[];
  testimonials: { name: string; text: string }[];
  socialFeed: { handle: string; url: string };
}

/** The home page scrolled to the testimonials, with the pointer away from them (hovering holds them). */
async function openTestimonials(page: Page) {
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Opinie klientów' });
  await region.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  return { region, dots: region.getByRole('group', { name: 'Wybierz opinię' }).getByRole('button') };
}

test.describe('home sections', () => {
  let home: HomeWire;
  test.beforeAll(async ({ request }) => {
    home = (await (await request.get('/api/home')).json()) as HomeWire;
  });

  test('every section is there with its Polish texts', async ({ page, expectAccessible }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    for (const carousel of home.categoryCarousels.filter((c) => c.products.length > 0)) {
      await expect(main.getByRole('heading', { level: 2, name: carousel.category.name, exact: true })).toBeAttached();
    }
    await expect(main.getByRole('heading', { level: 2, name: home.hotspotBanner.title })).toBeAttached();

    const potm = page.getByRole('region', { name: 'kosmetyk miesiąca' });
    await expect(potm.getByRole('heading', { level: 3, name: home.productOfTheMonth!.name })).toBeAttached();
    await expect(potm.getByRole('button', { name: 'Do koszyka' })).toBeAttached();
    await expect(potm.getByRole('link', { name: 'Zobacz szczegóły' })).toHaveAttribute(
      'href',
      `/sklep/${home.productOfTheMonth!.slug}`,
    );

    const story = page.getByRole('region', { name: 'natura. to proste' });
    await expect(story).toContainText('Jak to robimy w naszej manufakturze?');
    await expect(story.getByRole('heading', { level: 3 })).toHaveCount(4);

    const blog = page.getByRole('region', { name: 'blog. manufaktura.' });
    await expect(blog).toContainText('chcesz wiedzieć więcej? Zajrzyj na bloga!');
    await expect(blog.getByRole('link', { name: 'zobacz wszystkie wpisy' })).toHaveAttribute('href', '/blog');
    await expect(blog.getByRole('heading', { level: 3, name: home.posts[0]!.title })).toBeAttached();

    const testimonials = page.getByRole('region', { name: 'zaufaj opiniom' });
    await expect(testimonials).toContainText('mówią o nas');
    await expect(testimonials.getByRole('group', { name: 'Wybierz opinię' }).getByRole('button')).toHaveCount(12);

    const social = page.getByRole('region', { name: home.socialFeed.handle });
    const socialLinks = social.getByRole('link');
    await expect(socialLinks).toHaveCount(11);
    for (const link of await socialLinks.all()) {
      await expect(link).toHaveAttribute('href', home.socialFeed.url);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'bądźmy w kontakcie' })).toBeVisible();
    await expectAccessible();
  });

  test('a hotspot opens its product panel with the description cut to 200 characters', async ({ page }) => {
    await page.goto('/');
    const first = home.hotspotBanner.hotspots[0]!.product;
    const dot = page.getByRole('button', { name: `Pokaż produkt: ${first.name}` });
    await dot.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: /^Pokaż produkt:/ })).toHaveCount(home.hotspotBanner.hotspots.length);
    await dot.click();
    const panel = page.getByRole('group', { name: first.name });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Zobacz szczegóły' })).toHaveAttribute('href', `/sklep/${first.slug}`);
    const text = (await panel.locator('p').last().textContent()) ?? '';
    expect([...text].length).toBeLessThanOrEqual(201);
    await page.getByRole('heading', { level: 2, name: home.hotspotBanner.title }).click();
    await expect(panel).toBeHidden();
  });

  test('testimonials advance every 3.5 s and follow the pagination', async ({ page }) => {
    // The page notes from its first moment which opinion becomes current, and when, so neither a busy
    // machine nor a slow start can fake the interval or hide a change.
    await page.addInitScript(() => {
      const changes: { label: string; at: number }[] = [];
      (window as unknown as { slideChanges: typeof changes }).slideChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          const label = target.getAttribute('aria-label') ?? '';
          if (target.getAttribute('aria-current') === 'true' && / z 12$/.test(label))
            changes.push({ label, at: performance.now() });
        }
      }).observe(document, { subtree: true, attributeFilter: ['aria-current'] });
    });
    const { region, dots } = await openTestimonials(page);
    const slideChanges = () =>
      page.evaluate(() => (window as unknown as { slideChanges: { label: string; at: number }[] }).slideChanges);
    await expect.poll(async () => (await slideChanges()).length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = (await slideChanges()).slice(-2) as [
      { label: string; at: number },
      { label: string; at: number },
    ];
    expect(second.at - first.at).toBeGreaterThan(3_000);
    expect(second.at - first.at).toBeLessThan(5_000);
    // One opinion after the other.
    const number = (label: string) => Number(/Opinia (\d+) z 12/.exec(label)![1]);
    expect(number(second.label)).toBe((number(first.label) % 12) + 1);

    await dots.nth(6).click();
    await expect(dots.nth(6)).toHaveAttribute('aria-current', 'true');
    await expect(region.getByRole('group', { name: 'Opinia 7 z 12' })).toContainText(home.testimonials[6]!.name);
  });

  test('an opinion chosen from the keyboard stays while its dot has focus, and the slider plays on after', async ({
    page,
  }) => {
    const { region, dots } = await openTestimonials(page);
    // The slider runs: it has moved on by itself once.
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true', { timeout: 12_000 });

    await dots.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    // Longer than the autoplay's interval: a slider deaf to the dot's focus would have moved on.
    await page.waitForTimeout(TESTIMONIAL_AUTOPLAY_MS + 1_500);
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(region.getByRole('group', { name: 'Opinia 4 z 12' })).toContainText(home.testimonials[3]!.name);

    await dots.nth(3).blur();
    await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
  });

  test('has page metadata and Organization structured data', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Manufaktura: naturalne kosmetyki');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /roślinne kosmetyki/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Manufaktura: naturalne kosmetyki',
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Organization', legalName: 'Manufaktura Natury sp. z o.o.' });
    expect(ld.sameAs).toHaveLength(4);
  });
});
