import { PRODUCT_SORTS } from '@manufaktura/contract';
import { rowsOf } from '@manufaktura/db/testing';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './helper.ts';

/**
 * A category's listing is read from `category_listings` and its total from `category_counts`,
 * both kept by triggers (migration 0026). Whatever is written, by the app or by hand, every
 * listing must equal a plain query over the products and their links.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const DAY_MS = 86_400_000;
const LIMIT = 4;
const OFFSETS = [0, 3, 9];

const app = useTestApp({ seed: true, now: () => NOW });
const run = <Row>(query: SQL) => rowsOf<Row>(app().db, query);

/** The order of a sort as the reference writes it: the sort's key, then position, then product id. */
const REFERENCE_ORDER: Record<(typeof PRODUCT_SORTS)[number], SQL> = {
  position: sql``,
  price_asc: sql`price,`,
  price_desc: sql`price desc,`,
  newest: sql`p.created_at desc,`,
  name: sql`p.name,`,
};

interface Filters {
  type?: string;
  label?: string;
  on_sale?: boolean;
  gift_packing?: boolean;
}

/** The category's published products as a plain query sees them: the page's slugs and the total. */
async function reference(category: string, sort: (typeof PRODUCT_SORTS)[number], offset: number, filters: Filters) {
  const conditions = [sql`c.slug = ${category}`, sql`p.published`];
  if (filters.type) conditions.push(sql`p.type = ${filters.type}`);
  if (filters.label) conditions.push(sql`p.label = ${filters.label}`);
  if (filters.gift_packing !== undefined) conditions.push(sql`p.gift_packing = ${filters.gift_packing}`);
  if (filters.on_sale !== undefined) conditions.push(filters.on_sale ? sql`open` : sql`not open`);
  const rows = await run<{ slug: string }>(sql`
    select p.slug from (
      select p.*, (p.sale_price is not null and p.sale_price_start < ${NOW} and p.sale_price_end > ${NOW}) as open,
        case when p.sale_price is not null and p.sale_price_start < ${NOW} and p.sale_price_end > ${NOW}
          then p.sale_price else p.non_sale_price end as price
      from products p) p
    join product_categories pc on pc.product_id = p.product_id
    join categories c on c.category_id = pc.category_id
    where ${sql.join(conditions, sql` and `)}
    order by ${REFERENCE_ORDER[sort]} p.position, p.product_id`);
  return { slugs: rows.slice(offset, offset + LIMIT).map((row) => row.slug), total: rows.length };
}

async function listed(category: string, sort: string, offset: number, filters: Filters) {
  const query = new URLSearchParams({ category, sort, limit: String(LIMIT), offset: String(offset) });
  for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
  const response = await app().inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { items: { slug: string }[]; total: number };
  return { slugs: body.items.map((item) => item.slug), total: body.total };
}

/** Every category's listing, in every sort, at a few offsets, and with each filter, equals the reference. */
async function expectListingsToMatch(categories: string[]) {
  for (const category of categories) {
    for (const sort of PRODUCT_SORTS) {
      for (const offset of OFFSETS) {
        expect(await listed(category, sort, offset, {}), `${category} ${sort} +${offset}`).toEqual(
          await reference(category, sort, offset, {}),
        );
      }
    }
    const filtersToTry: Filters[] = [
      { type: 'PRODUCT' },
      { label: 'NEW' },
      { on_sale: true },
      { on_sale: false },
      { gift_packing: false },
    ];
    for (const filters of filtersToTry) {
      expect(await listed(category, 'position', 0, filters), `${category} ${JSON.stringify(filters)}`).toEqual(
        await reference(category, 'position', 0, filters),
      );
    }
    // The home page's carousels read the same list with whole products.
    const { items, total } = await app().repositories.products.list({
      category,
      sort: 'price_desc',
      limit: LIMIT,
      offset: 0,
      now: NOW,
    });
    expect({ slugs: items.map((item) => item.slug), total }).toEqual(await reference(category, 'price_desc', 0, {}));
  }
  const counts = (await app().inject({ method: 'GET', url: '/api/categories' })).json() as {
    items: { slug: string; product_count: number }[];
  };
  for (const { slug, product_count } of counts.items) {
    expect(product_count, slug).toBe((await reference(slug, 'position', 0, {})).total);
  }
}

/** A write to products or their links, as the back office or someone at a SQL prompt makes it. */
const write = (products: number, categories: number) =>
  fc.oneof(
    fc.record({ kind: fc.constant('publish' as const), product: fc.nat(products - 1), published: fc.boolean() }),
    fc.record({ kind: fc.constant('position' as const), product: fc.nat(products - 1), position: fc.nat(6) }),
    fc.record({ kind: fc.constant('link' as const), product: fc.nat(products - 1), category: fc.nat(categories - 1) }),
    fc.record({
      kind: fc.constant('unlink' as const),
      product: fc.nat(products - 1),
      category: fc.nat(categories - 1),
    }),
    fc.record({ kind: fc.constant('move' as const), product: fc.nat(products - 1), category: fc.nat(categories - 1) }),
    fc.record({ kind: fc.constant('hand' as const), product: fc.nat(products - 1), to: fc.nat(products - 1) }),
    fc.record({
      kind: fc.constant('product' as const),
      product: fc.nat(products - 1),
      name: fc.constantFrom('Aloes', 'Balsam', 'aloes', 'Żel'),
      price: fc.integer({ min: 100, max: 9000 }),
      sale: fc.constantFrom('none', 'open', 'ended', 'later'),
      createdDaysAgo: fc.nat(3),
      type: fc.constantFrom('PRODUCT', 'BUNDLE'),
      label: fc.constantFrom(null, 'NEW', 'BESTSELLER'),
      giftPacking: fc.boolean(),
    }),
  );

