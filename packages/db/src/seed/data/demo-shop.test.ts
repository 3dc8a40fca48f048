import { describe, expect, it } from 'vitest';

import type { SeedImage, SeedProduct } from '../types.ts';
import { demoShop } from './index.ts';

const { categories, products, bundles, posts, pages, testimonials, companies, promotions, navbarPromotion, home } =
  demoShop;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;
const productBySlug = new Map(products.map((p) => [p.slug, p]));
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function isValidEan13(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  const digits = [...ean].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

function isValidNip(input: string): boolean {
  const d = input.replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(d)) return false;
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const s = w.reduce((acc, wi, i) => acc + wi * Number(d[i]), 0) % 11;
  return s !== 10 && s === Number(d[9]);
}

/** Lowest price in force during the 30 days before the sale started (days relative to seeding). */
function lowestPriceBeforeSale(product: SeedProduct): number {
  const history = product.priceHistory ?? [];
  const saleStart = product.sale!.startsInDays;
  const windowStart = saleStart - 30;
  let lowest = Infinity;
  history.forEach((period, i) => {
    const from = -period.fromDaysAgo;
    const next = history[i + 1];
    const to = next ? -next.fromDaysAgo : saleStart;
    if (from < saleStart && to > windowStart) lowest = Math.min(lowest, period.price);
  });
  return lowest;
}

function allImages(): SeedImage[] {
  return [
    ...products.flatMap((p) => p.images),
    ...bundles.map((b) => b.image),
    ...posts.map((p) => p.image),
    home.hero.mobile,
    home.hero.desktop,
    home.hotspotBanner.image,
    ...home.brandStory.cards.map((c) => c.image),
    ...home.socialFeed.photos,
  ];
}

const REGULATION_PAGES = [
  'regulamin',
  'polityka-prywatnosci',
  'dostawa-platnosci',
  'zwroty-reklmacje',
  'regulamin-bonu',
  'regulamin-newsletter',
  'regulamin-program-lojalnosciowy',
];
const INFO_PAGES = [
  'o-nas',
  'kontakt',
  'praca',
  'warsztaty',
  'gwiazdka',
  'odbior-osobisty',
  'wspolpraca-b2b',
  'program-lojalnosciowy',
];

