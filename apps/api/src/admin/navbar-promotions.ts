import type {
  AdminNavbarPromotion,
  AdminNavbarPromotionCreate,
  AdminNavbarPromotionUpdate,
} from '@manufaktura/contract';
import { isWithinWindow } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { NavbarPromotionRow, NavbarPromotionValues } from '../repositories/navbar-admin.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { recordVersion } from './record-version.ts';

const shown = (row: NavbarPromotionValues) => ({
  content: row.content,
  date_from: row.dateFrom.toISOString(),
  date_to: row.dateTo.toISOString(),
});

export function toAdminNavbarPromotion(row: NavbarPromotionRow, now: Date): AdminNavbarPromotion {
  return {
    id: row.navbarPromotionId,
    ...shown(row),
    active_now: isWithinWindow({ from: row.dateFrom, to: row.dateTo }, now),
    version: recordVersion(shown(row)),
  };
}

/** The values to write, when the promotion starts before it ends (`navbar.promotion.invalid` otherwise). */
function checked(values: NavbarPromotionValues): NavbarPromotionValues {
  if (values.dateFrom >= values.dateTo) refuse({ code: 'navbar.promotion.invalid' });
  return values;
}

/** Plans a top-bar promotion: while in force it replaces the automatic promotions above every page. */
export async function createNavbarPromotion(
  repositories: Repositories,
  body: AdminNavbarPromotionCreate,
  ctx: ActorContext,
): Promise<NavbarPromotionRow> {
  const values = checked({ content: body.content, dateFrom: new Date(body.date_from), dateTo: new Date(body.date_to) });
  const created = await repositories.navbarAdmin.insert(values);
  await auditChange(repositories, ctx, {
    action: 'navbar.promotion.created',
    entity: 'navbar_promotion',
    entityId: created.navbarPromotionId,
    before: null,
    after: shown(created),
  });
  return created;
}

/**
 * Changes a top-bar promotion's text or dates when nobody changed it since
 * `version`; its end set to now switches it off at once.
 */
export async function updateNavbarPromotion(
  repositories: Repositories,
  id: string,
  body: AdminNavbarPromotionUpdate,
  ctx: ActorContext,
): Promise<NavbarPromotionRow> {
  const before = await repositories.navbarAdmin.lock(id);
  if (!before) refuse({ code: 'navbar.promotion.not.found' });
  if (recordVersion(shown(before)) !== body.version) refuse({ code: 'admin.version.conflict' });
  const values = checked({
    content: body.content ?? before.content,
    dateFrom: body.date_from === undefined ? before.dateFrom : new Date(body.date_from),
    dateTo: body.date_to === undefined ? before.dateTo : new Date(body.date_to),
  });
  const after = await repositories.navbarAdmin.update(id, values);
  await auditChange(repositories, ctx, {
    action: 'navbar.promotion.changed',
    entity: 'navbar_promotion',
    entityId: id,
    before: shown(before),
    after: shown(after),
  });
  return after;
}
