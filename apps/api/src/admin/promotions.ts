import type { AdminPromotion, AdminPromotionCreate, AdminPromotionUpdate } from '@manufaktura/contract';
import { promotionDefinitionError } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import { isPromotionRunning } from '../repositories/content.ts';
import type { Repositories } from '../repositories/index.ts';
import type { PromotionAdminView, PromotionValues } from '../repositories/promotions-admin.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { keptTerms, knownProducts, shownTerms } from './discounts.ts';
import { recordVersion } from './record-version.ts';

/** What the back office shows and may change of a promotion: its audit record and its version. */
const shown = (row: PromotionValues & { productIds: string[] }) => ({
  ...shownTerms(row),
  description: row.description,
  background_color: row.backgroundColor,
  text_color: row.textColor,
  override_text: row.overrideText,
  position: row.position,
});

export function toAdminPromotion(row: PromotionAdminView, now: Date): AdminPromotion {
  return {
    id: row.promotionId,
    ...shown(row),
    running_now: row.active && isPromotionRunning(row, now),
    version: recordVersion(shown(row)),
  };
}

/** The values to write, when core's rules accept its value and window and the shop has its products. */
async function checked(
  repositories: Repositories,
  fields: AdminPromotionCreate,
): Promise<{ values: PromotionValues; productIds: string[] }> {
  const values: PromotionValues = {
    ...keptTerms(fields),
    description: fields.description,
    backgroundColor: fields.background_color,
    textColor: fields.text_color,
    overrideText: fields.override_text,
    position: fields.position,
  };
  const problem = promotionDefinitionError(values);
  if (problem) refuse(problem);
  return { values, productIds: await knownProducts(repositories, fields.product_ids, 'promotion.product.unknown') };
}

/** Creates an automatic promotion: carts apply it, and the top bar shows it, at once. */
export async function createPromotion(
  repositories: Repositories,
  body: AdminPromotionCreate,
  ctx: ActorContext,
): Promise<PromotionAdminView> {
  const { values, productIds } = await checked(repositories, body);
  const created = await repositories.promotionsAdmin.insert(values, productIds);
  await auditChange(repositories, ctx, {
    action: 'promotion.created',
    entity: 'promotion',
    entityId: created.promotionId,
    before: null,
    after: shown(created),
  });
  return created;
}

/**
 * Changes any of a promotion's terms when nobody changed it since `version`;
 * `active: false` switches it off.
 */
export async function updatePromotion(
  repositories: Repositories,
  promotionId: string,
  body: AdminPromotionUpdate,
  ctx: ActorContext,
): Promise<PromotionAdminView> {
  const before = await repositories.promotionsAdmin.lock(promotionId);
  if (!before) refuse({ code: 'promotion.not.found' });
  const { version, ...changes } = body;
  if (recordVersion(shown(before)) !== version) refuse({ code: 'admin.version.conflict' });
  const { values, productIds } = await checked(repositories, { ...shown(before), ...changes });
  const after = await repositories.promotionsAdmin.update(promotionId, values, productIds);
  await auditChange(repositories, ctx, {
    action: 'promotion.changed',
    entity: 'promotion',
    entityId: promotionId,
    before: shown(before),
    after: shown(after),
  });
  return after;
}
