/**
 * The version of the newsletter consent a shopper gives (the checkbox wording
 * of the footer and checkout forms and the newsletter terms at
 * /regulamin-newsletter), stored with every consent as its proof. Change it
 * whenever one of them changes.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-24';
