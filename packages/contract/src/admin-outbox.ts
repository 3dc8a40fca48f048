import { OUTBOX_STATES } from '@manufaktura/core';
import { z } from 'zod';

import { adminList, adminPaging } from './admin.ts';

/**
 * The shop's outgoing e-mails (`/api/admin/outbox`): who each went to, what
 * about and how sending went. Never their bodies: a link in one (a new
 * password, an invitation) must not reach anyone but its addressee.
 */
const outboxState = z.enum(OUTBOX_STATES);

export const adminEmailQuery = z.strictObject({
  status: outboxState.optional(),
  q: z.string().trim().max(100).optional().describe('Part of the recipient’s address'),
  ...adminPaging(25),
});

export const adminEmail = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    kind_name: z.string(),
    to: z.string(),
    subject: z.string(),
    status: outboxState,
    status_name: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    next_attempt_at: z.string(),
    reference: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'AdminEmail' });

export const adminEmailList = adminList(adminEmail, 'AdminEmailList');

export const adminEmailIdParams = z.strictObject({ id: z.uuid() });

export type AdminEmail = z.infer<typeof adminEmail>;
