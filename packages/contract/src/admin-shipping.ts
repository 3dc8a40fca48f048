import { z } from 'zod';

import { adminList, adminPaging } from './admin.ts';

/** How parcels travel and what they cost, as the staff keep them (`/api/admin/shipping-methods`). */
export const adminShippingMethodQuery = z.strictObject({ ...adminPaging(25) });

export const adminShippingMethod = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number().describe('PLN, gross'),
    cash_on_delivery: z.boolean(),
    requires_locker: z.boolean().describe('The shopper picks a parcel locker'),
    active: z.boolean().describe('Offered at checkout'),
    position: z.number().int().describe('Lower first'),
    version: z.string().describe('Send it back with a change: a stale one is admin.version.conflict'),
  })
  .meta({ id: 'AdminShippingMethod' });

export const adminShippingMethodList = adminList(adminShippingMethod, 'AdminShippingMethodList');

export const adminShippingMethodIdParams = z.strictObject({ id: z.string().min(1).max(64) });

export const adminShippingMethodUpdate = z
  .strictObject({
    version: z.string().max(64),
    name: z.string().trim().min(1).max(100).optional(),
    description: z.string().trim().max(500).optional(),
    price: z.number().min(0).max(10_000).optional().describe('PLN, gross; rounded to grosze'),
    active: z.boolean().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .meta({ id: 'AdminShippingMethodUpdate' });

export type AdminShippingMethod = z.infer<typeof adminShippingMethod>;
export type AdminShippingMethodUpdate = z.infer<typeof adminShippingMethodUpdate>;
