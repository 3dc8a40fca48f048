import type { AdminProduct, AdminProductDetail, AdminProductUpdate, AdminStockMovement } from '@manufaktura/contract';
import { fromPln, isOnSale, STAFF_STOCK_MOVEMENTS, toPln } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { ProductPriceChanges, ProductRow, StockMovementRow } from '../repositories/catalog-admin.ts';
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

export function toAdminProductDetail(row: ProductRow, movements: StockMovementRow[], now: Date): AdminProductDetail {
  return {
    ...toAdminProduct(row, now),
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

const audited = (row: ProductRow) => ({
  price: row.nonSalePrice,
  sale_price: row.salePrice,
  sale_price_start: row.salePriceStart?.toISOString() ?? null,
  sale_price_end: row.salePriceEnd?.toISOString() ?? null,
  published: row.published,
  stock: row.stockOnHand,
});

function auditProduct(
  repositories: Repositories,
  ctx: StaffContext,
  action: string,
  before: ProductRow,
  after: ProductRow,
  extra: Record<string, unknown> = {},
) {
  return repositories.staff.audit({
    staffId: ctx.actor.staffId,
    staffEmail: ctx.actor.email,
    at: ctx.now,
    action,
    entity: 'product',
    entityId: before.productId,
    before: audited(before),
    after: { ...audited(after), ...extra },
  });
}

/**
 * Changes a product's regular price, sale price and window, or whether it is
 * on sale at all, when nobody changed it since `version`. A new price schedule
 * goes into the price history from now on (the Omnibus lowest price reads it);
 * the past stays as it was.
 */
export async function updateProductPrices(
  repositories: Repositories,
  productId: string,
  body: AdminProductUpdate,
  ctx: StaffContext,
): Promise<ProductRow> {
  const before = await repositories.catalogAdmin.lock(productId);
  if (!before) refuse({ code: 'product.not.found' });
  if (versionOf(before) !== body.version) refuse({ code: 'admin.version.conflict' });
  const date = (value: string | null | undefined, kept: Date | null) =>
    value === undefined ? kept : value === null ? null : new Date(value);
  const changes: ProductPriceChanges = {
    nonSalePrice: body.price === undefined ? before.nonSalePrice : fromPln(body.price),
    salePrice:
      body.sale_price === undefined ? before.salePrice : body.sale_price === null ? null : fromPln(body.sale_price),
    salePriceStart: date(body.sale_price_start, before.salePriceStart),
    salePriceEnd: date(body.sale_price_end, before.salePriceEnd),
    published: body.published ?? before.published,
  };
  const { salePrice, salePriceStart: start, salePriceEnd: end } = changes;
  const windowGiven = start !== null || end !== null;
  if (
    (salePrice !== null && salePrice >= changes.nonSalePrice) ||
    (salePrice !== null && windowGiven && (!start || !end || start >= end)) ||
    (salePrice === null && windowGiven)
  ) {
    refuse({ code: 'product.sale.invalid' });
  }
  const scheduleChanged =
    changes.nonSalePrice !== before.nonSalePrice ||
    salePrice !== before.salePrice ||
    start?.getTime() !== before.salePriceStart?.getTime() ||
    end?.getTime() !== before.salePriceEnd?.getTime();
  const after = await repositories.catalogAdmin.setPrices(productId, changes, scheduleChanged, ctx.now);
  await auditProduct(repositories, ctx, 'product.prices', before, after);
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
  await auditProduct(repositories, ctx, 'product.stock', before, after, { movement: body.type, quantity });
  return after;
}
