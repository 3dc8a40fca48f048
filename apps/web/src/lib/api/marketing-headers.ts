import { addressForAnalytics } from '../analytics.ts';
import { readCookie } from '../browser-cookie.ts';
import { consentAccepts } from '../consent-cookie.ts';

/**
 * The marketing identifiers a call to the shop API carries (spec §7): Meta's click and browser ids
 * and TikTok's, each read from the first-party cookie their tags keep, under the header named here
 * (the spec names none; ADR 017).
 */
export const MARKETING_HEADERS = {
  _fbc: 'X-Fbc',
  _fbp: 'X-Fbp',
  ttclid: 'X-Ttclid',
  _ttp: 'X-Ttp',
} as const;

/** A cookie value fit to travel as a header: visible ASCII of a sensible length; anything else stays home. */
const HEADER_VALUE = /^[\x21-\x7e]{1,500}$/;

/** What one API call adds: the identifiers' headers and how the page's address goes as the referer. */
export interface MarketingRequest {
  headers: Record<string, string>;
  referrer?: string;
  referrerPolicy: ReferrerPolicy;
}

/**
 * The identifiers found among the cookies (read through `cookie`), as headers. Only with consent:
 * the spec's consent has no marketing category, so analytics' decides (ADR 017).
 */
export function marketingHeaders(cookie: (name: string) => string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(MARKETING_HEADERS)) {
    const value = cookie(name);
    if (value && HEADER_VALUE.test(value)) headers[header] = value;
  }
  return headers;
}

/**
 * The marketing part of a browser call to the API: with analytics accepted, the identifiers and the
 * page's address as the referer (without its tokens, as analytics sees it); without, no identifier
 * and only the shop's origin as the referer.
 */
export function marketingRequest(): MarketingRequest {
  if (!consentAccepts('analytics')) return { headers: {}, referrerPolicy: 'origin' };
  return {
    headers: marketingHeaders(readCookie),
    referrer: addressForAnalytics(location.href),
    referrerPolicy: 'same-origin',
  };
}
