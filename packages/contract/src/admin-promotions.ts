import { z } from 'zod';

import { adminList, adminPaging } from './admin.ts';
import { discountTermDefaults, discountTerms, shownDiscountTerms } from './admin-coupons.ts';

/**
 * Automatic promotions as the staff keep them (`/api/admin/promotions`): they
 * apply by themselves when their condition holds (a minimum order or one of
 * their products in the cart), and the top bar shows them in their colours.
 */
export const adminPromotionQuery = z.strictObject({
  ...adminPaging(25),
  q: z.string().trim().max(200).optional().describe('Part of the name, whatever the case'),
  state: z.enum(['active', 'expired']).optional().describe('Switched on and not ended, or ended'),
});

export const adminPromotion = z
  .object({
    id: z.uuid(),
    ...shownDiscountTerms,
    min_cart_value: shownDiscountTerms.min_cart_value.describe('PLN: reaching it fulfils the condition'),
    product_ids: shownDiscountTerms.product_ids.describe('One of them in the cart fulfils the condition'),
    description: z.string(),
    background_color: z.string(),
    text_color: z.string(),
    override_text: z.string().nullable().describe('The top bar’s text instead of the usual notification'),
    position: z.number().int().describe('Lower first'),
    running_now: z.boolean().describe('Switched on and strictly between its dates'),
    version: z.string().describe('Send it back with a change: a stale one is admin.version.conflict'),
  })
  .meta({ id: 'AdminPromotion' });

export const adminPromotionList = adminList(adminPromotion, 'AdminPromotionList');

export const adminPromotionIdParams = z.strictObject({ id: z.uuid() });

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .describe('#rrggbb');

const promotionFields = {
  ...discountTerms,
  description: z.string().trim().max(500),
  background_color: colour,
  text_color: colour,
  override_text: z.string().trim().min(1).max(200).nullable(),
  position: z.number().int().min(0).max(10_000),
};

export const adminPromotionCreate = z
  .strictObject({
    ...promotionFields,
    ...discountTermDefaults,
    description: promotionFields.description.default(''),
    background_color: promotionFields.background_color.default('#b8855d'),
    text_color: promotionFields.text_color.default('#ffffff'),
    override_text: promotionFields.override_text.default(null),
    position: promotionFields.position.default(0),
  })
  .meta({ id: 'AdminPromotionCreate' });

export const adminPromotionUpdate = z
  .strictObject({ version: z.string().max(64), ...z.object(promotionFields).partial().shape })
  .meta({ id: 'AdminPromotionUpdate' });

export type AdminPromotion = z.infer<typeof adminPromotion>;
export type AdminPromotionCreate = z.infer<typeof adminPromotionCreate>;
export type AdminPromotionUpdate = z.infer<typeof adminPromotionUpdate>;
