import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, count, countDistinct, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { containsPattern } from './like.ts';
import { withTotal } from './paging.ts';

const { couponProducts, couponRedemptions, coupons } = schema;

export type CouponAdminRow = typeof coupons.$inferSelect;

/** What the back office writes of a coupon. */
export type CouponValues = Omit<CouponAdminRow, 'couponId' | 'createdAt'>;

/** A coupon with the products it names and how often placed orders used it. */
export type CouponAdminView = CouponAdminRow & { productIds: string[]; redemptions: number; customers: number };

/** A coupon's or a promotion's switch and end, as `inState` reads them. */
interface Switched {
  active: PgColumn;
  dateTo: PgColumn;
}

/** Those switched on and not ended at `now` (`active`), or ended by then (`expired`); all without a state. */
export function inState(table: Switched, state: 'active' | 'expired' | undefined, now: Date) {
  if (state === 'active') return and(eq(table.active, true), or(isNull(table.dateTo), gt(table.dateTo, now)));
  return state === 'expired' ? lte(table.dateTo, now) : undefined;
}

/** Coupons as the staff keep them, switched off and ended ones too. */
export function createCouponAdminRepository(db: Database) {
  /** The coupons' products and uses, in `rows`' order. */
  async function withUses(rows: CouponAdminRow[]): Promise<CouponAdminView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.couponId);
    const [named, uses] = await Promise.all([
      db
        .select()
        .from(couponProducts)
        .where(inArray(couponProducts.couponId, ids))
        .orderBy(asc(couponProducts.productId)),
      db
        .select({
          couponId: couponRedemptions.couponId,
          redemptions: count(),
          customers: countDistinct(couponRedemptions.email),
        })
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.couponId, ids))
        .groupBy(couponRedemptions.couponId),
    ]);
    return rows.map((row) => {
      const used = uses.find((use) => use.couponId === row.couponId);
      return {
        ...row,
        productIds: named.filter((link) => link.couponId === row.couponId).map((link) => link.productId),
        redemptions: used?.redemptions ?? 0,
        customers: used?.customers ?? 0,
      };
    });
  }

  async function byId(couponId: string): Promise<CouponAdminView | undefined> {
    const [row] = await withUses(await db.select().from(coupons).where(eq(coupons.couponId, couponId)));
    return row;
  }

  /** Names exactly `productIds` as the coupon's products. */
  async function setProducts(couponId: string, productIds: string[]): Promise<void> {
    await db.delete(couponProducts).where(eq(couponProducts.couponId, couponId));
    if (productIds.length > 0) {
      await db.insert(couponProducts).values(productIds.map((productId) => ({ couponId, productId })));
    }
  }

  return {
    byId,

    /**
     * A page of the coupons, the newest first: by part of the code, and those
     * shoppers can use now (switched on, not ended) or those that ended.
     */
    async page(filter: { q?: string; state?: 'active' | 'expired'; now: Date; limit: number; offset: number }) {
      const where = and(
        filter.q ? ilike(coupons.code, containsPattern(filter.q)) : undefined,
        inState(coupons, filter.state, filter.now),
      );
      const { rows, total } = await withTotal(
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(desc(coupons.createdAt), desc(coupons.couponId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(coupons).where(where),
      );
      return { rows: await withUses(rows), total };
    },

    async lock(couponId: string): Promise<CouponAdminView | undefined> {
      const [row] = await withUses(await db.select().from(coupons).where(eq(coupons.couponId, couponId)).for('update'));
      return row;
    },

    /** Whether another coupon has `code`. */
    async codeTaken(code: string, couponId?: string): Promise<boolean> {
      const [row] = await db
        .select({ couponId: coupons.couponId })
        .from(coupons)
        .where(and(eq(coupons.code, code), couponId ? sql`${coupons.couponId} <> ${couponId}` : undefined));
      return row !== undefined;
    },

    async insert(values: CouponValues, productIds: string[]): Promise<CouponAdminView> {
      const [row] = await db.insert(coupons).values(values).returning();
      await setProducts(row!.couponId, productIds);
      return (await byId(row!.couponId))!;
    },

    async update(couponId: string, values: CouponValues, productIds: string[]): Promise<CouponAdminView> {
      await db.update(coupons).set(values).where(eq(coupons.couponId, couponId));
      await setProducts(couponId, productIds);
      return (await byId(couponId))!;
    },
  };
}
