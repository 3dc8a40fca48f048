import { SESSION_MAX_AGE_S } from '@manufaktura/core';

/**
 * The storefront's own cookies as the browser's scripts read and write them:
 * for the whole site, Lax, Secure on HTTPS, as long as a session by default
 * (the server sets the same ones with `shopCookieOptions`, lib/api/cookie-options.ts).
 */

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(/;\s*/)) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals) === name) return pair.slice(equals + 1);
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeS = SESSION_MAX_AGE_S): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax${secure}`;
}
