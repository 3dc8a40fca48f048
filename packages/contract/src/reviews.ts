import { REVIEW_MAX_SCORE } from '@manufaktura/core';
import { z } from 'zod';

export const review = z
  .object({
    id: z.uuid(),
    product_id: z.uuid(),
    reviewer_display_name: z.string(),
    title: z.string(),
    content: z.string().describe('Plain text: HTML decoded, U+FFFD removed'),
    score: z.number().int().min(1).max(REVIEW_MAX_SCORE),
    created_at: z.iso.datetime(),
    user_type: z.string(),
    verified: z.boolean().describe('Shown as "Zweryfikowany recenzent"'),
  })
  .meta({ id: 'Review' });

export const rating = z.object({ average: z.number(), count: z.number().int() }).meta({ id: 'Rating' });

export const reviewPage = z.object({
  items: z.array(review),
  rating: rating.nullable(),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const reviewPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const reviewParams = z.object({ id: z.uuid() });

export type Review = z.infer<typeof review>;
export type ReviewPage = z.infer<typeof reviewPage>;
