import { describe, expect, it } from 'vitest';

import { FOOTNOTE_LABELS, isSafeHref, isShownImageSrc, safeHref } from './links.ts';

describe('isSafeHref', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:text/html,<script>',
    '\ufeffjavascript:alert(1)',
    'java\u007fscript:alert(1)',
    '\u200bjavascript:alert(1)',
    '\u3000javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
  ])('blocks %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it.each([
    'https://manufaktura.pl/sklep',
    '/sklep/mydlo-lawendowe',
    '#sklad',
    'mailto:kontakt@manufaktura.pl',
    'tel:+48600123456',
    'https://example.com/?q=javascript:1',
    'javascript-guide',
  ])('allows %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it('rejects a missing href', () => {
    expect(isSafeHref(null)).toBe(false);
    expect(isSafeHref(undefined)).toBe(false);
  });
});

describe('safeHref', () => {
  it('returns the href when safe and undefined when not', () => {
    expect(safeHref('/blog')).toBe('/blog');
    expect(safeHref('javascript:void(0)')).toBeUndefined();
  });
});

describe('isShownImageSrc', () => {
  it.each(['/media/posts/mydlo-960.webp', 'https://manufaktura.pl/media/a.jpg', 'HTTPS://cdn.example.com/a.png'])(
    'shows %j',
    (src) => {
      expect(isShownImageSrc(src)).toBe(true);
    },
  );

  it.each([
    '//evil.example.com/a.png',
    'http://example.com/a.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'media/a.png',
    '',
    undefined,
    42,
  ])('keeps only the alt text for %j', (src) => {
    expect(isShownImageSrc(src)).toBe(false);
  });
});

describe('FOOTNOTE_LABELS', () => {
  it('labels the way back to a reference, numbering repeated references', () => {
    expect(FOOTNOTE_LABELS.footnoteBackLabel(0, 1)).toBe('Wróć do odwołania 1');
    expect(FOOTNOTE_LABELS.footnoteBackLabel(2, 3)).toBe('Wróć do odwołania 3-3');
  });
});
