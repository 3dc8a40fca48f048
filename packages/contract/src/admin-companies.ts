import { isValidEmail, isValidNip, isValidPhone, isValidPostalCode } from '@manufaktura/core';
import { z } from 'zod';

import { adminList, adminPaging } from './admin.ts';

/**
 * The shop's company data as the staff keep it (`/api/admin/companies`): the
 * seller now and before, and the pickup point, shown in the storefront's
 * footer and information pages and named on orders.
 */
export const adminCompanyQuery = z.strictObject({ ...adminPaging(25) });

export const adminCompany = z
  .object({
    id: z.uuid(),
    role: z.string().describe('CURRENT_SELLER, PAST_SELLER or PICKUP'),
    name: z.string(),
    address: z.string(),
    zip: z.string(),
    city: z.string(),
    vat_no: z.string().nullable().describe('NIP'),
    mail: z.string().nullable(),
    phone: z.string().nullable(),
    notes: z.string().describe('Opening hours and notes of the pickup point'),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    version: z.string().describe('Send it back with a change: a stale one is admin.version.conflict'),
  })
  .meta({ id: 'AdminCompany' });

export const adminCompanyList = adminList(adminCompany, 'AdminCompanyList');

export const adminCompanyIdParams = z.strictObject({ id: z.uuid() });

const line = (max: number) => z.string().trim().min(1).max(max);

export const adminCompanyUpdate = z
  .strictObject({
    version: z.string().max(64),
    name: line(200).optional(),
    address: line(200).optional(),
    zip: z.string().trim().refine(isValidPostalCode, 'NN-NNN').optional(),
    city: line(100).optional(),
    vat_no: z.string().trim().max(20).refine(isValidNip, 'A NIP with a valid checksum').nullable().optional(),
    mail: z.string().trim().max(254).refine(isValidEmail, 'An e-mail address').nullable().optional(),
    phone: z.string().trim().max(30).refine(isValidPhone, 'Nine digits, +48 allowed').nullable().optional(),
    notes: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'AdminCompanyUpdate' });

export type AdminCompany = z.infer<typeof adminCompany>;
export type AdminCompanyUpdate = z.infer<typeof adminCompanyUpdate>;
