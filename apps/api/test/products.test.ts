import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const SEEDED_AT = new Date('2026-11-21T12:00:00.000Z');
const DAY_MS = 86_400_000;
let clock = SEEDED_AT;

const shop = tinyShop([
  tinyProduct({ slug: 'krem-rozany', name: 'Krem różany', label: 'BESTSELLER', price: 5000 }),
  tinyProduct({
    slug: 'serum-promocja',
    name: 'Serum z rokitnikiem',
    price: 10000,
    sale: { price: 8000, startsInDays: -3, endsInDays: 7 },
    // 30 days before the sale began, the lowest price was the short 95 zł promotion.
    priceHistory: [
      { price: 12000, fromDaysAgo: 90 },
      { price: 10000, fromDaysAgo: 45 },
      { price: 9500, fromDaysAgo: 20, isPromo: true },
      { price: 10000, fromDaysAgo: 15 },
    ],
  }),
  tinyProduct({
    slug: 'mydlo-lawendowe',
    name: 'Mydło lawendowe',
    label: 'NEW',
    price: 2400,
    capacity: 100,
    categories: ['mydla'],
  }),
  tinyProduct({
    slug: 'zestaw-rozany',
    name: 'Zestaw różany',
    type: 'BUNDLE',
    price: 9000,
    capacity: null,
    components: [
      { slug: 'krem-rozany', quantity: 1 },
      { slug: 'mydlo-lawendowe', quantity: 2 },
    ],
    bundleDiscountPercentage: 10,
  }),
  tinyProduct({ slug: 'krem-wyprzedany', name: 'Krem wyprzedany', price: 4000, stock: 0 }),
  tinyProduct({
    slug: 'krem-przyszla-promocja',
    name: 'Krem z przyszłą promocją',
    price: 6000,
    sale: { price: 5000, startsInDays: 5, endsInDays: 10 },
  }),
]);

const app = useTestApp({ seed: shop, now: () => clock });
const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

