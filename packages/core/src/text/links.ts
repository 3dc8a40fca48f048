import { decodeHtmlEntities } from './html.ts';

const BLOCKED_SCHEMES = ['javascript:', 'vbscript:', 'data:'];

/** Characters browsers skip or that render as nothing: controls, spaces, zero-width marks. */
function isInvisible(ch: string): boolean {
  const code = ch.codePointAt(0) as number;
  return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || (code >= 0x200b && code <= 0x200f) || /\s/.test(ch);
}

/**
 * True when a markdown link target is safe to render. Blocks javascript:, vbscript: and data:
 * even when disguised the ways browsers still accept: mixed case, entities (&#106;avascript:,
 * java&Tab;script&colon;), and tabs, newlines or control characters inside the scheme.
 */
export function isSafeHref(href: string | null | undefined): boolean {
  if (href === null || href === undefined) return false;
  let decoded = href;
  for (let i = 0; i < 3; i += 1) {
    const next = decodeHtmlEntities(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  const scheme = [...decoded]
    .filter((ch) => !isInvisible(ch))
    .join('')
    .toLowerCase();
  return !BLOCKED_SCHEMES.some((s) => scheme.startsWith(s));
}

/** The href to render, or undefined when it is unsafe (the link then renders as plain text). */
export function safeHref(href: string | null | undefined): string | undefined {
  return isSafeHref(href) ? (href as string) : undefined;
}

/**
 * True when a markdown image may be shown: the shop's own media (a path from its root) or a
 * plain https address, and safe as a link. Anything else keeps only its alt text.
 */
export function isShownImageSrc(src: unknown): src is string {
  return typeof src === 'string' && /^(\/(?!\/)|https:\/\/)/i.test(src) && isSafeHref(src);
}

/** Markdown footnotes as the shop labels them, wherever its texts are rendered. */
export const FOOTNOTE_LABELS = {
  footnoteLabel: 'Przypisy',
  footnoteBackLabel: (reference: number, rereference: number): string =>
    `Wróć do odwołania ${reference + 1}${rereference > 1 ? `-${rereference}` : ''}`,
} as const;

/** An address in the storefront, for links in e-mails and documents: the shop's public URL (with or without its final slash) and a path. */
export const shopLink = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/+$/, '')}${path}`;
