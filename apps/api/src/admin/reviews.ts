import type { AdminReview } from '@manufaktura/contract';
import { REVIEW_STATE_NAMES_PL, reviewState } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { AdminReviewRow } from '../repositories/reviews-admin.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';

export function toAdminReview(row: AdminReviewRow): AdminReview {
  const status = reviewState(row);
  return {
    id: row.reviewId,
    product_id: row.productId,
    product_slug: row.productSlug,
    product_name: row.productName,
    reviewer_display_name: row.reviewerDisplayName,
    author_email: row.authorEmail,
    title: row.title,
    content: row.content,
    score: row.score,
    status,
    status_name: REVIEW_STATE_NAMES_PL[status],
    moderated_at: row.moderatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const audited = (row: AdminReviewRow) => ({ status: reviewState(row) });

/**
 * Publishes a review (it shows on the product's page and counts in its
 * rating) or hides it. Deciding again is allowed: a published review can be
 * hidden later, a hidden one published.
 */
export async function moderateReview(
  repositories: Repositories,
  reviewId: string,
  published: boolean,
  ctx: ActorContext,
): Promise<AdminReviewRow> {
  const before = await repositories.reviewsAdmin.lock(reviewId);
  if (!before) refuse({ code: 'review.not.found' });
  const after = await repositories.reviewsAdmin.moderate(reviewId, published, ctx.now);
  await auditChange(repositories, ctx, {
    action: published ? 'review.published' : 'review.hidden',
    entity: 'review',
    entityId: reviewId,
    before: audited(before),
    after: audited(after),
  });
  return after;
}
