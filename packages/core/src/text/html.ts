const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  period: '.',
  sol: '/',
  lpar: '(',
  rpar: ')',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  oacute: 'ó',
  Oacute: 'Ó',
  bdquo: '„',
  rdquo: '”',
  ldquo: '“',
  laquo: '«',
  raquo: '»',
};

function fromCodePoint(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * Decodes HTML character references: numeric (&#106; &#x6A; and, like browsers, without the
 * trailing semicolon) and the common named ones. Unknown names are kept as written.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      return fromCodePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Turns an HTML fragment into plain text: <br> and block ends become line breaks, other tags
 * are dropped, entities decoded, blank runs collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
