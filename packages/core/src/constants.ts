/**
 * Business constants of spec §9 in one place, so the API, the storefront and the tests agree.
 * Values the spec leaves open ("not shown") are our decisions and are marked as such.
 */

/** Currency of every price. */
export const CURRENCY = 'PLN';
/** Locale of all copy and formatting. */
export const LOCALE = 'pl-PL';
/** Calendar days and displayed dates are computed in shop time. */
export const SHOP_TIME_ZONE = 'Europe/Warsaw';
/** Standard VAT rate for cosmetics, percent (gross / 1.23 = net). */
export const VAT_RATE = 23;

/** Search needs at least this many characters (spec §5). */
export const SEARCH_MIN_LENGTH = 3;
/** Pause after typing on the search page before searching (spec §2). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Navbar scroll handler throttle. */
export const SCROLL_THROTTLE_MS = 200;

/** Session cookie lifetime: 28 days (spec §7). */
export const SESSION_MAX_AGE_S = 2_419_200;
/** Cart-creation lock: a second request waits up to this long for the first (spec §4 "Session"). */
export const CART_LOCK_WAIT_MS = 3000;
/** Cart-creation lock polling interval. */
export const CART_LOCK_POLL_MS = 200;

/** Most of one product a cart can hold: a shop's limit (our decision), not the stock's. */
export const MAX_LINE_QUANTITY = 99;

/** Global message bar lifetime (spec §4). */
export const GLOBAL_MESSAGE_MS = 10_000;
/** Mini-cart badge fade out / fade in, each. */
export const MINI_CART_FADE_MS = 500;
/** Testimonials slider autoplay. */
export const TESTIMONIAL_AUTOPLAY_MS = 3500;

/** Omnibus: window of calendar days before a reduction (reference §2). */
export const OMNIBUS_DAYS = 30;

/** Consent cookie (spec §9). */
export const CONSENT_COOKIE_NAME = 'cc_cookie';
export const CONSENT_COOKIE_MAX_AGE_DAYS = 182;
export const CONSENT_COOKIE_PATH = '/';
export const CONSENT_COOKIE_SAME_SITE = 'Lax';
export const CONSENT_COOKIE_SECURE = true;
export const CONSENT_REVISION = 0;
export const CONSENT_MODE = 'opt-in';
export const CONSENT_CATEGORIES = {
  necessary: { enabled: true, readOnly: true },
  analytics: { enabled: true, readOnly: false },
} as const;

/** Map panel description is cut to this many characters plus an ellipsis. */
export const MAP_DESCRIPTION_MAX = 200;
/** Star rating scale. */
export const REVIEW_MAX_SCORE = 5;
/** Interactive banner hotspots. */
export const BANNER_MAX_HOTSPOTS = 5;

/** Our decision (spec: "Password length ... not shown"): NIST SP 800-63B minimum. */
export const PASSWORD_MIN_LENGTH = 8;
/** Our decision: generous upper bound that still stops hashing abuse. */
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 path limit for an address. */
export const EMAIL_MAX_LENGTH = 254;
/** Our decision (spec: "Numeric bounds: not shown"). */
export const NAME_MAX_LENGTH = 100;

/** Our decision: a contact or B2B message needs a few words at least… */
export const INQUIRY_MESSAGE_MIN_LENGTH = 10;
/** …and stays readable in one e-mail. */
export const INQUIRY_MESSAGE_MAX_LENGTH = 5000;

/** Our decision: the furthest into a product listing a client may page (an offset, in products). */
export const LIST_MAX_OFFSET = 100_000;

/** Our decision: the most products one page of a listing answers with. */
export const LIST_MAX_LIMIT = 100;
