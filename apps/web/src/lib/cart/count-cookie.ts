import { readCookie, writeCookie } from '../browser-cookie.ts';

/**
 * The item count the header shows before the browser has loaded the cart, and
 * without JavaScript at all. Only a hint for display, written wherever the
 * storefront learns the count (the browser's store, the cart's Server
 * Actions); the cart itself is the API's.
 */
export const CART_COUNT_COOKIE = 'cart_count';

/** The count in the cookie; 0 when there is none or it is not one (up to 9999, more than any cart holds). */
export function readCartCount(value: string | undefined | null): number {
  return value && /^\d{1,4}$/.test(value) ? Number(value) : 0;
}

/** Writes the count from the browser, when it differs from what the cookie holds. */
export function rememberCartCountInBrowser(count: number): void {
  const current = readCookie(CART_COUNT_COOKIE);
  if (current === undefined || readCartCount(current) !== count) writeCookie(CART_COUNT_COOKIE, String(count));
}
