import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { PlainTextOptions } from './markdown-text.ts';
import { markdownToText } from './markdown-text.ts';

/** What no plain text may keep: a link, a picture, a raw HTML tag or comment. */
const LINK_SYNTAX = /\[[^\]]*\]\([^)]*\)/;
const HTML_SYNTAX = /<!--[\s\S]*?-->|<\/?[a-z][a-z\d-]*(?:\s[^<>]*)?\/?>/i;

/** Markdown made of the pieces that matter here, in any order, so broken and nested syntax comes up too. */
const markdownish = fc
  .array(
    fc.constantFrom(
      ...['[', ']', '(', ')', '!', '<', '>', '/', '"', ' ', '\n', '*', '_', '`', '~', '#', '-', '+', '@'],
      ...[
        'a',
        'ś',
        'x.pl',
        'https://',
        'javascript:',
        '<b>',
        '</a>',
        '<br/>',
        '<!--',
        '-->',
        '](',
        ') ',
        '<a href="x">',
      ],
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

/** Web addresses, with the characters a path may hold (parentheses and emphasis marks too); fc.webUrl() takes seconds. */
const webUrl = fc.stringMatching(
  /^https?:\/\/[a-z\d-]{1,12}(\.[a-z\d-]{1,12}){0,2}\.[a-z]{2,6}(\/[\w.~%!$&'()*+,;=:@-]{0,10}){0,3}(\?[\w=&]{0,10})?$/,
);

const layouts: PlainTextOptions[] = [
  {},
  { linkBase: 'https://sklep.pl' },
  { layout: 'document' },
  { layout: 'document', linkBase: 'https://sklep.pl/' },
];

describe('markdownToText as a paragraph', () => {
  it('drops headings, lists, quotes, emphasis and pictures, keeping the words', () => {
    const markdown =
      '## Skład\n\n- **olej** z _pestek_ malin\n> `naturalny` ~~sztuczny~~\n![zdjęcie](/a.jpg) [Czytaj](/blog/x)';
    expect(markdownToText(markdown)).toBe('Skład olej z pestek malin naturalny sztuczny Czytaj');
  });

  it.each([
    [
      'raw HTML, as the rendered page drops it',
      'Piana <b>kremowa</b><br/> i <!-- uwaga --> gęsta',
      'Piana kremowa i gęsta',
    ],
    ['a tag that only appears once another is gone', 'a <<b>i>b', 'a b'],
    [
      'a link with a title or in angle brackets',
      '[Skład](/sklad "INCI") i [Zwroty](</zwroty reklamacje>)',
      'Skład i Zwroty',
    ],
    ['a link inside a link’s label', '[[Czytaj](/a) dalej](/b)', 'Czytaj dalej'],
    [
      'an autolink, as its address',
      'Pisz: <sklep@manufaktura.pl> lub <https://manufaktura.pl>',
      'Pisz: sklep@manufaktura.pl lub https://manufaktura.pl',
    ],
    ['a comparison, which is no tag', 'pH < 7 i > 5', 'pH < 7 i > 5'],
  ])('handles %s', (_, markdown, text) => {
    expect(markdownToText(markdown)).toBe(text);
  });

  it('never leaves link or picture syntax, and leaves plain words as they are', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-ząęółśżźćń]{1,8}$/), { maxLength: 8 }), webUrl, (words, url) => {
        const plain = words.join(' ');
        expect(markdownToText(plain)).toBe(plain);
        expect(markdownToText(markdownToText(plain))).toBe(plain);
        const text = markdownToText(`${plain} [${words[0] ?? 'tu'}](${url}) ![x](${url})`);
        expect(text).not.toMatch(/\]\(|!\[/);
        expect(text).not.toContain(url);
      }),
    );
  });
});

describe('markdownToText as a document', () => {
  it('keeps the lines, makes relative links absolute on the shop’s address and keeps absolute ones', () => {
    const markdown = '## § 1\n\nUmowa po **potwierdzeniu**. Zobacz [zwroty](/zwroty) i [UOKiK](https://uokik.gov.pl).';
    expect(markdownToText(markdown, { layout: 'document', linkBase: 'https://sklep.pl/' })).toBe(
      '## § 1\n\nUmowa po potwierdzeniu. Zobacz zwroty (https://sklep.pl/zwroty) i UOKiK (https://uokik.gov.pl).',
    );
  });

  it('drops bold and keeps headings, lists and quotes as written', () => {
    expect(markdownToText('## § 2\n\n- **14 dni** na __zwrot__\n> Adresat', { layout: 'document' })).toBe(
      '## § 2\n\n- 14 dni na zwrot\n> Adresat',
    );
  });

  it.each([
    ['drops the title of a link', '[Zwroty](/zwroty "Zwroty i reklamacje")', 'Zwroty (https://sklep.pl/zwroty)'],
    ['reads a target in angle brackets', '[Regulamin](</regulamin>)', 'Regulamin (https://sklep.pl/regulamin)'],
    ['keeps a protocol-relative target as written', '[CDN](//cdn.example.com/a)', 'CDN (//cdn.example.com/a)'],
    ['keeps only the label of a link with no target', '[Zwroty]()', 'Zwroty'],
    ['never writes out an unsafe target', '[Dopłać](javascript:alert(1)) teraz', 'Dopłać teraz'],
    ['keeps a mailto link', '[Napisz](mailto:sklep@manufaktura.pl)', 'Napisz (mailto:sklep@manufaktura.pl)'],
    ['drops pictures and raw HTML', '![logo](/logo.png)Adres:<br>\nul. Lipowa 1', 'Adres:\nul. Lipowa 1'],
  ])('%s', (_, markdown, text) => {
    expect(markdownToText(markdown, { layout: 'document', linkBase: 'https://sklep.pl' })).toBe(text);
  });

  it('shows every link’s target', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^\/[a-z-]{1,12}$/), (label, path) => {
        expect(markdownToText(`[${label}](${path})`, { layout: 'document', linkBase: 'https://sklep.pl' })).toBe(
          `${label} (https://sklep.pl${path})`,
        );
      }),
    );
  });
});

describe('markdownToText on any input', () => {
  it.each(layouts)('leaves no link, picture or tag syntax from the input and is idempotent (%o)', (options) => {
    fc.assert(
      fc.property(markdownish, (markdown) => {
        const text = markdownToText(markdown, options);
        expect(text).not.toMatch(LINK_SYNTAX);
        expect(text).not.toMatch(HTML_SYNTAX);
        expect(markdownToText(text, options)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('never writes out a javascript: target', () => {
    fc.assert(
      fc.property(
        markdownish,
        fc.constantFrom('javascript:x()', 'JaVaScRiPt:x()', '&#106;avascript:x()'),
        (md, href) => {
          const text = markdownToText(`${md} [tu](${href})`, { layout: 'document', linkBase: 'https://sklep.pl' });
          expect(text).not.toContain(href);
        },
      ),
    );
  });
});
