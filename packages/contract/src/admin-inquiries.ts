import { z } from 'zod';

import { adminList, adminPaging } from './admin.ts';

/** Messages from the contact and B2B forms, as the staff answer them (`/api/admin/inquiries`). */
const inquiryKind = z.enum(['contact', 'b2b']);

export const INQUIRY_REPLY_STATES = ['waiting', 'replied'] as const;

export const adminInquiryQuery = z.strictObject({
  kind: inquiryKind.optional(),
  status: z.enum(INQUIRY_REPLY_STATES).optional().describe('waiting: nobody marked it answered yet'),
  q: z.string().trim().max(100).optional().describe('Part of the name, e-mail or company'),
  ...adminPaging(25),
});

export const adminInquirySummary = z
  .object({
    id: z.uuid(),
    kind: inquiryKind,
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    topic: z.string().nullable().describe('Contact form: order, products, returns or other'),
    topic_name: z.string().nullable(),
    replied_at: z.string().nullable(),
    replied_by: z.string().nullable().describe('The e-mail of the member who marked it answered'),
    created_at: z.string(),
  })
  .meta({ id: 'AdminInquirySummary' });

export const adminInquiryList = adminList(adminInquirySummary, 'AdminInquiryList');

export const adminInquiry = adminInquirySummary
  .extend({
    message: z.string(),
    nip: z.string().nullable(),
    phone: z.string().nullable(),
    volume: z.string().nullable(),
    volume_name: z.string().nullable(),
  })
  .meta({ id: 'AdminInquiry' });

export const adminInquiryIdParams = z.strictObject({ id: z.uuid() });

export type AdminInquirySummary = z.infer<typeof adminInquirySummary>;
export type AdminInquiry = z.infer<typeof adminInquiry>;
export type InquiryReplyState = (typeof INQUIRY_REPLY_STATES)[number];
