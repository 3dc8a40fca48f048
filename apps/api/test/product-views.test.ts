import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { toProductDetail, toProductSummary } from '../src/wire/products.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

/**
 * Product answers kept in `product_views` (ADR 016) must always be what building them afresh
 * gives: every write to something an answer shows, and the clock passing a sale's edge, makes the
 * next read build it again.
 */

const SEEDED_AT = new Date('2026-11-21T12:00:00.000Z');
const HOUR_MS = 3_600_000;
let clock = SEEDED_AT;

const SLUGS = ['krem-rozany', 'serum-rokitnik', 'balsam-owsiany', 'zestaw-kremow'] as const;

const shop = tinyShop([
  tinyProduct({ slug: 'krem-rozany', name: 'Krem różany', price: 5000 }),
  tinyProduct({
    slug: 'serum-rokitnik',
    name: 'Serum z rokitnikiem',
    price: 10000,
    sale: { price: 8000, startsInDays: -3, endsInDays: 2 },
    priceHistory: [
      { price: 12000, fromDaysAgo: 90 },
      { price: 9500, fromDaysAgo: 20, isPromo: true },
      { price: 10000, fromDaysAgo: 15 },
    ],
  }),
  tinyProduct({ slug: 'balsam-owsiany', name: 'Balsam owsiany', price: 3900 }),
  tinyProduct({
    slug: 'zestaw-kremow',
    name: 'Zestaw kremów',
    type: 'BUNDLE',
    price: 12000,
    capacity: null,
    components: [
      { slug: 'krem-rozany', quantity: 1 },
      { slug: 'serum-rokitnik', quantity: 1 },
    ],
    bundleDiscountPercentage: 10,
  }),
]);

