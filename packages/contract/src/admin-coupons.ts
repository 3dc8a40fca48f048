import { DISCOUNT_TYPES, isValidEmail } from '@manufaktura/core';
import { z } from 'zod';

import { adminList, adminMoment, adminPaging } from './admin.ts';

/**
 * Coupons as the staff keep them (`/api/admin/coupons`): the code a shopper
 * types, what it takes off, when and for whom, and how often it was used.
 */
export const adminCouponQuery = z.strictObject({
  ...adminPaging(25),
  q: z.string().trim().max(64).optional().describe('Part of the code, whatever the case'),
  state: z.enum(['active', 'expired']).optional().describe('Switched on and not ended, or ended'),
});

/** The terms a coupon and an automatic promotion share, as the back office shows them. */
export const shownDiscountTerms = {
  name: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  value: z.number().describe('Percent for PERCENTAGE kinds, PLN for FIXED kinds, 0 for FREE_SHIPPING'),
  active: z.boolean(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  min_cart_value: z.number().nullable().describe('PLN, goods before discounts'),
  product_ids: z.array(z.uuid()).describe('*_PRODUCT kinds take off these only'),
};

export const adminCoupon = z
  .object({
    id: z.uuid(),
    code: z.string(),
    ...shownDiscountTerms,
    product_ids: shownDiscountTerms.product_ids.describe('Needed in the cart; *_PRODUCT kinds take off these only'),
    max_redemptions: z.number().int().nullable(),
    max_redemptions_per_user: z.number().int().nullable(),
    allowed_email: z.string().nullable().describe('Only this customer may use it'),
    redemptions: z.number().int().describe('Placed orders that used it'),
    customers: z.number().int().describe('Distinct e-mails among them'),
    created_at: z.string(),
    version: z.string().describe('Send it back with a change: a stale one is admin.version.conflict'),
  })
  .meta({ id: 'AdminCoupon' });

export const adminCouponList = adminList(adminCoupon, 'AdminCouponList');

export const adminCouponIdParams = z.strictObject({ id: z.uuid() });

const limit = z.number().int().min(1).max(1_000_000);

/** The terms a coupon and an automatic promotion share, as the back office writes them. */
export const discountTerms = {
  name: z.string().trim().min(1).max(200),
  discount_type: z.enum(DISCOUNT_TYPES),
  value: z.number().min(0).max(100_000).describe('Percent (whole) for PERCENTAGE kinds, PLN for FIXED kinds'),
  active: z.boolean(),
  date_from: adminMoment.nullable(),
  date_to: adminMoment.nullable().describe('After date_from'),
  min_cart_value: z.number().min(0).max(100_000).nullable(),
  product_ids: z.array(z.uuid()).max(200),
};

/** Those of `discountTerms` a new coupon or promotion may leave out. */
export const discountTermDefaults = {
  active: discountTerms.active.default(true),
  date_from: discountTerms.date_from.default(null),
  date_to: discountTerms.date_to.default(null),
  min_cart_value: discountTerms.min_cart_value.default(null),
  product_ids: discountTerms.product_ids.default([]),
};

const couponFields = {
  ...discountTerms,
  max_redemptions: limit.nullable(),
  max_redemptions_per_user: limit.nullable(),
  allowed_email: z.string().trim().max(254).refine(isValidEmail, 'An e-mail address').nullable(),
};

export const adminCouponCreate = z
  .strictObject({
    code: z.string().trim().min(1).max(64).describe('Kept upper-cased, as carts look it up'),
    ...couponFields,
    ...discountTermDefaults,
    max_redemptions: couponFields.max_redemptions.default(null),
    max_redemptions_per_user: couponFields.max_redemptions_per_user.default(null),
    allowed_email: couponFields.allowed_email.default(null),
  })
  .meta({ id: 'AdminCouponCreate' });

export const adminCouponUpdate = z
  .strictObject({
    version: z.string().max(64),
    code: adminCouponCreate.shape.code.optional(),
    ...z.object(couponFields).partial().shape,
  })
  .meta({ id: 'AdminCouponUpdate' });

export type AdminCoupon = z.infer<typeof adminCoupon>;
export type AdminCouponCreate = z.infer<typeof adminCouponCreate>;
export type AdminCouponUpdate = z.infer<typeof adminCouponUpdate>;
