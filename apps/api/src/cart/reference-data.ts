import { isOnSale } from '@manufaktura/core';

import { expiring, expiringEach } from '../expiring.ts';
import type { OrderReads, ShippingMethodRow } from '../repositories/carts.ts';
import type { PromotionWithProducts } from '../repositories/content.ts';
import { isPromotionRunning } from '../repositories/content.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ProductWithRelations } from '../repositories/products.ts';
import { pricesOf } from '../repositories/products.ts';

/**
 * What every cart answer reads besides the cart itself, and what changes only
 * when the shop's staff edit it: the automatic promotions, the shipping
 * methods, and the products its lines show.
 */
export interface CartReferenceData {
  /** The promotions running at `now` (the dates are checked on every call, never kept). */
  promotions(repositories: Repositories, now: Date): Promise<PromotionWithProducts[]>;
  /** An active shipping method by id. */
  shippingMethod(repositories: Repositories, methodId: string): Promise<ShippingMethodRow | undefined>;
  /**
   * The published products among `ids`, by id, for showing and pricing lines.
   * (What a change may do, stock above all, is checked on fresh rows in its transaction.)
   */
  products(repositories: Repositories, ids: string[], now: Date): Promise<Map<string, ProductWithRelations>>;
  /** Forgets what is kept, after the staff change promotions, shipping methods or products. */
  clear(): void;
}

/** The promotions of `all` running at `now`: their dates are checked on every call, never kept. */
const runningAt = (all: PromotionWithProducts[], now: Date) =>
  all.filter((promotion) => isPromotionRunning(promotion, now));

/** The method `methodId` among the active `methods`. */
const methodAmong = (methods: ShippingMethodRow[], methodId: string) =>
  methods.find((method) => method.methodId === methodId);

/**
 * Keeps the reference data for `ttlMs` (0: reads it every time). When it has
 * to read, it reads through the caller's repositories: a request's transaction
 * on the single-connection PGlite could not wait for another. Kept for a few
 * seconds it saves a cart answer six queries; a promotion's dates still open
 * and close it to the millisecond, and a product kept from before its sale
 * began or ended is read again (its price history is loaded only while it is
 * on sale).
 */
export function cartReferenceData(ttlMs = 0): CartReferenceData {
  const promotions = expiring((repositories: Repositories) => repositories.content.switchedOnPromotions(), ttlMs);
  const shippingMethods = expiring((repositories: Repositories) => repositories.carts.shippingMethods(), ttlMs);
  const products = expiringEach(async (ids: string[], repositories: Repositories, now: Date) => {
    const rows = await repositories.products.byIds(ids, now);
    return new Map(rows.map((product) => [product.productId, { product, onSale: isOnSale(pricesOf(product), now) }]));
  }, ttlMs);
  return {
    async promotions(repositories, now) {
      return runningAt(await promotions.get(repositories), now);
    },
    async shippingMethod(repositories, methodId) {
      return methodAmong(await shippingMethods.get(repositories), methodId);
    },
    async products(repositories, ids, now) {
      const kept = await products.get(
        ids,
        (entry) => entry.onSale === isOnSale(pricesOf(entry.product), now),
        repositories,
        now,
      );
      return new Map([...kept].map(([id, entry]) => [id, entry.product]));
    },
    clear() {
      promotions.clear();
      shippingMethods.clear();
      products.clear();
    },
  };
}

/**
 * The reference data an order has just read afresh with its cart's lines (`carts.orderReads`):
 * answered from that read alone, nothing kept.
 */
export function referenceDataRead(read: OrderReads): CartReferenceData {
  const products = new Map(read.products.map((product) => [product.productId, product]));
  return {
    async promotions(_repositories, now) {
      return runningAt(read.promotions, now);
    },
    async shippingMethod(_repositories, methodId) {
      return methodAmong(read.shippingMethods, methodId);
    },
    async products(_repositories, ids) {
      return new Map(ids.flatMap((id) => (products.has(id) ? [[id, products.get(id)!] as const] : [])));
    },
    clear() {},
  };
}
