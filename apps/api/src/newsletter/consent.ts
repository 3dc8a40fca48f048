/**
 * The version of the newsletter consent a shopper gives (the checkbox wording
 * of the footer and checkout forms and the newsletter terms at
 * /regulamin-newsletter), stored with every consent as its proof. Change it
 * whenever one of them changes.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-24';

/** A confirmation e-mail, and an unsubscribe link asked for by someone else, go to one address at most this often. */
export const NEWSLETTER_MAIL_INTERVAL_MS = 24 * 60 * 60_000;
