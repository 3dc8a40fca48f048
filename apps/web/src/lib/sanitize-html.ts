import { isSafeHref } from '@manufaktura/core';
import type { IOptions } from 'sanitize-html';
import sanitize from 'sanitize-html';

/** Inline tags the shop's staff may use in a promotion or a product's subtitle; nothing else. */
const ALLOWED_TAGS = ['a', 'b', 'br', 'em', 'i', 'small', 'span', 'strong', 'u'];

/** An external link opens in a new tab, without handing the shop's window to the other site. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  // Links keep only a safe target (core's link rule); every other attribute of every tag goes.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  disallowedTagsMode: 'discard',
  // Tags whose content is never text for the shopper: dropped with everything inside.
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'textarea',
    'svg',
    'math',
    'title',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href;
      const safe: Record<string, string> = {};
      if (href && isSafeHref(href)) {
        safe.href = href;
        if (EXTERNAL.test(href)) Object.assign(safe, { target: '_blank', rel: 'noopener noreferrer' });
      }
      return { tagName, attribs: safe };
    },
  },
};

/**
 * Makes staff-written HTML from the shop's data safe to render (a manual promotion's text, a
 * product's `name_span`): sanitize-html parses it as a browser would and keeps only a few inline
 * tags without attributes, links only with safe targets; every other tag is removed (its text
 * stays), scripts, styles and embedded documents with their content. An allow-list: anything it
 * does not know disappears.
 */
export function sanitizeInlineHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** A manual promotion is active when now is between dateFrom and dateTo (spec §4). */
export function isPromotionActive(promotion: { dateFrom: number; dateTo: number }, now = Date.now()): boolean {
  return promotion.dateFrom <= now && now <= promotion.dateTo;
}