describe('demo shop: slugs and references', () => {
  it('has valid, unique slugs everywhere (products and categories share /sklep/{slug})', () => {
    const groups = {
      shop: [...categories.map((c) => c.slug), ...products.map((p) => p.slug)],
      match: [...bundles.map((b) => b.slug), ...products.map((p) => p.slug)],
      posts: posts.map((p) => p.slug),
      pages: pages.map((p) => p.slug),
    };
    for (const slugs of Object.values(groups)) {
      for (const slug of slugs) expect(slug).toMatch(SLUG);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('references only existing products and categories', () => {
    const categorySlugs = new Set(categories.map((c) => c.slug));
    for (const product of products) {
      expect(product.categories.length, product.slug).toBeGreaterThan(0);
      for (const slug of product.categories) expect(categorySlugs.has(slug), `${product.slug} → ${slug}`).toBe(true);
      for (const component of product.components ?? []) {
        expect(productBySlug.has(component.slug), `${product.slug} → ${component.slug}`).toBe(true);
      }
    }
    const referenced = [
      ...bundles.flatMap((b) => b.productSlugs),
      ...promotions.flatMap((p) => p.productSlugs ?? []),
      home.productOfTheMonthSlug,
      ...home.hotspotBanner.hotspots.map((h) => h.productSlug),
    ];
    for (const slug of referenced) expect(productBySlug.has(slug), slug).toBe(true);
  });

  it('links in markdown point to existing products, categories, posts, bundles and pages', () => {
    const shopSlugs = new Set([...products.map((p) => p.slug), ...categories.map((c) => c.slug)]);
    const postSlugs = new Set(posts.map((p) => p.slug));
    const bundleSlugs = new Set(bundles.map((b) => b.slug));
    const pageSlugs = new Set([...pages.map((p) => p.slug), 'login', 'dopasuj-kosmetyk', 'sklep', 'blog']);
    const texts = [
      ...posts.map((p) => p.body),
      ...pages.map((p) => p.body),
      ...products.flatMap((p) => [p.description, p.details]),
      navbarPromotion.content,
    ];
    for (const text of texts) {
      for (const [, path] of text.matchAll(/(?:\]\(|href=")(\/[^)"#?]*)/g)) {
        const [first, second, ...rest] = path!.split('/').filter(Boolean);
        expect(rest, path).toEqual([]);
        if (first === 'sklep' && second) expect(shopSlugs.has(second), path).toBe(true);
        else if (first === 'blog' && second) expect(postSlugs.has(second), path).toBe(true);
        else if (first === 'dopasuj-kosmetyk' && second) expect(bundleSlugs.has(second), path).toBe(true);
        else expect(second === undefined && pageSlugs.has(first!), path).toBe(true);
      }
    }
  });
});

describe('demo shop: categories and products', () => {
  it('has at least 7 categories, exactly one in the menu', () => {
    expect(categories.length).toBeGreaterThanOrEqual(7);
    expect(categories.filter((c) => c.inMenu)).toHaveLength(1);
    expect(new Set(categories.map((c) => c.position)).size).toBe(categories.length);
  });

  it('has enough products of every kind', () => {
    expect(products.length).toBeGreaterThanOrEqual(44);
    expect(products.filter((p) => p.type === 'BUNDLE').length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.type === 'GIFT_CARD').length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.giftPacking)).toHaveLength(1);
    expect(products.filter((p) => p.label === 'NEW').length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.label === 'BESTSELLER').length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(products.filter((p) => p.stock === 2)).toHaveLength(1);
  });

  it('has positive integer prices, valid unique EANs and plausible fields', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0, p.slug).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.slug).toBe(true);
      expect(p.ean && isValidEan13(p.ean) && p.ean.startsWith('590'), `${p.slug} ${p.ean}`).toBe(true);
      expect(p.tags.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.tags.length, p.slug).toBeLessThanOrEqual(5);
      expect(p.images.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.slug).toBeLessThanOrEqual(4);
      expect(p.description.length, p.slug).toBeGreaterThan(80);
      if (p.type !== 'GIFT_CARD' && !p.giftPacking) expect(p.details, p.slug).toContain('w Polsce');
      for (const image of p.images) expect(image.art.aspect ?? 'square', p.slug).toBe('square');
      for (const period of p.priceHistory ?? []) expect(Number.isInteger(period.price) && period.price > 0).toBe(true);
    }
    const eans = products.map((p) => p.ean);
    expect(new Set(eans).size).toBe(eans.length);
  });

  it('sets capacity, INCI and picture shape by product kind', () => {
    for (const p of products) {
      const special = p.type !== 'PRODUCT' || p.giftPacking || p.categories.includes('akcesoria');
      if (special) expect(p.capacity, p.slug).toBeNull();
      else {
        expect(p.capacity! > 0, p.slug).toBe(true);
        expect(p.sklad.length, p.slug).toBeGreaterThan(10);
        expect(p.dlaczegoDziala.length, p.slug).toBeGreaterThan(20);
      }
      if (p.type === 'BUNDLE' || p.type === 'GIFT_CARD' || p.giftPacking) expect(p.sklad, p.slug).toBe('');
      if (p.type === 'BUNDLE') expect(p.images[0]!.art.shape).toBe('box');
      if (p.type === 'GIFT_CARD') expect(p.images[0]!.art.shape).toBe('voucher');
      if (p.categories.includes('mydla-naturalne') && p.type === 'PRODUCT') expect(p.images[0]!.art.shape).toBe('soap');
      if (p.categories.includes('serum')) expect(p.images[0]!.art.shape).toBe('dropper');
    }
    const packing = products.find((p) => p.giftPacking)!;
    expect(packing.price).toBeLessThan(2000);
  });

  it('builds bundles from existing components with a 10–20% discount', () => {
    for (const p of products.filter((x) => x.type === 'BUNDLE')) {
      expect(p.components!.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.bundleDiscountPercentage!).toBeGreaterThanOrEqual(10);
      expect(p.bundleDiscountPercentage!).toBeLessThanOrEqual(20);
      const sum = p.components!.reduce((acc, c) => acc + productBySlug.get(c.slug)!.price * c.quantity, 0);
      expect(p.price).toBe(Math.round((sum * (100 - p.bundleDiscountPercentage!)) / 100));
      for (const c of p.components!) expect(productBySlug.get(c.slug)!.type, c.slug).toBe('PRODUCT');
    }
  });
});

