import { REVIEW_MAX_SCORE, REVIEW_STATES } from '@manufaktura/core';
import { z } from 'zod';

import { adminList, adminPaging } from './admin.ts';

/** Shoppers' reviews as the staff moderate them (`/api/admin/reviews`). */
const reviewState = z.enum(REVIEW_STATES);

export const adminReviewQuery = z.strictObject({
  status: reviewState.optional(),
  ...adminPaging(25),
});

export const adminReview = z
  .object({
    id: z.uuid(),
    product_id: z.uuid(),
    product_slug: z.string(),
    product_name: z.string(),
    reviewer_display_name: z.string(),
    author_email: z.string().nullable(),
    title: z.string(),
    content: z.string().describe('As the shopper wrote it'),
    score: z.number().int().min(1).max(REVIEW_MAX_SCORE),
    status: reviewState,
    status_name: z.string(),
    moderated_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminReview' });

export const adminReviewList = adminList(adminReview, 'AdminReviewList');

export const adminReviewIdParams = z.strictObject({ id: z.uuid() });

export const adminReviewModeration = z
  .strictObject({ published: z.boolean().describe('True: shown and counted in the rating; false: hidden') })
  .meta({ id: 'AdminReviewModeration' });

export type AdminReview = z.infer<typeof adminReview>;
export type AdminReviewModeration = z.infer<typeof adminReviewModeration>;
