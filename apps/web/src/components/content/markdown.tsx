import 'server-only';

import { FOOTNOTE_LABELS, isSafeHref, isShownImageSrc } from '@manufaktura/core';
import type { ComponentProps } from 'react';
import type { Components, Options } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

import Link from '../ui/link.tsx';
import styles from './markdown.module.css';

/**
 * The catalog's and the blog's texts (CommonMark with GitHub's tables and
 * strikethrough; a line break in a paragraph stays a line break), rendered on
 * the server into React elements. Raw HTML in the source is dropped, never
 * rendered; links with javascript:, vbscript: or data: targets (core's
 * isSafeHref) render as plain text (spec §5). Server-only: react-markdown
 * and its parser never reach the browser; a client component that shows
 * markdown takes it rendered, as children (the product page's tabs).
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={[styles.markdown, className].filter(Boolean).join(' ')}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkBreaks]}
        skipHtml
        // Every address is judged by the components below, which keep an unsafe one as text.
        urlTransform={(url) => url}
        remarkRehypeOptions={REMARK_REHYPE}
        components={COMPONENTS}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}

/** The page's own title is the h1: markdown headings start at h2. */
const Heading2 = ({ node: _, children, ...props }: ComponentProps<'h2'> & { node?: unknown }) => (
  <h2 {...props}>{children}</h2>
);

/**
 * A link's other properties come from the markdown itself (a title, a
 * footnote's id and labels), never from raw HTML, which is skipped.
 */
function SafeLink({ href, children, node: _, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (!href || !isSafeHref(href)) return <span>{children}</span>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  const external = /^(?:https?:)?\/\//i.test(href);
  return (
    <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function SafeImage({ src, alt }: ComponentProps<'img'> & { node?: unknown }) {
  if (!isShownImageSrc(src)) return <>{alt}</>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- markdown images come from the shop's media
    <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" sizes="(min-width: 800px) 720px, 100vw" />
  );
}

/** GitHub's footnotes, labelled in Polish; the list's heading is for screen readers only. */
const REMARK_REHYPE: Options['remarkRehypeOptions'] = {
  ...FOOTNOTE_LABELS,
  footnoteLabelProperties: { className: ['visually-hidden'] },
};

const COMPONENTS: Components = {
  h1: Heading2,
  a: SafeLink,
  img: SafeImage,
  table: ({ node: _, ...props }) => (
    <div className={styles.tableWrap}>
      <table {...props} />
    </div>
  ),
  th: ({ node: _, ...props }) => <th scope="col" {...props} />,
};
