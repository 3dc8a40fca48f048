import { SESSION_MAX_AGE_S } from '@manufaktura/core';

/**
 * The item count the header shows before the browser has loaded the cart, and
 * without JavaScript at all. Only a hint for display, written wherever the
 * storefront learns the count (the browser's store, the cart's Server
 * Actions); the cart itself is the API's.
 */
export const CART_COUNT_COOKIE = 'cart_count';

/** More than any cart holds (99 of each line); anything else read from the cookie is no count. */
const MAX_SHOWN = 9999;

/** The count in the cookie; 0 when there is none or it is not a count. */
export function readCartCount(value: string | undefined | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_SHOWN);
}

/** The cookie's attributes, the same from the browser and from the storefront's server. */
export const cartCountCookieOptions = (secure: boolean) =>
  ({ path: '/', maxAge: SESSION_MAX_AGE_S, sameSite: 'lax', secure, httpOnly: false }) as const;

/** Writes the count from the browser, when it differs from what the cookie holds. */
export function rememberCartCountInBrowser(count: number): void {
  const current = document.cookie.match(new RegExp(`(?:^|;\\s*)${CART_COUNT_COOKIE}=([^;]*)`))?.[1];
  if (current !== undefined && readCartCount(current) === count) return;
  const { path, maxAge } = cartCountCookieOptions(false);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CART_COUNT_COOKIE}=${count}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