const app = useTestApp({ seed: shop, now: () => clock });
const get = async (url: string) => {
  const response = await app().inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const run = (query: ReturnType<typeof sql>) => app().db.execute(query);
const idOf = async (slug: string) =>
  (
    (await run(sql`select product_id from products where slug = ${slug}`)) as unknown as {
      rows: { product_id: string }[];
    }
  ).rows[0]!.product_id;

/** The product page as built from the tables right now, bypassing what is kept. */
async function freshPage(slug: string) {
  const product = await app().repositories.products.bySlug(slug, clock);
  return JSON.parse(JSON.stringify(toProductDetail(product!, clock, product!.rating)));
}

/** The category's list as built from the tables right now. */
async function freshList() {
  const query = { category: 'kremy', sort: 'position' as const, limit: 20, offset: 0, now: clock };
  const { items, total } = await app().repositories.products.list(query);
  return JSON.parse(
    JSON.stringify({ items: items.map((item) => toProductSummary(item, clock)), total, limit: 20, offset: 0 }),
  );
}

async function expectKeptToBeFresh() {
  for (const slug of SLUGS) expect(await get(`/api/products/${slug}`), slug).toEqual(await freshPage(slug));
  expect(await get('/api/products?category=kremy&limit=20')).toEqual(await freshList());
}

describe('product answers kept ready (ADR 016)', () => {
  it('shows a price written straight into the database at once, on the page, in lists and in bundles', async () => {
    clock = SEEDED_AT;
    expect((await get('/api/products/krem-rozany')).unit_price).toBe(50);
    await run(sql`update products set non_sale_price = 5500 where slug = 'krem-rozany'`);
    expect((await get('/api/products/krem-rozany')).unit_price).toBe(55);
    const listed = (await get('/api/products?category=kremy')).items as { slug: string; unit_price: number }[];
    expect(listed.find((item) => item.slug === 'krem-rozany')?.unit_price).toBe(55);
    const bundle = await get('/api/products/zestaw-kremow');
    expect(bundle.components[0]).toMatchObject({ product: { slug: 'krem-rozany', unit_price: 55 }, unit_price: 49.5 });
    await run(sql`update products set non_sale_price = 5000 where slug = 'krem-rozany'`);
  });

  it('drops a sold-out product from its neighbours’ related products and marks its card unavailable', async () => {
    clock = SEEDED_AT;
    const related = async () =>
      ((await get('/api/products/krem-rozany')).related as { slug: string }[]).map((item) => item.slug);
    expect(await related()).toContain('balsam-owsiany');
    const balsam = await idOf('balsam-owsiany');
    const sold = new Map([[balsam, 10]]);
    await app().repositories.stock.take(sold, 'test-sold-out', clock);
    expect(await related()).not.toContain('balsam-owsiany');
    expect((await get('/api/products/balsam-owsiany')).available).toBe(false);
    await app().repositories.stock.cancelSales(sold, 'test-sold-out', clock);
    expect(await related()).toContain('balsam-owsiany');
  });

  it('keeps a page across sales that leave a product available (stock is not on the page)', async () => {
    clock = SEEDED_AT;
    await get('/api/products/krem-rozany');
    const id = await idOf('krem-rozany');
    const before = await app().repositories.products.pageView('krem-rozany', clock);
    await app().repositories.stock.take(new Map([[id, 1]]), 'test-one-sold', clock);
    const after = await app().repositories.products.pageView('krem-rozany', clock);
    expect(after?.generation).toBe(before?.generation);
    expect(after?.body).not.toBeNull();
    await app().repositories.stock.cancelSales(new Map([[id, 1]]), 'test-one-sold', clock);
  });

  it('shows a newly published review in the page’s rating', async () => {
    clock = SEEDED_AT;
    expect((await get('/api/products/balsam-owsiany')).rating).toBeNull();
    const id = await idOf('balsam-owsiany');
    await run(sql`insert into reviews (product_id, reviewer_display_name, content, score, published)
      values (${id}, 'Ania', 'Świetny balsam.', 4, true)`);
    expect((await get('/api/products/balsam-owsiany')).rating).toEqual({ average: 4, count: 1 });
    await run(sql`delete from reviews where product_id = ${id}`);
    expect((await get('/api/products/balsam-owsiany')).rating).toBeNull();
  });

  it('shows a bundle’s components as they are written', async () => {
    clock = SEEDED_AT;
    const components = async () =>
      ((await get('/api/products/zestaw-kremow')).components as { product: { slug: string } }[]).map(
        (component) => component.product.slug,
      );
    expect(await components()).toEqual(['krem-rozany', 'serum-rokitnik']);
    const [bundle, serum] = [await idOf('zestaw-kremow'), await idOf('serum-rokitnik')];
    await run(sql`delete from product_components where bundle_id = ${bundle} and component_id = ${serum}`);
    expect(await components()).toEqual(['krem-rozany']);
    await run(sql`insert into product_components (bundle_id, component_id, quantity, position)
      values (${bundle}, ${serum}, 1, 1)`);
    expect(await components()).toEqual(['krem-rozany', 'serum-rokitnik']);
  });

  it('never keeps an answer built from data a write changed meanwhile', async () => {
    clock = SEEDED_AT;
    await get('/api/products/krem-rozany');
    const read = await app().repositories.products.pageView('krem-rozany', clock);
    await run(sql`update products set name = 'Krem różany nowy' where slug = 'krem-rozany'`);
    await app().repositories.products.keepViews('detail', [
      {
        id: read!.id,
        generation: read!.generation,
        body: '{"stale":true}',
        freshFrom: '-infinity',
        freshUntil: 'infinity',
      },
    ]);
    expect((await app().repositories.products.pageView('krem-rozany', clock))?.body).toBeNull();
    expect((await get('/api/products/krem-rozany')).name).toBe('Krem różany nowy');
    await run(sql`update products set name = 'Krem różany' where slug = 'krem-rozany'`);
  });

  it('builds every expired answer in the background, after which reads find them kept', async () => {
    clock = SEEDED_AT;
    await app().repositories.products.expireAllViews();
    expect(await app().productViews.refreshAll()).toBe(SLUGS.length);
    for (const slug of SLUGS) {
      expect((await app().repositories.products.pageView(slug, clock))?.body, slug).not.toBeNull();
    }
    expect(await app().repositories.products.expiredViews(clock, 10)).toEqual([]);
    expect(await app().productViews.refreshAll()).toBe(0);
  });

  it('hides an unpublished product’s kept page', async () => {
    clock = SEEDED_AT;
    await get('/api/products/balsam-owsiany');
    await run(sql`update products set published = false where slug = 'balsam-owsiany'`);
    const response = await app().inject({ method: 'GET', url: '/api/products/balsam-owsiany' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMsgCode).toBe('product.not.found');
    await run(sql`update products set published = true where slug = 'balsam-owsiany'`);
  });

  it('answers as a fresh build would, whatever writes happen and however the clock moves', async () => {
    const slug = fc.constantFrom(...SLUGS);
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('price' as const), slug, price: fc.integer({ min: 100, max: 20_000 }) }),
      fc.record({
        kind: fc.constant('sale' as const),
        slug,
        price: fc.integer({ min: 50, max: 9_000 }),
        startHours: fc.integer({ min: -72, max: 72 }),
        lengthHours: fc.integer({ min: 1, max: 96 }),
      }),
      fc.record({ kind: fc.constant('no-sale' as const), slug }),
      fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: -100, max: 100 }) }),
      fc.record({ kind: fc.constant('sold-out' as const), slug, back: fc.boolean() }),
      fc.record({ kind: fc.constant('review' as const), slug, score: fc.integer({ min: 1, max: 5 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (operations) => {
        clock = SEEDED_AT;
        for (const op of operations) {
          if (op.kind === 'clock') {
            clock = new Date(clock.getTime() + op.hours * HOUR_MS);
          } else if (op.kind === 'price') {
            await run(sql`update products set non_sale_price = ${op.price} where slug = ${op.slug}`);
          } else if (op.kind === 'sale') {
            const start = new Date(clock.getTime() + op.startHours * HOUR_MS);
            const end = new Date(start.getTime() + op.lengthHours * HOUR_MS);
            await run(sql`update products set sale_price = ${op.price}, sale_price_start = ${start},
              sale_price_end = ${end} where slug = ${op.slug}`);
          } else if (op.kind === 'no-sale') {
            await run(sql`update products set sale_price = null, sale_price_start = null, sale_price_end = null
              where slug = ${op.slug}`);
          } else if (op.kind === 'sold-out') {
            const id = await idOf(op.slug);
            const [row] = (
              (await run(sql`select stock_on_hand from products where product_id = ${id}`)) as unknown as {
                rows: { stock_on_hand: number }[];
              }
            ).rows;
            const stock = app().repositories.stock;
            if (!op.back && row!.stock_on_hand > 0) {
              await stock.take(new Map([[id, row!.stock_on_hand]]), 'property', clock);
            } else if (op.back && row!.stock_on_hand === 0) {
              await stock.cancelSales(new Map([[id, 10]]), 'property', clock);
            }
          } else {
            const id = await idOf(op.slug);
            await run(sql`insert into reviews (product_id, reviewer_display_name, content, score, published)
              values (${id}, 'Ola', 'Dobry.', ${op.score}, true)`);
          }
          await expectKeptToBeFresh();
        }
      }),
      { numRuns: 25 },
    );
    clock = SEEDED_AT;
  });
});
