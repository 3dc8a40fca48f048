import type {
  AdminMedia,
  AdminProduct,
  AdminProductCreate,
  AdminProductDetail,
  AdminProductUpdate,
  AdminStockMovement,
} from '@manufaktura/contract';
import {
  capacityUnit,
  checkBundleComponents,
  checkSaleTerms,
  fromPln,
  isOnSale,
  isValidEan,
  lowestPriceBeforeReduction,
  omnibusReferencePrice,
  productSlug,
  STAFF_STOCK_MOVEMENTS,
  toPln,
} from '@manufaktura/core';

import { MEDIA_WIDTHS } from '../media/constants.ts';
import { variantUrl } from '../media/urls.ts';
import { refuse } from '../refusal.ts';
import type {
  MediaRow,
  PriceHistoryRow,
  ProductLinks,
  ProductRow,
  ProductValues,
  StockMovementRow,
} from '../repositories/catalog-admin.ts';
import type { Repositories } from '../repositories/index.ts';
import type { StaffContext } from './staff-members.ts';

/** The version a change must name: the moment the product last changed. */
const versionOf = (row: ProductRow) => row.updatedAt.toISOString();

export function toAdminProduct(row: ProductRow, now: Date): AdminProduct {
  const prices = {
    non_sale_price: row.nonSalePrice,
    sale_price: row.salePrice,
    sale_price_start: row.salePriceStart,
    sale_price_end: row.salePriceEnd,
  };
  return {
    id: row.productId,
    slug: row.slug,
    name: row.name,
    type: row.type,
    price: toPln(row.nonSalePrice),
    sale_price: row.salePrice === null ? null : toPln(row.salePrice),
    sale_price_start: row.salePriceStart?.toISOString() ?? null,
    sale_price_end: row.salePriceEnd?.toISOString() ?? null,
    on_sale_now: isOnSale(prices, now),
    stock: row.stockOnHand,
    published: row.published,
    version: versionOf(row),
  };
}

