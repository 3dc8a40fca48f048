import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { asc, count, eq } from 'drizzle-orm';

import { withTotal } from './paging.ts';

const { companies } = schema;

export type CompanyRow = typeof companies.$inferSelect;

/** What the back office may change of the company data: who the company is, not its role or dates. */
export type CompanyChanges = Pick<
  CompanyRow,
  'name' | 'address' | 'zip' | 'city' | 'vatNo' | 'mail' | 'phone' | 'notes'
>;

/** The shop's company data (sellers, past and current, and the pickup point) as the staff keep it. */
export function createCompanyAdminRepository(db: Database) {
  return {
    /** A page of the companies: the current seller, the past ones, the pickup point. */
    async page(filter: { limit: number; offset: number }) {
      return withTotal(
        db
          .select()
          .from(companies)
          .orderBy(asc(companies.role), asc(companies.validFrom), asc(companies.companyId))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(companies),
      );
    },

    async byId(companyId: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId));
      return row;
    },

    async lock(companyId: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId)).for('update');
      return row;
    },

    async update(companyId: string, changes: CompanyChanges): Promise<CompanyRow> {
      const [row] = await db.update(companies).set(changes).where(eq(companies.companyId, companyId)).returning();
      return row!;
    },
  };
}
