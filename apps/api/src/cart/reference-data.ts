import type { Database } from '@manufaktura/db';

import { expiring } from '../expiring.ts';
import { createCartRepository } from '../repositories/carts.ts';
import type { ShippingMethodRow } from '../repositories/carts.ts';
import { createContentRepository, isPromotionRunning } from '../repositories/content.ts';
import type { PromotionWithProducts } from '../repositories/content.ts';

/**
 * What every cart answer reads besides the cart itself, and what changes only
 * when the shop's staff edit it: the automatic promotions and the shipping
 * methods.
 */
export interface CartReferenceData {
  /** The promotions running at `now` (the dates are checked on every call, never kept). */
  promotions(db: Database, now: Date): Promise<PromotionWithProducts[]>;
  /** An active shipping method by id. */
  shippingMethod(db: Database, methodId: string): Promise<ShippingMethodRow | undefined>;
  /** Forgets what is kept, after the staff change promotions or shipping methods. */
  clear(): void;
}

/**
 * Keeps the reference data for `ttlMs` (0: reads it every time, as placing an
 * order does). When it has to read, it reads through the caller's handle: a
 * request's transaction on the single-connection PGlite could not wait for
 * another. Kept for a few seconds it saves a cart answer three queries; a
 * promotion's dates still open and close it to the millisecond.
 */
export function cartReferenceData(ttlMs = 0): CartReferenceData {
  const promotions = expiring((db: Database) => createContentRepository(db).switchedOnPromotions(), ttlMs);
  const shippingMethods = expiring((db: Database) => createCartRepository(db).shippingMethods(), ttlMs);
  return {
    async promotions(db, now) {
      return (await promotions.get(db)).filter((promotion) => isPromotionRunning(promotion, now));
    },
    async shippingMethod(db, methodId) {
      return (await shippingMethods.get(db)).find((method) => method.methodId === methodId);
    },
    clear() {
      promotions.clear();
      shippingMethods.clear();
    },
  };
}