/** A picture as the back office previews it: its narrowest WebP variant. */
export function toAdminMedia(row: MediaRow): AdminMedia {
  return {
    id: row.mediaId,
    key: row.key,
    url: variantUrl(row.key, MEDIA_WIDTHS[0], 'webp'),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

/** Everything the product's page in the back office shows. */
export interface ProductRecord {
  row: ProductRow;
  links: ProductLinks & { media: MediaRow[]; categorySlugs: string[] };
  priceHistory: PriceHistoryRow[];
  movements: StockMovementRow[];
}

/** Price history periods shown with a product. */
const PRICE_PERIODS_SHOWN = 20;

/**
 * The Omnibus prices the staff plan with (core's rules, as the shop applies them): the lowest
 * price shown beside a running sale, and the one a sale starting now would be shown with.
 */
function omnibusPrices(history: PriceHistoryRow[], now: Date) {
  const points = history.map((row) => ({
    price: row.price,
    isPromo: row.isPromo,
    validFrom: row.validFrom.getTime(),
    validTo: row.validTo?.getTime() ?? null,
  }));
  const shown = omnibusReferencePrice(points, now.getTime());
  const ifSaleNow = lowestPriceBeforeReduction(points, now.getTime());
  return {
    least_price: shown ? toPln(shown.lowestPrice) : null,
    lowest_price_30_days: ifSaleNow ? toPln(ifSaleNow.lowestPrice) : null,
  };
}

export function toAdminProductDetail(
  { row, links, priceHistory, movements }: ProductRecord,
  now: Date,
): AdminProductDetail {
  return {
    ...toAdminProduct(row, now),
    ...omnibusPrices(priceHistory, now),
    price_history: priceHistory
      .slice(-PRICE_PERIODS_SHOWN)
      .reverse()
      .map((period) => ({
        price: toPln(period.price),
        is_promo: period.isPromo,
        valid_from: period.validFrom.toISOString(),
        valid_to: period.validTo?.toISOString() ?? null,
      })),
    name_span: row.nameSpan,
    ean: row.ean,
    description: row.description,
    details: row.details,
    dlaczego_dziala: row.dlaczegoDziala,
    sklad: row.sklad,
    label: row.label,
    tags: row.tags,
    tax_rate: row.taxRate,
    capacity: row.capacity,
    capacity_unit: capacityUnit({
      name: row.name,
      slug: row.slug,
      productType: row.type,
      categorySlugs: links.categorySlugs,
      giftPacking: row.giftPacking,
    }),
    gift_packing: row.giftPacking,
    bundle_discount_percentage: row.bundleDiscountPercentage,
    position: row.position,
    category_ids: links.categoryIds,
    images: links.media.map(toAdminMedia),
    components: links.components.map(({ productId, quantity }) => ({ product_id: productId, quantity })),
    movements: movements.map((movement) => ({
      id: movement.stockMovementId,
      type: movement.type,
      quantity: movement.quantity,
      reason: movement.reason,
      reference: movement.reference,
      note: movement.note,
      created_at: movement.createdAt.toISOString(),
    })),
  };
}

/** What the audit log keeps of a product: its columns but the search ones and times, and the links given. */
function audited(row: ProductRow, links: Partial<ProductLinks> = {}) {
  const { searchName: _name, searchDocument: _document, createdAt: _created, updatedAt: _updated, ...columns } = row;
  return { ...columns, ...links };
}

function auditProduct(
  repositories: Repositories,
  ctx: StaffContext,
  action: string,
  productId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  return repositories.staff.audit({
    staffId: ctx.actor.staffId,
    staffEmail: ctx.actor.email,
    at: ctx.now,
    action,
    entity: 'product',
    entityId: productId,
    before,
    after,
  });
}

/** What a product's form sends, new or changed. */
type ProductForm = Omit<AdminProductUpdate, 'version'>;

/** The columns a body sets, named as the database names them; what the body leaves out is not there. */
function columnsOf(body: ProductForm): Partial<ProductValues> {
  const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
  const moment = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  const columns: Partial<ProductValues> = {
    name: body.name,
    nameSpan: body.name_span,
    ean: optionalText(body.ean),
    description: body.description,
    details: body.details,
    dlaczegoDziala: body.dlaczego_dziala,
    sklad: body.sklad,
    label: optionalText(body.label),
    tags: body.tags && [...new Set(body.tags)],
    type: body.type,
    taxRate: body.tax_rate,
    capacity: body.capacity,
    giftPacking: body.gift_packing,
    bundleDiscountPercentage: body.bundle_discount_percentage,
    position: body.position,
    nonSalePrice: body.price === undefined ? undefined : fromPln(body.price),
    salePrice: body.sale_price === undefined ? undefined : body.sale_price === null ? null : fromPln(body.sale_price),
    salePriceStart: moment(body.sale_price_start),
    salePriceEnd: moment(body.sale_price_end),
    published: body.published,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The links a body replaces: categories (each once), the gallery with its alt texts, a bundle's components. */
function linksOf(body: ProductForm): Partial<ProductLinks> {
  return {
    ...(body.category_ids && { categoryIds: [...new Set(body.category_ids)] }),
    ...(body.images && { images: body.images.map(({ id, alt }) => ({ mediaId: id, alt })) }),
    ...(body.components && {
      components: body.components.map(({ product_id, quantity }) => ({ productId: product_id, quantity })),
    }),
  };
}

const PRICE_COLUMNS = ['nonSalePrice', 'salePrice', 'salePriceStart', 'salePriceEnd'] as const;

/**
 * Checks what a form sends against the product as it stands (`before`; none
 * for a new one) and answers the columns and links to write, or refuses with
 * the first rule broken: the slug (made from the name when empty) free, the
 * EAN's check digit, the sale terms, every category and picture one of the
 * shop's, and a bundle's components (core's checkBundleComponents).
 */
async function checkedProduct(
  repositories: Repositories,
  body: ProductForm,
  before: { row: ProductRow; components: ProductLinks['components'] } | undefined,
) {
  const columns = columnsOf(body);
  if (body.slug !== undefined || !before) {
    const slug = productSlug(body.slug, body.name ?? before?.row.name ?? '');
    if (!slug) refuse({ code: 'product.slug.invalid' });
    if (await repositories.catalogAdmin.slugTaken(slug, before?.row.productId)) {
      refuse({ code: 'product.slug.taken', params: { slug } });
    }
    columns.slug = slug;
  }
  if (columns.ean && !isValidEan(columns.ean)) refuse({ code: 'product.ean.invalid' });

  const [price, salePrice, start, end] = PRICE_COLUMNS.map((key) =>
    key in columns ? columns[key] : (before?.row[key] ?? null),
  ) as [number, number | null, Date | null, Date | null];
  const saleRefusal = checkSaleTerms({ price, salePrice, start, end });
  if (saleRefusal) refuse(saleRefusal);

  const links = linksOf(body);
  const components = links.components ?? before?.components ?? [];
  const found = await repositories.catalogAdmin.found({
    categoryIds: links.categoryIds ?? [],
    mediaIds: links.images?.map((image) => image.mediaId) ?? [],
    productIds: components.map((component) => component.productId),
  });
  if (links.categoryIds?.some((id) => !found.categories.has(id))) refuse({ code: 'product.category.unknown' });
  const images = links.images ?? [];
  if (
    images.some(({ mediaId }) => !found.media.has(mediaId)) ||
    new Set(images.map((i) => i.mediaId)).size < images.length
  ) {
    refuse({ code: 'product.image.unknown' });
  }
  const type = columns.type ?? before?.row.type ?? 'PRODUCT';
  const componentRefusal =
    components.some(({ productId }) => !found.products.has(productId)) ||
    // A product inside a bundle cannot become one: bundles hold products, not bundles.
    (type === 'BUNDLE' &&
      before?.row.type !== 'BUNDLE' &&
      before !== undefined &&
      (await repositories.catalogAdmin.inBundles(before.row.productId)))
      ? { code: 'product.components.invalid' as const }
      : checkBundleComponents({ productId: before?.row.productId ?? null, type }, components, found.bundles);
  if (componentRefusal) refuse(componentRefusal);
  return { columns, links };
}

/**
 * Adds a product to the catalogue with everything the form gave: its texts,
 * prices and sale window (the price history starts now), categories, gallery
 * and, for a bundle, its components. Unless the form says so it is not on
 * sale yet, and it starts with no stock: deliveries come in as movements.
 */
export async function createProduct(
  repositories: Repositories,
  body: AdminProductCreate,
  ctx: StaffContext,
): Promise<ProductRow> {
  const { columns, links } = await checkedProduct(repositories, body, undefined);
  const created = await repositories.catalogAdmin.create(
    {
      ...columns,
      name: body.name,
      slug: columns.slug!,
      nonSalePrice: fromPln(body.price),
      published: body.published ?? false,
    },
    ctx.now,
  );
  await repositories.catalogAdmin.setLinks(created.productId, links);
  await auditProduct(repositories, ctx, 'product.create', created.productId, null, audited(created, links));
  return created;
}

/**
 * Changes any of a product's fields when nobody changed it since `version`;
 * links sent (categories, gallery, components) replace the old ones. A new
 * price schedule goes into the price history from now on (the Omnibus lowest
 * price reads it); the past stays as it was.
 */
export async function updateProduct(
  repositories: Repositories,
  productId: string,
  body: AdminProductUpdate,
  ctx: StaffContext,
): Promise<ProductRow> {
  const before = await repositories.catalogAdmin.lock(productId);
  if (!before) refuse({ code: 'product.not.found' });
  if (versionOf(before) !== body.version) refuse({ code: 'admin.version.conflict' });
  const current = await repositories.catalogAdmin.links(productId);
  const { columns, links } = await checkedProduct(repositories, body, { row: before, components: current.components });
  const scheduleChanged = PRICE_COLUMNS.some(
    (key) => key in columns && columns[key]?.valueOf() !== before[key]?.valueOf(),
  );
  const after = await repositories.catalogAdmin.update(productId, columns, scheduleChanged, ctx.now);
  await repositories.catalogAdmin.setLinks(productId, links);
  const linksBefore = Object.fromEntries(Object.keys(links).map((key) => [key, current[key as keyof ProductLinks]]));
  await auditProduct(
    repositories,
    ctx,
    'product.update',
    productId,
    audited(before, linksBefore),
    audited(after, links),
  );
  return after;
}

/** Records a delivery, a withdrawal or a move of stock; never below zero (`stock.not.enough`). */
export async function moveStock(
  repositories: Repositories,
  productId: string,
  body: AdminStockMovement,
  ctx: StaffContext,
): Promise<ProductRow> {
  const before = await repositories.catalogAdmin.lock(productId);
  if (!before) refuse({ code: 'product.not.found' });
  const quantity = STAFF_STOCK_MOVEMENTS[body.type] * body.quantity;
  const moved = await repositories.catalogAdmin.move(
    productId,
    { type: body.type, quantity, reason: body.reason ?? null, note: body.note },
    ctx.now,
  );
  if (!moved) refuse({ code: 'stock.not.enough', params: { stock: before.stockOnHand } });
  const after = (await repositories.catalogAdmin.byId(productId))!;
  await auditProduct(repositories, ctx, 'product.stock', productId, audited(before), {
    ...audited(after),
    movement: body.type,
    quantity,
  });
  return after;
}
