import { isShopToken } from '@manufaktura/core';

import { NEWSLETTER_MAIL_INTERVAL_MS } from '../constants.ts';
import {
  newsletterConfirmationEmail,
  newsletterUnsubscribeLinkEmail,
  newsletterWelcomeEmail,
} from '../mail/templates/newsletter.ts';
import type { Repositories } from '../repositories/index.ts';
import type { SubscriptionSource } from '../repositories/newsletter.ts';
import { NEWSLETTER_CONSENT_VERSION } from './consent.ts';
import { confirmationUrl, linkKeyOf, newsletterToken, unsubscribeUrl } from './links.ts';

/** What the newsletter's links need: the clock, the secret they are signed with, the storefront's address. */
export interface NewsletterContext {
  now: Date;
  secret: string;
  publicUrl: string;
}

/**
 * A sign-up (footer form, checkout, account), double opt-in: the consent is
 * stored with its proof (time, address, client IP, wording version) and the
 * address stays pending; a confirmation e-mail with a signed link goes out in
 * the caller's transaction, at most once a day per address. An address that
 * already receives the newsletter is left as it is.
 */
export async function requestSubscription(
  repositories: Repositories,
  input: { email: string; source: SubscriptionSource; ip: string | null },
  ctx: NewsletterContext,
): Promise<void> {
  const repo = repositories.newsletter;
  await repo.requestConsent({ ...input, now: ctx.now, textVersion: NEWSLETTER_CONSENT_VERSION });
  const linkKey = await repo.claimConfirmationMail(input.email, ctx.now, NEWSLETTER_MAIL_INTERVAL_MS);
  if (!linkKey) return;
  const link = confirmationUrl(ctx.publicUrl, newsletterToken(ctx.secret, 'confirm', linkKey));
  await repositories.outbox.enqueue(
    [{ kind: 'newsletter-confirmation', to: input.email, ...newsletterConfirmationEmail(link, ctx.publicUrl) }],
    ctx.now,
  );
}

/**
 * Confirms the sign-up of a confirmation link: the address receives the
 * newsletter, belongs to the confirming session, and gets the welcome e-mail
 * with its unsubscribe link (once). The address, or undefined for a link that
 * is not ours or whose sign-up was withdrawn.
 */
export async function confirmSubscription(
  repositories: Repositories,
  token: string,
  sessionHash: string,
  ctx: NewsletterContext,
): Promise<string | undefined> {
  const linkKey = linkKeyOf(ctx.secret, 'confirm', token);
  if (!linkKey) return undefined;
  const confirmed = await repositories.newsletter.confirm(linkKey, ctx.now, sessionHash);
  if (!confirmed) return undefined;
  if (confirmed.confirmedNow) {
    const link = unsubscribeUrl(ctx.publicUrl, newsletterToken(ctx.secret, 'unsubscribe', linkKey));
    await repositories.outbox.enqueue(
      [{ kind: 'newsletter-welcome', to: confirmed.row.email, ...newsletterWelcomeEmail(link, ctx.publicUrl) }],
      ctx.now,
    );
  }
  return confirmed.row.email;
}

/**
 * Someone other than the owner asked to unsubscribe an address: its owner
 * gets the signed unsubscribe link instead (a subscribed address only, at
 * most once a day).
 */
export async function mailUnsubscribeLink(
  repositories: Repositories,
  email: string,
  ctx: NewsletterContext,
): Promise<void> {
  const linkKey = await repositories.newsletter.claimUnsubscribeLinkMail(email, ctx.now, NEWSLETTER_MAIL_INTERVAL_MS);
  if (!linkKey) return;
  const link = unsubscribeUrl(ctx.publicUrl, newsletterToken(ctx.secret, 'unsubscribe', linkKey));
  await repositories.outbox.enqueue(
    [{ kind: 'newsletter-unsubscribe-link', to: email, ...newsletterUnsubscribeLinkEmail(link, ctx.publicUrl) }],
    ctx.now,
  );
}

/** Unsubscribes the address of an unsubscribe link (signed, or from before links were signed); its e-mail, or undefined. */
export async function unsubscribeWithLink(
  repositories: Repositories,
  token: string,
  ctx: NewsletterContext,
): Promise<string | undefined> {
  const linkKey = linkKeyOf(ctx.secret, 'unsubscribe', token);
  const repo = repositories.newsletter;
  if (linkKey) return repo.unsubscribeByLink({ linkKey }, ctx.now);
  // Welcome e-mails sent before links were signed carry a random token whose hash was stored.
  return isShopToken(token) ? repo.unsubscribeByLink({ legacyToken: token }, ctx.now) : undefined;
}
