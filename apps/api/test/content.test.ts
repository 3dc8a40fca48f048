import { tagSlug } from '@manufaktura/core';
import { demoShop } from '@manufaktura/db/demo-shop';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const app = useTestApp({ seed: true, now: () => NOW });
const get = (url: string) => app().inject({ method: 'GET', url });

describe('GET /api/layout', () => {
  it('gives the categories, the active manual promotion and the running promotions', async () => {
    const layout = (await get('/api/layout')).json();
    expect(layout.categories.map((c: { slug: string }) => c.slug)).toEqual(
      [...demoShop.categories].sort((a, b) => a.position - b.position).map((c) => c.slug),
    );
    expect(layout.categories.filter((c: { inMenu: boolean }) => c.inMenu)).toHaveLength(1);
    expect(layout.navbarPromotion.content).toBe(demoShop.navbarPromotion.content);
    expect(layout.navbarPromotion.dateFrom).toBeLessThan(NOW.getTime());
    expect(layout.navbarPromotion.dateTo).toBeGreaterThan(NOW.getTime());
    expect(layout.promotions.map((p: { name: string }) => p.name)).toEqual(demoShop.promotions.map((p) => p.name));
    const freeShipping = demoShop.promotions.find((p) => p.discountType === 'FREE_SHIPPING')!;
    expect(layout.promotions.find((p: { discountType: string }) => p.discountType === 'FREE_SHIPPING')).toMatchObject({
      restrictions: { min_cart_value: freeShipping.minCartValue! / 100, products: [] },
    });
  });

  it('gives the seller’s company data, the pickup point and the social links', async () => {
    const layout = (await get('/api/layout')).json();
    const seller = demoShop.companies.find((c) => c.role === 'CURRENT_SELLER')!;
    expect(layout.company).toMatchObject({
      name: seller.name,
      zip: seller.zip,
      city: seller.city,
      vatNo: seller.vatNo,
    });
    expect(layout.pickup).not.toBeNull();
    expect(layout.pastSellers).toHaveLength(demoShop.companies.filter((c) => c.role === 'PAST_SELLER').length);
    expect(layout.socialLinks.map((l: { network: string }) => l.network).sort()).toEqual([
      'facebook',
      'instagram',
      'tiktok',
      'youtube',
    ]);
  });
});

describe('GET /api/home', () => {
  it('gives every home section in one answer', async () => {
    const response = await get('/api/home');
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home.hero.mobile.height).toBeGreaterThan(home.hero.mobile.width);
    expect(home.hero.desktop.width).toBeGreaterThan(home.hero.desktop.height);
    expect(home.productOfTheMonth.slug).toBe(demoShop.home.productOfTheMonthSlug);
    expect(home.brandStory).toMatchObject({
      title: 'natura. to proste',
      subtitle: 'Jak to robimy w naszej manufakturze?',
    });
    expect(home.brandStory.cards).toHaveLength(4);
    expect(home.testimonials).toHaveLength(12);
    expect(home.socialFeed.photos).toHaveLength(10);
    expect(home.hotspotBanner.hotspots.length).toBeGreaterThan(0);
    expect(home.hotspotBanner.hotspots.length).toBeLessThanOrEqual(5);
    expect(home.posts).toHaveLength(3);
    expect(home.posts[0].featured).toBe(true);
    expect(home.categoryCarousels.length).toBeGreaterThan(0);
    for (const carousel of home.categoryCarousels) expect(carousel.products.length).toBeGreaterThan(0);
  });
});

describe('GET /api/posts', () => {
  it('lists published posts, newest first, with a total', async () => {
    const body = (await get('/api/posts?limit=50')).json();
    expect(body.total).toBe(demoShop.posts.length);
    const dates = body.items.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0].featuredImage.image).toMatchObject({ path: expect.stringMatching(/^\/media\//) });
    expect(body.items[0].featuredImage.image.widths.length).toBeGreaterThan(0);
  });

  it('filters by a tag’s slug, with Polish letters transliterated', async () => {
    const tag = demoShop.posts.flatMap((p) => p.tags).find((t) => /[ąćęłńóśźż]/i.test(t))!;
    const expected = demoShop.posts.filter((p) => p.tags.includes(tag)).length;
    const body = (await get(`/api/posts?tag=${tagSlug(tag)}&limit=50`)).json();
    expect(body.tag).toEqual({ name: tag, slug: tagSlug(tag) });
    expect(body.total).toBe(expected);
    for (const post of body.items) expect(post.tags.map((t: { name: string }) => t.name)).toContain(tag);
  });

  it('answers an unknown tag with 404', async () => {
    expect((await get('/api/posts?tag=nie-ma-takiego-tagu')).statusCode).toBe(404);
  });

  it('gives one post with its markdown body, or 404 post.not.found', async () => {
    const [first] = demoShop.posts;
    const post = (await get(`/api/posts/${first!.slug}`)).json();
    expect(post).toMatchObject({ slug: first!.slug, title: first!.title, postBody: first!.body });
    const missing = await get('/api/posts/nie-ma');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMsgCode).toBe('post.not.found');
  });

  it('lists the tags with post counts', async () => {
    const { items } = (await get('/api/tags')).json();
    const all = new Set(demoShop.posts.flatMap((p) => p.tags));
    expect(items).toHaveLength(all.size);
    for (const tag of items) expect(tag.slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('GET /api/pages/:slug', () => {
  it.each([
    'regulamin',
    'polityka-prywatnosci',
    'dostawa-platnosci',
    'zwroty-reklmacje',
    'regulamin-bonu',
    'regulamin-newsletter',
    'regulamin-program-lojalnosciowy',
    'o-nas',
    'kontakt',
    'praca',
    'warsztaty',
    'gwiazdka',
    'odbior-osobisty',
    'wspolpraca-b2b',
    'program-lojalnosciowy',
  ])('serves /%s with its metadata', async (slug) => {
    const response = await get(`/api/pages/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.body.length).toBeGreaterThan(200);
    expect(page.meta.description.length).toBeGreaterThan(0);
    expect(page.meta.robots).toEqual({ index: expect.any(Boolean), follow: expect.any(Boolean) });
    if (page.meta.canonical !== null) expect(page.meta.canonical).toMatch(/\/(\?|#|$)/);
  });

  it('answers an unknown page with 404 page.not.found', async () => {
    const response = await get('/api/pages/nie-ma');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMsgCode).toBe('page.not.found');
  });
});

describe('GET /api/bundles', () => {
  it('lists the match-a-cosmetic sets with their products', async () => {
    const { items } = (await get('/api/bundles')).json();
    expect(items.map((b: { slug: string }) => b.slug)).toEqual(demoShop.bundles.map((b) => b.slug));
    const [first] = demoShop.bundles;
    const one = (await get(`/api/bundles/${first!.slug}`)).json();
    expect(one.products.map((p: { slug: string }) => p.slug)).toEqual(first!.productSlugs);
  });

  it('answers an unknown set with 404 bundle.not.found', async () => {
    expect((await get('/api/bundles/nie-ma')).json().errorMsgCode).toBe('bundle.not.found');
  });
});
