import { isSafeHref } from '@manufaktura/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

import styles from './markdown.module.css';

/**
 * A small, safe Markdown renderer for the catalog's and the blog's texts: headings, paragraphs,
 * nested lists, quotes, rules, simple pipe tables, bold, italic, code, links and images. It builds
 * React elements (never HTML strings), so every character of the source is escaped; links with
 * javascript:, vbscript: or data: targets (core's isSafeHref) render as plain text (spec §5).
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'));
  return <div className={[styles.markdown, className].filter(Boolean).join(' ')}>{blocks}</div>;
}

interface ListItem {
  indent: number;
  ordered: boolean;
  text: string;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function parseBlocks(lines: string[]): ReactNode[] {
  const blocks: ReactNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const key = `b${i}`;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page's own title is the h1: markdown headings start at h2.
      const level = Math.min(6, Math.max(2, heading[1]!.length + (heading[1]!.length === 1 ? 1 : 0)));
      const Tag = `h${level}` as 'h2';
      blocks.push(<Tag key={key}>{inline(heading[2]!)}</Tag>);
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push(<hr key={key} />);
      i += 1;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const items: ListItem[] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const match = LIST_ITEM.exec(current);
        if (match) {
          items.push({ indent: match[1]!.length, ordered: /\d/.test(match[2]!), text: match[3]! });
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          items.at(-1)!.text += ` ${current.trim()}`;
        } else if (current.trim() === '' && LIST_ITEM.test(lines[i + 1] ?? '')) {
          // A blank line between items keeps the list going.
        } else {
          break;
        }
        i += 1;
      }
      blocks.push(renderList(items, key));
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) {
        quoted.push(lines[i]!.replace(/^>\s?/, ''));
        i += 1;
      }
      blocks.push(<blockquote key={key}>{parseBlocks(quoted)}</blockquote>);
      continue;
    }
    if (line.includes('|') && TABLE_DIVIDER.test(lines[i + 1] ?? '')) {
      const header = cells(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.includes('|') && lines[i]!.trim() !== '') {
        rows.push(cells(lines[i]!));
        i += 1;
      }
      blocks.push(
        <div key={key} className={styles.tableWrap}>
          <table>
            <thead>
              <tr>
                {header.map((cell, c) => (
                  <th key={c} scope="col">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  {header.map((_, c) => (
                    <td key={c}>{inline(row[c] ?? '')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !HEADING.test(lines[i]!) &&
      !LIST_ITEM.test(lines[i]!) &&
      !lines[i]!.startsWith('>') &&
      !RULE.test(lines[i]!)
    ) {
      paragraph.push(lines[i]!.trim());
      i += 1;
    }
    const nodes: ReactNode[] = [];
    paragraph.forEach((text, index) => {
      if (index > 0) nodes.push(<br key={`br${index}`} />);
      nodes.push(...inline(text, `l${index}`));
    });
    blocks.push(<p key={key}>{nodes}</p>);
  }
  return blocks;
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** Nested lists: an item indented deeper than the first one belongs to the item before it. */
function renderList(items: ListItem[], key: string): ReactNode {
  const base = items[0]!.indent;
  const Tag = items[0]!.ordered ? 'ol' : 'ul';
  const children: ReactNode[] = [];
  let i = 0;
  while (i < items.length) {
    const item = items[i]!;
    let j = i + 1;
    while (j < items.length && items[j]!.indent > base) j += 1;
    const nested = items.slice(i + 1, j);
    children.push(
      <li key={i}>
        {inline(item.text)}
        {nested.length > 0 && renderList(nested, `${key}-${i}`)}
      </li>,
    );
    i = j;
  }
  return <Tag key={key}>{children}</Tag>;
}

const INLINE =
  /(!?)\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\b_([^_\s][^_]*)_\b|`([^`]+)`/g;

/** Inline marks to React nodes; text in between stays text (React escapes it). */
function inline(text: string, prefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const key = `${prefix}${n}`;
    n += 1;
    const [, bang, label, href, strong, strong2, em, em2, code] = match;
    if (label !== undefined) {
      if (bang) {
        nodes.push(imageNode(label, href ?? '', key));
      } else {
        nodes.push(linkNode(label, href ?? '', key));
      }
    } else if (strong !== undefined || strong2 !== undefined) {
      nodes.push(<strong key={key}>{inline(strong ?? strong2 ?? '', key)}</strong>);
    } else if (em !== undefined || em2 !== undefined) {
      nodes.push(<em key={key}>{inline(em ?? em2 ?? '', key)}</em>);
    } else if (code !== undefined) {
      nodes.push(<code key={key}>{code}</code>);
    }
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function linkNode(label: string, href: string, key: string): ReactNode {
  const content = inline(label, key);
  if (!href || !isSafeHref(href)) return <span key={key}>{content}</span>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link key={key} href={href}>
        {content}
      </Link>
    );
  }
  const external = /^(?:https?:)?\/\//i.test(href);
  return (
    <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
    </a>
  );
}

function imageNode(alt: string, src: string, key: string): ReactNode {
  // Only the shop's own media and plain web addresses; anything else keeps just its text.
  if (!/^(\/(?!\/)|https:\/\/)/i.test(src) || !isSafeHref(src)) return alt;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- markdown images come from the shop's media
    <img key={key} src={src} alt={alt} loading="lazy" decoding="async" sizes="(min-width: 800px) 720px, 100vw" />
  );
}
