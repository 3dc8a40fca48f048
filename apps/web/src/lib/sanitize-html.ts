import { isSafeHref } from '@manufaktura/core';

/** Inline tags a manual promotion may use; everything else is dropped (its text stays). */
const ALLOWED_TAGS = new Set(['a', 'b', 'br', 'em', 'i', 'small', 'span', 'strong', 'u']);
/** Tags whose content is never text for the shopper. */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|textarea|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
}

function openLink(attributes: string): string {
  const match = HREF.exec(attributes);
  const href = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!href || !isSafeHref(href)) return '<a>';
  const external = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href);
  return `<a href="${escapeAttribute(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>`;
}

/**
 * Makes a manual promotion's staff-written HTML safe to render: only a few inline tags without
 * attributes, links only with safe targets (core's link rule), every other tag removed, tags
 * balanced. It is an allow-list, so anything it does not know disappears.
 */
export function sanitizePromotionHtml(html: string): string {
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROPPED_WITH_CONTENT, '');
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (tag === 'br') {
      if (!closing) out += '<br>';
    } else if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      open.push(tag);
      out += tag === 'a' ? openLink(match[3] ?? '') : `<${tag}>`;
    }
  }
  out += escapeText(source.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** A manual promotion is active when now is between dateFrom and dateTo (spec §4). */
export function isPromotionActive(promotion: { dateFrom: number; dateTo: number }, now = Date.now()): boolean {
  return promotion.dateFrom <= now && now <= promotion.dateTo;
}
