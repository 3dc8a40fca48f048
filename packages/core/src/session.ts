/**
 * The shopper's session as both sides of the shop know it (spec §7): the API
 * issues the token, keeps it in its own HttpOnly cookie and answers with it
 * in `Session-Id`; the storefront's scripts keep a readable copy to send back.
 */

/** The API's HttpOnly cookie, which scripts can neither read nor overwrite. */
export const API_SESSION_COOKIE = 'session_id';
/** The storefront scripts' copy of the same token. */
export const SHOP_SESSION_COOKIE = 'shop_session';
/** The header a session travels in, both ways. */
export const SESSION_HEADER = 'Session-Id';

/** A token the shop issues (a session, a signed link's key): 32 bytes in base64url, 43 characters. */
const SHOP_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** True for a string shaped as a token the shop issues; anything else from a cookie or a header is none. */
export function isShopToken(value: unknown): value is string {
  return typeof value === 'string' && SHOP_TOKEN.test(value);
}
