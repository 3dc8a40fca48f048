import { describe, expect, it } from 'vitest';

import { isSafeHref, safeHref } from './links.ts';

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
