import { MAP_DESCRIPTION_MAX } from '@manufaktura/core';

/** Markdown to one paragraph of plain text: emphasis, links and headings lose their marks. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*[-+>]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The hotspot panel's description: cut to 200 characters plus "…" (spec §9). */
export function truncateDescription(text: string, max = MAP_DESCRIPTION_MAX): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
