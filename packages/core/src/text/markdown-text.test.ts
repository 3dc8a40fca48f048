import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { markdownToText } from './markdown-text.ts';

describe('markdownToText as a paragraph', () => {
  it('drops headings, lists, quotes, emphasis and pictures, keeping the words', () => {
    const markdown =
      '## Skład\n\n- **olej** z _pestek_ malin\n> `naturalny` ~~sztuczny~~\n![zdjęcie](/a.jpg) [Czytaj](/blog/x)';
    expect(markdownToText(markdown)).toBe('Skład olej z pestek malin naturalny sztuczny Czytaj');
  });

  it('never leaves link or picture syntax, and leaves plain words as they are', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-ząęółśżźćń]{1,8}$/), { maxLength: 8 }), fc.webUrl(), (words, url) => {
        const plain = words.join(' ');
        expect(markdownToText(plain)).toBe(plain);
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
