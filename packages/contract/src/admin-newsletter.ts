import { SUBSCRIBER_STATES } from '@manufaktura/core';
import { z } from 'zod';

import { adminList, adminPaging } from './admin.ts';

/** The newsletter's addresses with the proof of their consent (`/api/admin/newsletter`). */
const subscriberState = z.enum(SUBSCRIBER_STATES);

export const adminSubscriberFilter = z.strictObject({
  status: subscriberState.optional(),
  q: z.string().trim().max(100).optional().describe('Part of the e-mail'),
});

export const adminSubscriberQuery = adminSubscriberFilter.extend(adminPaging(25));

export const adminSubscriber = z
  .object({
    id: z.string().describe('The e-mail'),
    email: z.string(),
    status: subscriberState,
    status_name: z.string(),
    source: z.string().describe('Where the consent was given: footer, checkout or account'),
    source_name: z.string(),
    consent_at: z.string().describe('When the latest consent was given'),
    consent_ip: z.string().nullable().describe('The client address it came from'),
    consent_text_version: z.string().nullable().describe('The version of the consent wording agreed to'),
    confirmation_sent_at: z.string().nullable(),
    confirmed_at: z.string().nullable().describe('When the e-mailed link was used'),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminSubscriber' });

export const adminSubscriberList = adminList(adminSubscriber, 'AdminSubscriberList');

export type AdminSubscriber = z.infer<typeof adminSubscriber>;
export type AdminSubscriberFilter = z.infer<typeof adminSubscriberFilter>;
