import { UI_TEXT_PL } from '../messages/pl.ts';
import { htmlToText } from './html.ts';

/**
 * Review text for display (spec §5): U+FFFD replacement characters (broken encoding from the
 * reviews service) removed, then HTML decoded to plain text.
 */
export function cleanReviewText(text: string | null | undefined): string {
  return htmlToText((text ?? '').replaceAll('\ufffd', ''));
}

/**
 * A review's user_type (spec §5). A review whose author the shop knows (an account or an e-mail
 * address) is a verified buyer's only while that author has a delivered order of the product; one
 * imported from the former reviews service without an author keeps the type that service gave it.
 */
export function reviewerType(review: { userType: string; deliveredToAuthor: boolean | null }): string {
  if (review.deliveredToAuthor === null) return review.userType;
  return review.deliveredToAuthor ? 'VerifiedBuyer' : 'AnonymousUser';
}

/** "Zweryfikowany recenzent" unless the review comes from an anonymous user (spec §5). */
export function reviewerBadge(userType: string | null | undefined): string | undefined {
  return userType === 'AnonymousUser' ? undefined : UI_TEXT_PL.verifiedReviewer;
}
