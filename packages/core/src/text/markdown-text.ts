import { isSafeHref, shopLink } from './links.ts';

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
   * it only the label stays. An unsafe target (javascript:, vbscript:,
   * data:) is never written out: its link keeps just its label, as on the page.
   */
  linkBase?: string;
}

/** A link's `(…)`: balanced parentheses inside it, as CommonMark allows (`(javascript:alert(1))`), else up to the first `)`. */
const DESTINATION = String.raw`\(((?:[^()]|\([^()]*\))*|[^)]*)\)`;
const IMAGE = new RegExp(String.raw`!\[[^\]]*\]${DESTINATION}`, 'g');
/** `[label](target)`, `[label](<target>)`, `[label](target "title")`. */
const LINK = new RegExp(String.raw`\[([^\]]*)\]${DESTINATION}`, 'g');
/** An autolink, `<https://…>`, `<mailto:…>` or `<sklep@…>`: its address is its text. */
const AUTOLINK = /<((?:[a-z][a-z\d+.-]{1,31}:|[\w.+-]+@)[^\s<>]*)>/gi;
/** Raw HTML, which the rendered markdown drops too: comments, and tags with their attributes. */
const HTML = /<!--[\s\S]*?-->|<\/?[a-z][a-z\d-]*(?:\s[^<>]*)?\/?>/gi;

/** The target of a link's `(…)`: its first word, or what its angle brackets hold; titles are dropped. */
function linkTarget(destination: string): string {
  const trimmed = destination.trim();
  const bracketed = /^<([^<>]*)>/.exec(trimmed);
  return bracketed ? bracketed[1]!.trim() : trimmed.replace(/\s[\s\S]*$/, '');
}

/** One pass over the text; `markdownToText` repeats it until nothing changes. */
function pass(markdown: string, layout: 'paragraph' | 'document', linkBase: string | undefined): string {
  const linked = markdown
    .replace(AUTOLINK, '$1')
    .replace(IMAGE, '')
    .replace(LINK, (_, label: string, destination: string) => {
      const target = linkTarget(destination);
      if (linkBase === undefined || target === '' || !isSafeHref(target)) return label;
      const absolute = target.startsWith('/') && !target.startsWith('//') ? shopLink(linkBase, target) : target;
      return `${label} (${absolute})`;
    })
    .replace(HTML, '');
  if (layout === 'document') return linked.replace(/(\*\*|__)(.+?)\1/g, '$2');
  return linked
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*[-+>]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The shop's markdown as plain text, for places that show no formatting:
 * pictures and raw HTML dropped, links as their labels (or labels and
 * targets, with `linkBase`). The result holds no link, picture or tag
 * syntax, even one that only appears once another is removed
 * (`[[a](x)](y)`), so running it again changes nothing.
 */
export function markdownToText(markdown: string, { layout = 'paragraph', linkBase }: PlainTextOptions = {}): string {
  let text = markdown;
  for (;;) {
    const next = pass(text, layout, linkBase);
    if (next === text) return text;
    text = next;
  }
}
