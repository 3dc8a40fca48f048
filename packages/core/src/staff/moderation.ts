/**
 * Where a shopper's review stands with the staff: waiting to be looked at,
 * published on the product's page (it counts in the rating), or hidden.
 */
export const REVIEW_STATES = ['waiting', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A review is waiting while it is unpublished and nobody moderated it yet. */
export function reviewState(review: { published: boolean; moderatedAt: Date | null }): ReviewState {
  if (review.published) return 'published';
  return review.moderatedAt === null ? 'waiting' : 'hidden';
}

/** Polish names of the states, as the back office shows them. */
export const REVIEW_STATE_NAMES_PL: Record<ReviewState, string> = {
  waiting: 'czeka na decyzję',
  published: 'opublikowana',
  hidden: 'ukryta',
};
