import { z } from 'zod';

import { adminList, adminMoment, adminPaging } from './admin.ts';

/**
 * The top bar's manual promotion as the staff keep it
 * (`/api/admin/navbar-promotions`): while one is in force it replaces the
 * automatic promotions above every page.
 */
export const adminNavbarPromotionQuery = z.strictObject({ ...adminPaging(25) });

export const adminNavbarPromotion = z
  .object({
    id: z.uuid(),
    content: z.string().describe('Short HTML (bold text, a link); the storefront sanitises it'),
    date_from: z.string(),
    date_to: z.string(),
    active_now: z.boolean().describe('Strictly between its dates; the latest to start is shown'),
    version: z.string().describe('Send it back with a change: a stale one is admin.version.conflict'),
  })
  .meta({ id: 'AdminNavbarPromotion' });

export const adminNavbarPromotionList = adminList(adminNavbarPromotion, 'AdminNavbarPromotionList');

export const adminNavbarPromotionIdParams = z.strictObject({ id: z.uuid() });

const content = z.string().trim().min(1).max(1000);

export const adminNavbarPromotionCreate = z
  .strictObject({ content, date_from: adminMoment, date_to: adminMoment.describe('After date_from') })
  .meta({ id: 'AdminNavbarPromotionCreate' });

export const adminNavbarPromotionUpdate = z
  .strictObject({
    version: z.string().max(64),
    content: content.optional(),
    date_from: adminMoment.optional(),
    date_to: adminMoment.optional().describe('Now, to switch a promotion off at once'),
  })
  .meta({ id: 'AdminNavbarPromotionUpdate' });

export type AdminNavbarPromotion = z.infer<typeof adminNavbarPromotion>;
export type AdminNavbarPromotionCreate = z.infer<typeof adminNavbarPromotionCreate>;
export type AdminNavbarPromotionUpdate = z.infer<typeof adminNavbarPromotionUpdate>;
