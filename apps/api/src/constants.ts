/**
 * The API's own numbers in one place: how long answers are kept, how much a
 * page shows, how often the background work runs. The shop's business rules
 * and the spec's constants live in core (`@manufaktura/core`, constants.ts).
 */

// Caching

/**
 * How long browsers and shared caches may reuse public catalog and content
 * answers. Short, because sale windows open and close by the clock; the
 * storefront keeps its own data cache for 5 minutes (spec) and revalidates on change.
 */
export const CATALOG_CACHE_SECONDS = 60;

/** Seconds public answers, and the promotions and shipping methods carts read, are kept in the API's memory. */
export const DEFAULT_RESPONSE_CACHE_SECONDS = 5;

// What a page shows

/** Products per category carousel on the home page. */
export const CAROUSEL_SIZE = 8;

/** Posts in the home page's blog block: the featured one first, then the newest. */
export const HOME_POSTS = 3;

/** Products and posts a search answers with. */
export const SEARCH_PRODUCT_RESULTS = 24;
/** How many of a search's best matches by text are ordered by the similarity of their names too. */
export const SEARCH_CANDIDATES = 100;
export const SEARCH_POST_RESULTS = 6;

/** Related products under a product. */
export const RELATED_PRODUCTS = 4;

// E-mail

/** How often the outbox is looked at for e-mails due (orders also send theirs at once). */
export const OUTBOX_INTERVAL_MS = 15_000;

/** How long an order waits for its online payment before it is cancelled (the terms promise 3 days). */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 3 * 86_400_000;

/**
 * How often orders whose online payment is overdue are looked for: every minute, or four times
 * within a shorter PAYMENT_TIMEOUT (as the end-to-end journeys set), so none waits long past it.
 */
export const paymentExpiryIntervalMs = (timeoutMs: number) => Math.min(60_000, Math.max(1_000, timeoutMs / 4));

/** After this many failed attempts an e-mail is given up on (and stays visible as FAILED). */
export const OUTBOX_MAX_ATTEMPTS = 8;

/**
 * E-mails one look at the outbox claims (in one statement) and sends at most; a full batch is
 * followed at once by another look, so a backlog drains without waiting for the next interval.
 */
export const OUTBOX_BATCH = 20;

/**
 * E-mails of a batch sent at the same time, each over its own connection to the mail server.
 * A batch takes at most OUTBOX_BATCH / OUTBOX_PARALLEL_SENDS times the SMTP timeouts (5 × 50 s),
 * within its lease (OUTBOX_LEASE_MS).
 */
export const OUTBOX_PARALLEL_SENDS = 4;

/**
 * How long a claimed e-mail is the claimer's to send: longer than the SMTP
 * timeouts allow its batch to take. An instance that dies mid-send
 * leaves the e-mail to be claimed again once its lease is over.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;

/**
 * Past this, closing leaves a send stuck on a slow mail server behind: the shop's shutdown must
 * not wait on it, and the e-mail's lease returns it to the outbox for another try.
 */
export const MAILER_CLOSE_WAIT_MS = 5_000;

/** A confirmation e-mail, and an unsubscribe link asked for by someone else, go to one address at most this often. */
export const NEWSLETTER_MAIL_INTERVAL_MS = 24 * 60 * 60_000;

// Sessions and shutdown

/** A live session's expiry is slid at most this often, so reads stay reads. */
export const SESSION_SLIDE_AFTER_MS = 60 * 60 * 1000;

/** How often expired sessions and abandoned carts are deleted. */
export const SESSION_PURGE_EVERY_MS = 60 * 60 * 1000;

/** An empty cart is kept this long after its last change (a shopper may still be filling in the checkout). */
export const EMPTY_CART_IDLE_MS = 24 * 60 * 60 * 1000;

/**
 * In-flight requests get this long to finish after SIGTERM/SIGINT, and the database to close
 * cleanly (the outbox gives up on a send in flight after 5 s).
 */
export const SHUTDOWN_GRACE_MS = 10_000;

// Accounts

/** How long the link confirming a new account works. */
export const ACCOUNT_CONFIRMATION_TTL_MS = 48 * 60 * 60_000;

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/** Orders an account's history page shows at most at once. */
export const ORDER_HISTORY_PAGE = 20;

/** A back-office session ends after this long without a request… */
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
/** …and after this long in any case: staff sign in again every working day. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** How long an invitation to the back office works (once). */
export const STAFF_INVITATION_TTL_MS = 72 * 60 * 60_000;
/** The back office's session cookie: sent only to its API, never read by scripts. */
export const STAFF_SESSION_COOKIE = 'manufaktura_admin';

/** How often the API looks for product answers to build again (ADR 016), and how many per round. */
export const PRODUCT_VIEWS_INTERVAL_MS = 2_000;
export const PRODUCT_VIEWS_PER_ROUND = 100;
