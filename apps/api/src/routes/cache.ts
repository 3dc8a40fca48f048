/**
 * How long browsers and shared caches may reuse public catalog and content
 * answers. Short, because sale windows open and close by the clock; the
 * storefront keeps its own data cache for 5 minutes (spec) and revalidates on change.
 */
export const CATALOG_CACHE_SECONDS = 60;