type Write = ReturnType<typeof write> extends fc.Arbitrary<infer W> ? W : never;

async function apply(change: Write, productIds: string[], categoryIds: string[]) {
  const product = productIds[change.product]!;
  switch (change.kind) {
    case 'publish':
      return run(sql`update products set published = ${change.published} where product_id = ${product}`);
    case 'position':
      return run(sql`update products set position = ${change.position} where product_id = ${product}`);
    case 'link':
      return run(sql`insert into product_categories (product_id, category_id)
        values (${product}, ${categoryIds[change.category]!}) on conflict do nothing`);
    case 'unlink':
      return run(sql`delete from product_categories
        where product_id = ${product} and category_id = ${categoryIds[change.category]!}`);
    case 'move':
      // The product's first link moves to another category, unless it is there already.
      return run(sql`update product_categories set category_id = ${categoryIds[change.category]!}
        where product_id = ${product}
          and category_id = (select min(category_id::text)::uuid from product_categories where product_id = ${product})
          and not exists (select 1 from product_categories
            where product_id = ${product} and category_id = ${categoryIds[change.category]!})`);
    case 'hand':
      // The product's first link is handed to another product, unless that one has it already.
      return run(sql`update product_categories set product_id = ${productIds[change.to]!}
        where product_id = ${product}
          and category_id = (select min(category_id::text)::uuid from product_categories where product_id = ${product})
          and not exists (select 1 from product_categories other where other.product_id = ${productIds[change.to]!}
            and other.category_id = product_categories.category_id)`);
    case 'product': {
      const window = {
        none: [null, null],
        open: [new Date(NOW.getTime() - DAY_MS), new Date(NOW.getTime() + DAY_MS)],
        ended: [new Date(NOW.getTime() - 2 * DAY_MS), new Date(NOW.getTime() - DAY_MS)],
        later: [new Date(NOW.getTime() + DAY_MS), new Date(NOW.getTime() + 2 * DAY_MS)],
      }[change.sale];
      return run(sql`update products set name = ${change.name}, non_sale_price = ${change.price},
          sale_price = ${change.sale === 'none' ? null : Math.floor(change.price / 2)},
          sale_price_start = ${window[0]}, sale_price_end = ${window[1]},
          created_at = ${new Date(NOW.getTime() - change.createdDaysAgo * DAY_MS)},
          type = ${change.type}, label = ${change.label}, gift_packing = ${change.giftPacking}
        where product_id = ${product}`);
    }
  }
}

describe('category listings (category_listings, category_counts)', () => {
  it('equal a plain query in every sort, page and filter after any writes', async () => {
    // A few products and categories, so that writes meet: links gained and lost, equal positions.
    const productIds = (
      await run<{ id: string }>(sql`select product_id as id from products order by slug limit 8`)
    ).map((row) => row.id);
    const categoryRows = await run<{ id: string; slug: string }>(
      sql`select category_id as id, slug from categories order by position limit 3`,
    );
    const categoryIds = categoryRows.map((row) => row.id);
    const slugs = categoryRows.map((row) => row.slug);

    await expectListingsToMatch(slugs);
    await fc.assert(
      fc.asyncProperty(
        fc.array(write(productIds.length, categoryIds.length), { minLength: 1, maxLength: 8 }),
        async (writes) => {
          for (const change of writes) await apply(change, productIds, categoryIds);
          await expectListingsToMatch(slugs);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('lose a deleted product and a deleted category, and follow a category emptied by hand', async () => {
    const [category] = await run<{ id: string; slug: string }>(
      sql`select category_id as id, slug from categories order by position desc limit 1`,
    );
    const [added] = await run<{ id: string }>(sql`insert into products (slug, name, non_sale_price, position)
      values ('nowy-krem', 'Nowy krem', 4500, -1) returning product_id as id`);
    await run(sql`insert into product_categories (product_id, category_id) values (${added!.id}, ${category!.id})`);
    expect((await listed(category!.slug, 'position', 0, {})).slugs[0]).toBe('nowy-krem');
    await expectListingsToMatch([category!.slug]);

    await run(sql`delete from products where product_id = ${added!.id}`);
    await expectListingsToMatch([category!.slug]);

    await run(sql`delete from product_categories where category_id = ${category!.id}`);
    expect(await listed(category!.slug, 'position', 0, {})).toEqual({ slugs: [], total: 0 });
    await expectListingsToMatch([category!.slug]);

    await run(sql`delete from categories where category_id = ${category!.id}`);
    expect(await listed(category!.slug, 'position', 0, {})).toEqual({ slugs: [], total: 0 });
    const left = await run<{ rows: number }>(sql`select
      (select count(*) from category_listings where category_id = ${category!.id})
      + (select count(*) from category_counts where category_id = ${category!.id}) as rows`);
    expect(Number(left[0]!.rows)).toBe(0);
  });
});
