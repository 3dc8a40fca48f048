import type { CONSENT_CATEGORIES } from '@manufaktura/core';
import { CONSENT_COOKIE_NAME, CONSENT_REVISION } from '@manufaktura/core';

import { readCookie } from './browser-cookie.ts';

export type ConsentCategory = keyof typeof CONSENT_CATEGORIES;

/**
 * Whether a stored choice (the cc_cookie value vanilla-cookieconsent writes: URI-encoded JSON)
 * accepts a category under the current revision. A missing, malformed or outdated cookie accepts
 * nothing, as the consent manager itself treats it.
 */
export function choiceAccepts(cookieValue: string | undefined, category: ConsentCategory): boolean {
  if (!cookieValue) return false;
  try {
    const choice: unknown = JSON.parse(decodeURIComponent(cookieValue));
    if (typeof choice !== 'object' || choice === null) return false;
    const { categories, revision } = choice as { categories?: unknown; revision?: unknown };
    return revision === CONSENT_REVISION && Array.isArray(categories) && categories.includes(category);
  } catch {
    return false;
  }
}

/**
 * The shopper's stored choice, read from the cookie rather than from the consent manager, which
 * loads only once the page is interactive: the first API calls and events of a page already know it.
 */
export function consentAccepts(category: ConsentCategory): boolean {
  return choiceAccepts(readCookie(CONSENT_COOKIE_NAME), category);
}
