import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { count, desc, eq } from 'drizzle-orm';

import { withTotal } from './paging.ts';

const { navbarPromotions } = schema;

export type NavbarPromotionRow = typeof navbarPromotions.$inferSelect;

/** What the back office writes of a top-bar promotion. */
export type NavbarPromotionValues = Pick<NavbarPromotionRow, 'content' | 'dateFrom' | 'dateTo'>;

/** The top bar's manual promotions as the staff keep them, past and planned ones too. */
export function createNavbarAdminRepository(db: Database) {
  return {
    /** A page of the promotions, the latest to start first (the one the shop shows when several are in force). */
    async page(filter: { limit: number; offset: number }) {
      return withTotal(
        db
          .select()
          .from(navbarPromotions)
          .orderBy(desc(navbarPromotions.dateFrom), desc(navbarPromotions.navbarPromotionId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(navbarPromotions),
      );
    },

    async byId(id: string): Promise<NavbarPromotionRow | undefined> {
      const [row] = await db.select().from(navbarPromotions).where(eq(navbarPromotions.navbarPromotionId, id));
      return row;
    },

    async lock(id: string): Promise<NavbarPromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(navbarPromotions)
        .where(eq(navbarPromotions.navbarPromotionId, id))
        .for('update');
      return row;
    },

    async insert(values: NavbarPromotionValues): Promise<NavbarPromotionRow> {
      const [row] = await db.insert(navbarPromotions).values(values).returning();
      return row!;
    },

    async update(id: string, values: NavbarPromotionValues): Promise<NavbarPromotionRow> {
      const [row] = await db
        .update(navbarPromotions)
        .set(values)
        .where(eq(navbarPromotions.navbarPromotionId, id))
        .returning();
      return row!;
    },
  };
}