describe('GET /api/products', () => {
  it('lists every published product with a total, in the shop order', async () => {
    clock = SEEDED_AT;
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(6);
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(shop.products.map((p) => p.slug));
  });

  it("gives each product its main image with its variants' path and widths and its intrinsic size", async () => {
    const [first] = (await get('/api/products?limit=1')).json().items;
    expect(first.image).toMatchObject({
      alt: 'Krem różany',
      width: 1200,
      height: 1200,
      path: '/media/products/krem-rozany-1',
      widths: [320, 480, 640, 960],
    });
    expect(first.image.url).toMatch(/^\/media\/products\/krem-rozany-1-\d+\.jpg$/);
  });

  it('pages with limit and offset, keeping the total', async () => {
    const body = (await get('/api/products?limit=2&offset=2')).json();
    expect(body).toMatchObject({ total: 6, limit: 2, offset: 2 });
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(['mydlo-lawendowe', 'zestaw-rozany']);
  });

  it('answers a page past the end with no products and the total', async () => {
    expect((await get('/api/products?limit=2&offset=10')).json()).toMatchObject({ items: [], total: 6, offset: 10 });
    expect((await get('/api/products?category=mydla&offset=5')).json()).toMatchObject({ items: [], total: 1 });
  });

  it.each([
    ['category=mydla', ['mydlo-lawendowe']],
    ['type=BUNDLE', ['zestaw-rozany']],
    ['label=NEW', ['mydlo-lawendowe']],
    ['on_sale=true', ['serum-promocja']],
  ])('filters by %s', async (query, slugs) => {
    const body = (await get(`/api/products?${query}`)).json();
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(slugs);
    expect(body.total).toBe(slugs.length);
  });

  it('sorts by the price paid now, the sale price counting while on sale', async () => {
    const prices = (await get('/api/products?sort=price_asc'))
      .json()
      .items.map((p: { unit_price: number }) => p.unit_price);
    expect(prices).toEqual([24, 40, 50, 60, 80, 90]);
    const descending = (await get('/api/products?sort=price_desc'))
      .json()
      .items.map((p: { unit_price: number }) => p.unit_price);
    expect(descending).toEqual([...prices].reverse());
  });

  it('prices a listed or found product by the clock: the sale while its window is open, the regular price after', async () => {
    const serum = async (url: string, list: 'items' | 'products') =>
      (await get(url)).json()[list].find((p: { slug: string }) => p.slug === 'serum-promocja');
    for (const url of ['/api/products', '/api/search?q=serum']) {
      const list = url.startsWith('/api/search') ? 'products' : 'items';
      clock = SEEDED_AT;
      expect(await serum(url, list)).toMatchObject({ sale: true, unit_price: 80, least_price: 95 });
      clock = new Date(SEEDED_AT.getTime() + 8 * DAY_MS);
      expect(await serum(url, list)).toMatchObject({ sale: false, unit_price: 100, least_price: null });
    }
    clock = SEEDED_AT;
  });

  it('answers an unknown category with an empty page', async () => {
    expect((await get('/api/products?category=nie-ma')).json()).toMatchObject({ items: [], total: 0 });
  });

  it.each(['limit=abc', 'limit=0', 'limit=101', 'offset=-1', 'sort=cheapest', 'type=SOAP', 'on_sale=maybe'])(
    'rejects %s with 400 request.invalid',
    async (query) => {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMsgCode).toBe('request.invalid');
    },
  );

  it('answers with Cache-Control and an ETag, and 304 when the ETag is sent back', async () => {
    const first = await get('/api/products');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(first.headers.etag);
    // The tag names the bytes sent (Polish letters and all), which the content length counts.
    expect(etag).toBe(`"${createHash('sha1').update(first.rawPayload).digest('base64url')}"`);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.body).toMatch(/[ąćęłńóśźż]/i);
    const second = await get('/api/products', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('GET /api/products/:slug', () => {
  it('shows a product on sale at the sale price, with the regular price and the 30-day lowest price', async () => {
    clock = SEEDED_AT;
    const product = (await get('/api/products/serum-promocja')).json();
    expect(product).toMatchObject({
      sale: true,
      unit_price: 80,
      previous_unit_price: 100,
      least_price: 95,
      badges: ['PROMOCJA'],
      prices: { PLN: { non_sale_price: 100, sale_price: 80 } },
    });
  });

  it('is on sale only strictly between the start and the end of the window', async () => {
    const start = SEEDED_AT.getTime() - 3 * DAY_MS;
    const end = SEEDED_AT.getTime() + 7 * DAY_MS;
    const saleAt = async (ms: number) => {
      clock = new Date(ms);
      return (await get('/api/products/serum-promocja')).json();
    };
    expect(await saleAt(start)).toMatchObject({ sale: false, unit_price: 100, least_price: null });
    expect(await saleAt(start + 1)).toMatchObject({ sale: true, unit_price: 80 });
    expect(await saleAt(end - 1)).toMatchObject({ sale: true, unit_price: 80 });
    expect(await saleAt(end)).toMatchObject({ sale: false, unit_price: 100, previous_unit_price: null });
    clock = SEEDED_AT;
  });

  it('does not show a sale planned for later', async () => {
    expect((await get('/api/products/krem-przyszla-promocja')).json()).toMatchObject({ sale: false, unit_price: 60 });
  });

  it('prices a bundle’s components at unit price × (1 − bundleDiscountPercentage)', async () => {
    const bundle = (await get('/api/products/zestaw-rozany')).json();
    expect(bundle.bundleDiscountPercentage).toBe(0.1);
    expect(
      bundle.components.map((c: { product: { slug: string }; quantity: number; unit_price: number }) => [
        c.product.slug,
        c.quantity,
        c.unit_price,
      ]),
    ).toEqual([
      ['krem-rozany', 1, 45],
      ['mydlo-lawendowe', 2, 21.6],
    ]);
    expect(bundle.capacity_unit).toBeNull();
  });

  it('gives soaps grams and creams millilitres', async () => {
    expect((await get('/api/products/mydlo-lawendowe')).json()).toMatchObject({ capacity: 100, capacity_unit: 'g' });
    expect((await get('/api/products/krem-rozany')).json()).toMatchObject({ capacity: 50, capacity_unit: 'ml' });
  });

  it('marks a product without stock as not available, and leaves it out of related products', async () => {
    expect((await get('/api/products/krem-wyprzedany')).json().available).toBe(false);
    const related = (await get('/api/products/krem-rozany')).json().related.map((p: { slug: string }) => p.slug);
    expect(related).not.toContain('krem-wyprzedany');
    expect(related).not.toContain('krem-rozany');
    expect(related).toContain('serum-promocja');
  });

  it('gives breadcrumbs from the shop through the category to the product', async () => {
    expect((await get('/api/products/mydlo-lawendowe')).json().breadcrumbs).toEqual([
      { name: 'Sklep', path: '/sklep' },
      { name: 'Mydła', path: '/sklep/mydla' },
      { name: 'Mydło lawendowe', path: '/sklep/mydlo-lawendowe' },
    ]);
  });

  it('answers an unknown slug with 404 product.not.found', async () => {
    const response = await get('/api/products/nie-ma-takiego');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorMsgCode: 'product.not.found', params: { slug: 'nie-ma-takiego' } });
  });
});

describe('GET /api/categories', () => {
  it('lists categories in order with their product counts', async () => {
    const { items } = (await get('/api/categories')).json();
    expect(
      items.map((c: { slug: string; product_count: number; inMenu: boolean }) => [c.slug, c.product_count, c.inMenu]),
    ).toEqual([
      ['kremy', 5, true],
      ['mydla', 1, false],
    ]);
  });
});
