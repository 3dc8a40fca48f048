import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { sql } from 'drizzle-orm';

const { categories, priceHistory, productCategories, productImages, products, stockMovements } = schema;

const WORDS = [
  ['Krem', 'Serum', 'Olejek', 'Tonik', 'Mydło', 'Balsam', 'Maska', 'Peeling', 'Hydrolat', 'Masło'],
  [
    'różany',
    'lawendowy',
    'konopny',
    'rokitnikowy',
    'nagietkowy',
    'miętowy',
    'owsiany',
    'cytrusowy',
    'sosnowy',
    'glinkowy',
  ],
  ['nawilżający', 'kojący', 'odżywczy', 'rozświetlający', 'oczyszczający', 'regenerujący', 'matujący', 'ujędrniający'],
];

/**
 * Adds `count` believable products to a seeded shop (for benchmarks): spread
 * over the existing categories, reusing the demo pictures, a tenth on sale.
 */
export async function generateCatalog(db: Database, count: number, now = new Date()): Promise<void> {
  const categoryIds = (await db.select({ id: categories.categoryId }).from(categories)).map((c) => c.id);
  const mediaIds = (await db.select({ id: productImages.mediaId }).from(productImages)).map((m) => m.id);
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
      const i = start + offset;
      const name = `${WORDS[0]![i % 10]} ${WORDS[1]![Math.floor(i / 10) % 10]} ${WORDS[2]![Math.floor(i / 100) % 8]}`;
      const price = 1900 + ((i * 137) % 12_000);
      const onSale = i % 10 === 0;
      return {
        slug: `bench-${i}-${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]+/g, '-')}`.replace(/-+$/, ''),
        name: `${name} ${i}`,
        nameSpan: 'z naturalnych składników',
        description: `Naturalny kosmetyk numer ${i}: ${name.toLowerCase()}, z olejami roślinnymi i bez sztucznych zapachów.`,
        tags: [WORDS[1]![i % 10]!, 'wegańskie'],
        nonSalePrice: price,
        salePrice: onSale ? Math.round(price * 0.8) : null,
        salePriceStart: onSale ? new Date(now.getTime() - 3 * 86_400_000) : null,
        salePriceEnd: onSale ? new Date(now.getTime() + 10 * 86_400_000) : null,
        capacity: 50,
        position: 1000 + i,
      };
    });
    const inserted = await db.insert(products).values(rows).returning({ productId: products.productId });
    await db.insert(productCategories).values(
      inserted.map(({ productId }, j) => ({
        productId,
        categoryId: categoryIds[j % categoryIds.length]!,
        position: 1000 + start + j,
      })),
    );
    await db
      .insert(productImages)
      .values(inserted.map(({ productId }, j) => ({ productId, mediaId: mediaIds[j % mediaIds.length]! })));
    await db.insert(priceHistory).values(
      inserted.map(({ productId }, j) => ({
        productId,
        price: rows[j]!.nonSalePrice,
        validFrom: new Date(now.getTime() - 120 * 86_400_000),
      })),
    );
    await db
      .insert(stockMovements)
      .values(inserted.map(({ productId }) => ({ productId, type: 'NEW_STOCK' as const, quantity: 50 })));
  }
  await db.execute(sql`analyze`);
}

/** Units added to every product's stock, so that carts and orders under load never run out. */
const AMPLE_STOCK = 1_000_000;

/** Stocks every product amply (a delivery of AMPLE_STOCK units each, through the stock ledger). */
export async function stockUp(db: Database): Promise<void> {
  await db.execute(sql`
    insert into stock_movements (product_id, type, quantity)
    select product_id, 'NEW_STOCK', ${AMPLE_STOCK} from products`);
}

/**
 * Adds `count` delivered orders of the past year, two lines each, over the
 * catalog's products: the history a shop of that size carries. Written in SQL
 * so that 50,000 orders take seconds.
 */
export async function generatePastOrders(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into orders (number, status, payment_method, email, items_total, discount_total, shipping_total,
                        tax_total, grand_total, snapshot, created_at, updated_at)
    select 'HIST-' || lpad(g::text, 6, '0'), 'delivered', 'cod', 'klient' || (g % 9973) || '@example.pl',
           10000, 0, 1299, 2115, 11299, '{}'::jsonb,
           now() - make_interval(mins => g * 10), now() - make_interval(mins => g * 10)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    with numbered as (select product_id, name, row_number() over (order by position) - 1 as n from products),
         total as (select count(*) as c from numbered),
         placed as (select order_id, row_number() over (order by number) as n from orders where number like 'HIST-%')
    insert into order_lines (order_id, product_id, name, quantity, unit_price, discount_total, total, tax_rate, tax, position)
    select placed.order_id, numbered.product_id, numbered.name, 1, 5000, 0, 5000, 23, 935, line
    from placed cross join generate_series(1, 2) line cross join total
    join numbered on numbered.n = (placed.n * 7 + line * 13) % total.c`);
  await db.execute(sql`analyze`);
}

/**
 * Adds `count` visitors of the past month: a live session each, and for every third an open cart
 * of two lines. A shop that has been open a while holds them; a freshly made benchmark database
 * would otherwise hold none, and PostgreSQL would plan the session and cart reads for empty tables
 * (sequential scans a minute of autovacuum would correct, longer than any scenario runs).
 */
export async function generateVisitors(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into sessions (token_hash, created_at, last_seen_at, expires_at)
    select 'bench-visitor-' || g, now() - make_interval(mins => g), now() - make_interval(mins => g),
           now() + interval '30 days' - make_interval(mins => g)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into carts (session_token_hash, version, created_at, updated_at)
    select 'bench-visitor-' || g, 2, now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${count}, 3) g`);
  await db.execute(sql`
    with numbered as (select product_id, row_number() over (order by position) - 1 as n from products),
         total as (select count(*) as c from numbered),
         open as (select cart_id, row_number() over (order by session_token_hash) as n from carts
                  where session_token_hash like 'bench-visitor-%')
    insert into cart_lines (cart_id, product_id, quantity, position)
    select open.cart_id, numbered.product_id, 1, line
    from open cross join generate_series(1, 2) line cross join total
    join numbered on numbered.n = (open.n * 11 + line * 17) % total.c`);
}
