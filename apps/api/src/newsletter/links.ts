import { createHmac, timingSafeEqual } from 'node:crypto';

import { shopLink } from '@manufaktura/core';

/** What a newsletter link does: confirm a pending sign-up, or unsubscribe. */
export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

const LINK_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, purpose: NewsletterLinkPurpose, linkKey: string) =>
  createHmac('sha256', secret).update(`newsletter:${purpose}:${linkKey}`).digest('base64url');

/**
 * The token in a newsletter link: the subscription's link key and an HMAC of
 * it and the link's purpose, so nothing secret is stored and a confirmation
 * link cannot be used to unsubscribe, nor the other way round.
 */
export function newsletterToken(secret: string, purpose: NewsletterLinkPurpose, linkKey: string): string {
  return `${linkKey}.${signature(secret, purpose, linkKey)}`;
}

/** The link key a token was signed for, or undefined when the token is not one of ours for that purpose. */
export function linkKeyOf(secret: string, purpose: NewsletterLinkPurpose, token: string): string | undefined {
  const [linkKey, given, ...rest] = token.split('.');
  if (rest.length > 0 || !linkKey || !given || !LINK_KEY.test(linkKey)) return undefined;
  const expected = Buffer.from(signature(secret, purpose, linkKey));
  const presented = Buffer.from(given);
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? linkKey : undefined;
}

/** The storefront page that asks before confirming (a link scanner opening it confirms nothing). */
export const confirmationUrl = (publicUrl: string, token: string) =>
  shopLink(publicUrl, `/newsletter-confirmation?token=${token}`);

/** The storefront page that asks before unsubscribing. */
export const unsubscribeUrl = (publicUrl: string, token: string) => shopLink(publicUrl, `/unsubscribe?token=${token}`);
