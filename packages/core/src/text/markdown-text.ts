import { shopLink } from './links.ts';

/** How markdown becomes plain text. */
export interface PlainTextOptions {
  /**
   * `paragraph` (a description, a meta tag): one line, headings, list and
   * quote marks and emphasis dropped. `document` (an e-mail attachment): the
   * lines stay as written, only links and bold are rewritten.
   */
  layout?: 'paragraph' | 'document';
  /**
   * With it, a link keeps its target after its label, "label (https://…)",
   * a relative one made absolute on this base (the shop's address); without
   * it only the label stays.
   */
  linkBase?: string;
}

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\(([^)\s]*)\)/g;

/** The shop's markdown as plain text, for places that show no formatting. */
export function markdownToText(markdown: string, { layout = 'paragraph', linkBase }: PlainTextOptions = {}): string {
  const linked = markdown.replace(IMAGE, '').replace(LINK, (_, label: string, target: string) => {
    if (linkBase === undefined || target === '') return label;
    const absolute = target.startsWith('/') ? shopLink(linkBase, target) : target;
    return `${label} (${absolute})`;
  });
  if (layout === 'document') return linked.replace(/(\*\*|__)(.+?)\1/g, '$2');
  return linked
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*[-+>]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
