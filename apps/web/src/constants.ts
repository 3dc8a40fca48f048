/**
 * The storefront's own numbers in one place: how much a page shows and how long catalog data is
 * kept. The shop's business rules and the spec's constants live in core (`@manufaktura/core`).
 */

/**
 * Lifetime of content data (posts, info pages) in the storefront's cache (spec: 5 minutes by
 * default). The API asks for revalidation by tag when the back office changes data (ADR 014).
 */
export const CONTENT_REVALIDATE_SECONDS = 300;

/**
 * Lifetime of catalog data (products, listings, the home page, the frame's promotions): shorter, so
 * that stock, a sale window starting or ending, or a promotion shows within about a minute even
 * when no one asks for revalidation (ADR 014).
 */
export const CATALOG_REVALIDATE_SECONDS = 45;

/** How long the front door sends a shared page as it was rendered before rendering it again (ADR 014). */
export const SHARED_PAGE_FRESH_SECONDS = 15;

/** Products per page of the shop and category listings. */
export const PRODUCT_PAGE_SIZE = 24;

/** Reviews per page under a product. */
export const REVIEWS_PER_PAGE = 10;

/** Routines the cosmetic finder lists. */
export const FINDER_ROUTINES = 24;

/** Gift packings offered in the cart. */
export const GIFT_PACKING_OFFERS = 4;

/** How many category carousels come before the home page's banner, and before its brand story. */
export const CAROUSELS_BEFORE_BANNER = 2;
export const CAROUSELS_BEFORE_BRAND_STORY = 5;

/** Prefetching ahead (spec §9, ADR 020): how many pages at a time, and the pause before each batch. */
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_DELAY_MS = 3000;

/**
 * How long the service worker waits for the network before it shows a catalogue page kept from an
 * earlier visit (ADR 019): long enough for a slow phone connection, short enough for a dead one.
 */
export const OFFLINE_NETWORK_TIMEOUT_SECONDS = 3;

/** Catalogue pages the browser keeps for offline reading (the least recently used go first), and for how long. */
export const OFFLINE_PAGES_KEPT = 50;
export const OFFLINE_PAGES_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Immutable files (Next.js's chunks, media variants) the browser keeps beyond the precache, and for how long. */
export const OFFLINE_FILES_KEPT = 300;
export const OFFLINE_FILES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A failed chunk loads its page again at most once per address in this time (spec §4, ADR 019):
 * long enough to stop a loop when the server really lacks the file, short enough that a later
 * deploy in the same tab is mended again.
 */
export const CHUNK_RECOVERY_WINDOW_MS = 60_000;
