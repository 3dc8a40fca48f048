import type { CartUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import { fail, isValidEmail, normalizeCouponCode, normalizeEmail, normalizeLockerCode } from '@manufaktura/core';
import { schema } from '@manufaktura/db';

import type { CartChanges, CartLineRow, CartRow } from '../repositories/carts.ts';
import type { Repositories } from '../repositories/index.ts';
import { loadCart } from './load-cart.ts';
import type { CartReferenceData } from './reference-data.ts';

/** The most of one product a cart may hold (also a database check). */
const { MAX_LINE_QUANTITY } = schema;

/** A change that went through: whether it changed anything, and the cart's lines as it leaves them (in order). */
export type OperationResult = { ok: true; changed: boolean; lines: CartLineRow[] } | ({ ok: false } & DomainError);

const failed = (...args: Parameters<typeof fail>): OperationResult => ({ ok: false, ...fail(...args) });

const inCartOrder = (lines: Iterable<CartLineRow>) => [...lines].sort((a, b) => a.position - b.position);

/**
 * Applies one `POST /api/carts` payload to a locked cart inside the request's
 * transaction: lines first (remove, update, add), then the coupon, shipping
 * and the stored checkout data. The first business error stops it; the
 * caller rolls the transaction back, so a failed request changes nothing.
 * (A plain change of the lines runs it on an unlocked snapshot whose writes are
 * recorded and sent afterwards, only if the cart is unchanged: line-change.ts.)
 */
export async function applyCartUpdate(
  repositories: Repositories,
  cart: CartRow,
  body: CartUpdateBody,
  now: Date,
  reference: CartReferenceData,
): Promise<OperationResult> {
  const repo = repositories.carts;
  let changed = false;
  // The lines and, with the stock of their products, that of every product the payload adds.
  const read = await repo.linesWithProducts(
    cart.cartId,
    (body.add_items ?? []).map((item) => item.product_id),
  );
  const { lines } = read;
  const byLineId = new Map(lines.map((line) => [line.lineId, line]));
  const byProduct = new Map(lines.map((line) => [line.productId, line]));

  for (const { lineId } of body.remove_items ?? []) {
    const line = byLineId.get(lineId);
    if (!line) return failed('cart.line.not.found', { lineId });
    await repo.deleteLine(lineId);
    byLineId.delete(lineId);
    byProduct.delete(line.productId);
    changed = true;
  }

  // The wanted quantity of each product after updates and additions, checked against stock at once.
  const wanted = new Map<string, { quantity: number; line?: CartLineRow; options?: unknown[]; replace?: boolean }>();
  const current = (productId: string) => wanted.get(productId)?.quantity ?? byProduct.get(productId)?.quantity ?? 0;

  for (const item of body.update_items ?? []) {
    const line = item.lineId ? byLineId.get(item.lineId) : byProduct.get(item.product_id!);
    if (!line)
      return failed('cart.line.not.found', item.lineId ? { lineId: item.lineId } : { productId: item.product_id });
    const quantity = item.increase ? current(line.productId) + item.quantity : item.quantity;
    wanted.set(line.productId, { quantity, line, ...(item.options ? { options: item.options } : {}) });
  }
  for (const item of body.add_items ?? []) {
    const previous = wanted.get(item.product_id);
    wanted.set(item.product_id, {
      quantity: current(item.product_id) + item.quantity,
      ...(byProduct.get(item.product_id) ? { line: byProduct.get(item.product_id)! } : {}),
      ...(item.options ? { options: item.options } : previous?.options ? { options: previous.options } : {}),
      replace: item.subProductsReplacementForced ?? false,
    });
  }

  if (wanted.size > 0) {
    const products = new Map(read.products.map((p) => [p.productId, p]));
    let position = lines.reduce((max, line) => Math.max(max, line.position), 0);
    for (const [productId, change] of wanted) {
      const product = products.get(productId);
      if (!product || !product.published) return failed('product.not.found', { productId });
      if (change.quantity > MAX_LINE_QUANTITY) return failed('cart.quantity.invalid', { max: MAX_LINE_QUANTITY });
      if (change.quantity <= 0) {
        if (change.line) {
          await repo.deleteLine(change.line.lineId);
          byLineId.delete(change.line.lineId);
        }
      } else if (change.quantity > product.stockOnHand) {
        return failed('product.not.available', { productNames: [product.name], available: product.stockOnHand });
      } else if (change.line) {
        const updated = await repo.updateLine(change.line.lineId, {
          quantity: change.quantity,
          ...(change.options ? { options: change.options } : {}),
          ...(change.replace ? { subProductsReplacementForced: true } : {}),
        });
        byLineId.set(updated.lineId, updated);
      } else {
        position += 1;
        const inserted = await repo.insertLine({
          cartId: cart.cartId,
          productId,
          quantity: change.quantity,
          options: change.options ?? [],
          subProductsReplacementForced: change.replace ?? false,
          position,
        });
        byLineId.set(inserted.lineId, inserted);
      }
      changed = true;
    }
  }

  const changes: CartChanges = {};
  if (body.remove_coupon_code) changes.couponCode = null;
  if (body.add_coupon_code !== undefined) changes.couponCode = normalizeCouponCode(body.add_coupon_code);

  const email = body.email ?? body.account?.email;
  if (email !== undefined) {
    const normalized = normalizeEmail(email);
    if (normalized !== '' && !isValidEmail(normalized)) return failed('email.invalid');
    changes.email = normalized === '' ? null : normalized;
  }
  if (body.metadata !== undefined) changes.metadata = { ...cart.metadata, ...body.metadata };
  // The cart keeps a guest's contact address only: what signs in is never stored.
  if (changes.email !== undefined) changes.account = { ...cart.account, email: changes.email };
  if (body.billing !== undefined) changes.billing = body.billing;
  if (body.shipping !== undefined) changes.shipping = body.shipping;
  if (body.comments !== undefined) changes.comments = body.comments;

  if (body.shippingService !== undefined) {
    const method = await reference.shippingMethod(repositories, body.shippingService.method_id);
    if (!method) return failed('shipping.method.not.found', { methodId: body.shippingService.method_id });
    const attributes = body.shippingService.attributes ?? {};
    const given = attributes.locker_code ?? attributes.target_point;
    if (method.requiresLocker && given !== undefined) {
      const locker = normalizeLockerCode(given);
      if (!locker) return failed('shipping.locker.invalid');
      changes.shippingAttributes = { ...attributes, locker_code: locker };
    } else {
      // A locker method may be chosen before its locker; the order is refused until one is given.
      changes.shippingAttributes = attributes;
    }
    changes.shippingMethodId = method.methodId;
  }

  if (Object.keys(changes).length > 0) {
    await repo.update(cart.cartId, changes);
    changed = true;
  }

  const finalLines = inCartOrder(byLineId.values());
  if (body.add_coupon_code !== undefined) {
    // The coupon is checked against the cart as this request leaves it.
    const { coupon } = await loadCart(repositories, { ...cart, ...changes }, now, reference, finalLines);
    if (coupon && !coupon.ok) return failed(coupon.code, coupon.params);
  }
  return { ok: true, changed, lines: finalLines };
}
