import { FOOTNOTE_LABELS, isSafeHref, isShownImageSrc } from '@manufaktura/core';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import type { TextInputProps } from 'react-admin';
import { FormDataConsumer, TextInput, useTranslate } from 'react-admin';
import type { Components, Options } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

/**
 * Markdown as the storefront renders it (apps/web's components/content/markdown.tsx: the
 * same parser and plugins; the rules for addresses and footnotes are core's, shared with it):
 * CommonMark with GitHub's tables and strikethrough, a line break in a paragraph kept, raw HTML
 * dropped, links with javascript:, vbscript: or data: targets (core's isSafeHref) as plain text,
 * images only from the shop's media or https (isShownImageSrc), headings from h2 (the page's
 * title is its h1). Links open in a new tab, so the preview never leaves the form.
 */
export function MarkdownPreview({ source }: { source: string }) {
  return (
    <Box sx={PREVIEW_STYLE}>
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
    </Box>
  );
}

/** A markdown field with the text as the shop will show it beside it (below it on a phone), as it is typed. */
export function MarkdownInput({ source, ...props }: TextInputProps) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextInput source={source} multiline minRows={12} fullWidth {...props} />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 2, mb: 2, maxHeight: 640, overflow: 'auto' }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {translate('admin.content.preview')}
        </Typography>
        <FormDataConsumer>
          {({ formData }) => <MarkdownPreview source={String(formData?.[source] ?? '')} />}
        </FormDataConsumer>
      </Paper>
    </Stack>
  );
}

const Heading2 = ({ node: _, children, ...props }: ComponentProps<'h2'> & { node?: unknown }) => (
  <h2 {...props}>{children}</h2>
);

function SafeLink({ href, children, node: _, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (!href || !isSafeHref(href)) return <span>{children}</span>;
  return (
    <a href={href} {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function SafeImage({ src, alt }: ComponentProps<'img'> & { node?: unknown }) {
  if (!isShownImageSrc(src)) return <>{alt}</>;
  return <img src={src} alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%' }} />;
}

const REMARK_REHYPE: Options['remarkRehypeOptions'] = FOOTNOTE_LABELS;

const COMPONENTS: Components = { h1: Heading2, a: SafeLink, img: SafeImage };

const PREVIEW_STYLE = {
  lineHeight: 1.6,
  wordBreak: 'break-word',
  '& h2, & h3, & h4': { lineHeight: 1.25, mt: 2, mb: 1 },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, pl: 2, color: 'text.secondary' },
} as const;