describe('demo shop: sales and Omnibus price history', () => {
  const running = products.filter((p) => p.sale && p.sale.startsInDays < 0 && p.sale.endsInDays > 0);

  it('has at least 6 running sales, each 10–30% off and with a price history', () => {
    expect(running.length).toBeGreaterThanOrEqual(6);
    for (const p of running) {
      const off = 1 - p.sale!.price / p.price;
      expect(off, p.slug).toBeGreaterThanOrEqual(0.1);
      expect(off, p.slug).toBeLessThanOrEqual(0.3);
      expect(p.priceHistory?.length, p.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('has sale prices below regular prices and histories ordered oldest first, ending at the regular price', () => {
    for (const p of products) {
      if (p.sale) {
        expect(p.sale.price, p.slug).toBeLessThan(p.price);
        expect(p.sale.startsInDays, p.slug).toBeLessThan(p.sale.endsInDays);
      }
      const history = p.priceHistory ?? [];
      for (let i = 1; i < history.length; i++) {
        expect(history[i]!.fromDaysAgo, p.slug).toBeLessThan(history[i - 1]!.fromDaysAgo);
      }
      if (history.length > 0) expect(history.at(-1)!.price, p.slug).toBe(p.price);
    }
  });

  it('gives every running sale a meaningful 30-day lowest price, below the regular one for at least one', () => {
    for (const p of running) {
      const lowest = lowestPriceBeforeSale(p);
      expect(Number.isFinite(lowest), p.slug).toBe(true);
      expect(p.sale!.price, p.slug).toBeLessThan(lowest);
    }
    expect(running.some((p) => lowestPriceBeforeSale(p) < p.price)).toBe(true);
  });

  it('has one sale window in the past and one in the future', () => {
    const past = products.filter((p) => p.sale && p.sale.endsInDays < 0);
    const future = products.filter((p) => p.sale && p.sale.startsInDays > 0);
    expect(past).toHaveLength(1);
    expect(future).toHaveLength(1);
  });
});

describe('demo shop: content', () => {
  it('has at least 4 match-a-cosmetic bundles of 3–5 products', () => {
    expect(bundles.length).toBeGreaterThanOrEqual(4);
    for (const b of bundles) {
      expect(b.productSlugs.length, b.slug).toBeGreaterThanOrEqual(3);
      expect(b.productSlugs.length, b.slug).toBeLessThanOrEqual(5);
      expect(b.image.art.shape).toBe('scene');
    }
  });

  it('has at least 12 posts of 300–600 words, exactly one featured, within the last 400 days', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(posts.filter((p) => p.featured)).toHaveLength(1);
    for (const p of posts) {
      const count = words(p.body);
      expect(count, p.slug).toBeGreaterThanOrEqual(300);
      expect(count, p.slug).toBeLessThanOrEqual(600);
      expect(p.body, p.slug).toMatch(/^## /m);
      expect(p.publishedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.publishedDaysAgo).toBeLessThanOrEqual(400);
      expect(p.tags.length, p.slug).toBeGreaterThan(0);
      expect(p.image.title.length).toBeGreaterThan(0);
      expect(p.image.art).toMatchObject({ shape: 'scene', aspect: 'landscape' });
    }
    expect(posts.some((p) => p.tags.some((t) => /[ąćęłńóśźż]/i.test(t)))).toBe(true);
  });

  it('has every required page with a short meta description and a fitting length', () => {
    const bySlug = new Map(pages.map((p) => [p.slug, p]));
    for (const slug of [...REGULATION_PAGES, ...INFO_PAGES]) expect(bySlug.has(slug), slug).toBe(true);
    for (const p of pages) {
      expect(p.metaDescription.length, p.slug).toBeGreaterThan(50);
      expect(p.metaDescription.length, p.slug).toBeLessThanOrEqual(160);
    }
    for (const slug of REGULATION_PAGES) {
      const page = bySlug.get(slug)!;
      expect(words(page.body), slug).toBeGreaterThanOrEqual(600);
      expect(words(page.body), slug).toBeLessThanOrEqual(1500);
      expect(page.body, slug).toMatch(/^## § 1\./m);
    }
    for (const slug of INFO_PAGES) {
      expect(words(bySlug.get(slug)!.body), slug).toBeGreaterThanOrEqual(150);
      expect(words(bySlug.get(slug)!.body), slug).toBeLessThanOrEqual(400);
    }
    expect(bySlug.get('polityka-prywatnosci')!.body).toContain('cc_cookie');
  });

  it('has exactly 12 testimonials', () => {
    expect(testimonials).toHaveLength(12);
    for (const t of testimonials) expect(t.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
  });
});

describe('demo shop: company, promotions and home', () => {
  it('has a current seller, a past seller and a pickup point with valid NIPs', () => {
    const roles = companies.map((c) => c.role).sort();
    expect(roles).toEqual(['CURRENT_SELLER', 'PAST_SELLER', 'PICKUP']);
    for (const c of companies) {
      expect(c.zip).toMatch(/^\d{2}-\d{3}$/);
      if (c.vatNo) expect(isValidNip(c.vatNo), c.vatNo).toBe(true);
    }
    const current = companies.find((c) => c.role === 'CURRENT_SELLER')!;
    expect(current.vatNo).toBeDefined();
    expect(companies.find((c) => c.role === 'PAST_SELLER')!.validToDaysAgo).toBeGreaterThan(300);
    expect(companies.find((c) => c.role === 'PICKUP')!.notes).toMatch(/\d{1,2}:\d{2}/);
    const regulamin = pages.find((p) => p.slug === 'regulamin')!.body.replace(/-/g, '');
    expect(regulamin).toContain(current.vatNo);
  });

  it('has a free-shipping and a per-product promotion and an active navbar promotion', () => {
    expect(promotions).toHaveLength(2);
    const free = promotions.find((p) => p.discountType === 'FREE_SHIPPING')!;
    expect(free).toMatchObject({ value: 0, minCartValue: 19900 });
    const percentage = promotions.find((p) => p.discountType === 'PERCENTAGE_PRODUCT')!;
    expect(percentage.value).toBe(10);
    expect(percentage.productSlugs!.length).toBeGreaterThanOrEqual(2);
    expect(percentage.productSlugs!.length).toBeLessThanOrEqual(3);
    expect(navbarPromotion.startsInDays).toBeLessThan(0);
    expect(navbarPromotion.endsInDays).toBeGreaterThan(0);
  });

  it('has a complete home page', () => {
    const month = productBySlug.get(home.productOfTheMonthSlug)!;
    expect(month.label).toBe('BESTSELLER');
    expect(month.stock).toBeGreaterThan(0);
    expect(home.hero.mobile.art.aspect).toBe('portrait');
    expect(home.hero.desktop.art.aspect).toBe('wide');
    expect(home.hotspotBanner.image.art.aspect).toBe('wide');
    expect(home.hotspotBanner.hotspots.length).toBeGreaterThanOrEqual(4);
    expect(home.hotspotBanner.hotspots.length).toBeLessThanOrEqual(5);
    for (const h of home.hotspotBanner.hotspots) {
      for (const v of [h.x, h.y]) expect(v >= 10 && v <= 90).toBe(true);
    }
    expect(home.brandStory.title).toBe('natura. to proste');
    expect(home.brandStory.subtitle).toBe('Jak to robimy w naszej manufakturze?');
    expect(home.brandStory.cards).toHaveLength(4);
    expect(home.socialFeed.photos).toHaveLength(10);
    for (const photo of home.socialFeed.photos) expect(photo.art).toMatchObject({ shape: 'scene', aspect: 'square' });
    expect(home.socialLinks.map((l) => l.network).sort()).toEqual(['facebook', 'instagram', 'tiktok', 'youtube']);
  });

  it('uses valid hex colours and Polish alt texts everywhere', () => {
    for (const image of allImages()) {
      expect(image.art.color, image.alt).toMatch(HEX);
      expect(image.alt.length).toBeGreaterThan(10);
    }
    for (const p of promotions) {
      expect(p.backgroundColor).toMatch(HEX);
      expect(p.textColor).toMatch(HEX);
    }
  });
});
