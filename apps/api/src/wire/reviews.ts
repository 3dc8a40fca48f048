import type { review } from '@manufaktura/contract';
import { cleanReviewText, reviewerBadge, reviewerType } from '@manufaktura/core';
import type { z } from 'zod';

import type { ReviewRow } from '../repositories/reviews.ts';

/** A review as the widget shows it; its texts cleaned as spec §5 says. */
export function toReview(row: ReviewRow): z.infer<typeof review> {
  const userType = reviewerType(row);
  return {
    id: row.reviewId,
    product_id: row.productId,
    reviewer_display_name: cleanReviewText(row.reviewerDisplayName),
    title: cleanReviewText(row.title),
    content: cleanReviewText(row.content),
    score: row.score,
    created_at: row.createdAt.toISOString(),
    user_type: userType,
    verified: reviewerBadge(userType) !== undefined,
  };
}
