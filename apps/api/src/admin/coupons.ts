import type { AdminCoupon, AdminCouponCreate, AdminCouponUpdate } from '@manufaktura/contract';
import { couponDefinitionError, normalizeCouponCode, normalizeEmail } from '@manufaktura/core';

import { isUniqueViolation } from '../orders/place-order.ts';
import { refuse } from '../refusal.ts';
import type { CouponAdminView, CouponValues } from '../repositories/coupons-admin.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { keptTerms, knownProducts, shownTerms } from './discounts.ts';
import { recordVersion } from './record-version.ts';

/** What the back office shows and may change of a coupon: its audit record and its version. */
const shown = (row: CouponValues & { productIds: string[] }) => ({
  code: row.code,
  ...shownTerms(row),
  max_redemptions: row.maxRedemptions,
  max_redemptions_per_user: row.maxRedemptionsPerUser,
  allowed_email: row.allowedEmail,
});

export function toAdminCoupon(row: CouponAdminView): AdminCoupon {
  return {
    id: row.couponId,
    ...shown(row),
    redemptions: row.redemptions,
    customers: row.customers,
    created_at: row.createdAt.toISOString(),
    version: recordVersion(shown(row)),
  };
}

type CouponFields = Omit<AdminCouponCreate, 'code'> & { code: string };

/**
 * The values to write: the code as carts look it up (upper-cased, trimmed) and
 * not another coupon's, a value and window core's rules accept, products the
 * shop has; amounts from PLN to grosze.
 */
async function checked(
  repositories: Repositories,
  fields: CouponFields,
  couponId?: string,
): Promise<{ values: CouponValues; productIds: string[] }> {
  const values: CouponValues = {
    code: normalizeCouponCode(fields.code),
    ...keptTerms(fields),
    maxRedemptions: fields.max_redemptions,
    maxRedemptionsPerUser: fields.max_redemptions_per_user,
    allowedEmail: fields.allowed_email === null ? null : normalizeEmail(fields.allowed_email),
  };
  const problem = couponDefinitionError(values);
  if (problem) refuse(problem);
  const productIds = await knownProducts(repositories, fields.product_ids, 'coupon.product.unknown');
  if (await repositories.couponsAdmin.codeTaken(values.code, couponId)) {
    refuse({ code: 'coupon.code.taken', params: { code: values.code } });
  }
  return { values, productIds };
}

/** A coupon code another change took while this one was checked: refused as taken, not a fault. */
async function codeKept<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuse({ code: 'coupon.code.taken', params: { code } });
    throw error;
  }
}

/** Creates a coupon: carts take its code at once. */
export async function createCoupon(
  repositories: Repositories,
  body: AdminCouponCreate,
  ctx: ActorContext,
): Promise<CouponAdminView> {
  const { values, productIds } = await checked(repositories, body);
  const created = await codeKept(values.code, () => repositories.couponsAdmin.insert(values, productIds));
  await auditChange(repositories, ctx, {
    action: 'coupon.created',
    entity: 'coupon',
    entityId: created.couponId,
    before: null,
    after: shown(created),
  });
  return created;
}

/**
 * Changes any of a coupon's fields when nobody changed it since `version`;
 * `active: false` switches it off (carts holding it show why at once).
 */
export async function updateCoupon(
  repositories: Repositories,
  couponId: string,
  body: AdminCouponUpdate,
  ctx: ActorContext,
): Promise<CouponAdminView> {
  const before = await repositories.couponsAdmin.lock(couponId);
  if (!before) refuse({ code: 'coupon.not.found' });
  const { version, ...changes } = body;
  if (recordVersion(shown(before)) !== version) refuse({ code: 'admin.version.conflict' });
  const { values, productIds } = await checked(repositories, { ...shown(before), ...changes }, couponId);
  const after = await codeKept(values.code, () => repositories.couponsAdmin.update(couponId, values, productIds));
  await auditChange(repositories, ctx, {
    action: 'coupon.changed',
    entity: 'coupon',
    entityId: couponId,
    before: shown(before),
    after: shown(after),
  });
  return after;
}
