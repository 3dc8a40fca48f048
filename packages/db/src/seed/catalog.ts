import type { Database } from '../client.ts';
import { schedulePeriods } from '../price-history.ts';
import {
  categories,
  priceHistory,
  productCategories,
  productComponents,
  productImages,
  products,
  stockMovements,
} from '../schema/index.ts';
import type { WriteOriginal } from './images.ts';
import { seedImage } from './images.ts';
import type { SeedCategory, SeedProduct } from './types.ts';

const DAY_MS = 86_400_000;
/** Products without an explicit history were listed this long before seeding. */
const DEFAULT_LISTED_DAYS_AGO = 180;

export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** Inserts categories and products with images, bundle components, price history and stock. */
export async function seedCatalog(
  db: Database,
  data: { categories: SeedCategory[]; products: SeedProduct[] },
  writeOriginal: WriteOriginal,
  now: Date,
): Promise<Map<string, string>> {
  const insertedCategories = await db
    .insert(categories)
    .values(data.categories)
    .returning({ categoryId: categories.categoryId, slug: categories.slug });
  const categoryIds = new Map(insertedCategories.map((c) => [c.slug, c.categoryId]));

  const productIds = new Map<string, string>();
  for (const [position, product] of data.products.entries()) {
    const sale = product.sale;
    const schedule = {
      nonSalePrice: product.price,
      salePrice: sale?.price ?? null,
      salePriceStart: sale ? daysFrom(now, sale.startsInDays) : null,
      salePriceEnd: sale ? daysFrom(now, sale.endsInDays) : null,
    };
    const [row] = await db
      .insert(products)
      .values({
        slug: product.slug,
        name: product.name,
        nameSpan: product.nameSpan,
        ean: product.ean ?? null,
        description: product.description,
        details: product.details,
        label: product.label,
        tags: product.tags,
        type: product.type,
        ...schedule,
        capacity: product.capacity,
        giftPacking: product.giftPacking ?? false,
        dlaczegoDziala: product.dlaczegoDziala,
        sklad: product.sklad,
        bundleDiscountPercentage: product.bundleDiscountPercentage ?? 0,
        position,
        createdAt: daysFrom(now, -(product.priceHistory?.[0]?.fromDaysAgo ?? DEFAULT_LISTED_DAYS_AGO)),
      })
      .returning({ productId: products.productId });
    const productId = row!.productId;
    productIds.set(product.slug, productId);

    await db.insert(priceHistory).values(priceRows(productId, product, schedule, now));
    if (product.categories.length > 0) {
      await db
        .insert(productCategories)
        .values(product.categories.map((slug) => ({ productId, categoryId: categoryIds.get(slug)!, position })));
    }
    for (const [index, image] of product.images.entries()) {
      const mediaId = await seedImage(db, writeOriginal, `products/${product.slug}-${index + 1}`, image);
      await db.insert(productImages).values({ productId, mediaId, position: index });
    }
    if (product.stock > 0) {
      await db.insert(stockMovements).values({
        productId,
        type: 'NEW_STOCK',
        quantity: product.stock,
        note: 'Stan początkowy',
        createdAt: daysFrom(now, -1),
      });
    }
  }

  for (const product of data.products) {
    if (!product.components?.length) continue;
    await db.insert(productComponents).values(
      product.components.map((component, position) => ({
        bundleId: productIds.get(product.slug)!,
        componentId: productIds.get(component.slug)!,
        quantity: component.quantity,
        position,
      })),
    );
  }
  return productIds;
}

/**
 * The product's price history: the past periods from the data, each lasting
 * until the next begins, then the current schedule. The schedule takes over
 * when its sale began (if that lies between the last past period and now), or
 * now. Without past periods the schedule reaches back to the first listing.
 */
function priceRows(
  productId: string,
  product: SeedProduct,
  schedule: Parameters<typeof schedulePeriods>[0],
  now: Date,
) {
  const past = product.priceHistory ?? [];
  const last = past.at(-1);
  const saleStart = schedule.salePriceStart;
  const takeover = !last
    ? daysFrom(now, -DEFAULT_LISTED_DAYS_AGO)
    : saleStart && saleStart < now && saleStart > daysFrom(now, -last.fromDaysAgo)
      ? saleStart
      : now;
  const pastRows = past.map((period, i) => ({
    price: period.price,
    isPromo: period.isPromo ?? false,
    validFrom: daysFrom(now, -period.fromDaysAgo),
    validTo: past[i + 1] ? daysFrom(now, -past[i + 1]!.fromDaysAgo) : takeover,
  }));
  return [...pastRows, ...schedulePeriods(schedule, takeover)].map((row) => ({ productId, ...row }));
}
