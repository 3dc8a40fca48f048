import { UI_TEXT_PL } from '../messages/pl.ts';
import { htmlToText } from './html.ts';

/**
 * Review text for display (spec §5): U+FFFD replacement characters (broken encoding from the
 * reviews service) removed, then HTML decoded to plain text.
 */
export function cleanReviewText(text: string | null | undefined): string {
  return htmlToText((text ?? '').replaceAll('\ufffd', ''));
}

/** "Zweryfikowany recenzent" unless the review comes from an anonymous user (spec §5). */
export function reviewerBadge(userType: string | null | undefined): string | undefined {
  return userType === 'AnonymousUser' ? undefined : UI_TEXT_PL.verifiedReviewer;
}
