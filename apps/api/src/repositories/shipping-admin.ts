import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { asc, count, eq } from 'drizzle-orm';

import { withTotal } from './paging.ts';

const { shippingMethods } = schema;

export type ShippingMethodAdminRow = typeof shippingMethods.$inferSelect;

/** What the back office may change of a shipping method. */
export type ShippingMethodChanges = Pick<
  ShippingMethodAdminRow,
  'name' | 'description' | 'price' | 'active' | 'position'
>;

/** Shipping methods as the staff keep them, the inactive ones too. */
export function createShippingAdminRepository(db: Database) {
  return {
    /** A page of the methods in checkout's order. */
    async page(filter: { limit: number; offset: number }) {
      return withTotal(
        db
          .select()
          .from(shippingMethods)
          .orderBy(asc(shippingMethods.position), asc(shippingMethods.methodId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(shippingMethods),
      );
    },

    async byId(methodId: string): Promise<ShippingMethodAdminRow | undefined> {
      const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.methodId, methodId));
      return row;
    },

    /**
     * Every method, locked for the rest of the transaction in one fixed order (so two changes
     * never wait for each other): a change may depend on the others (the last one offered).
     */
    async lockAll(): Promise<ShippingMethodAdminRow[]> {
      return db.select().from(shippingMethods).orderBy(asc(shippingMethods.methodId)).for('update');
    },

    async update(methodId: string, changes: ShippingMethodChanges): Promise<ShippingMethodAdminRow> {
      const [row] = await db
        .update(shippingMethods)
        .set(changes)
        .where(eq(shippingMethods.methodId, methodId))
        .returning();
      return row!;
    },
  };
}
