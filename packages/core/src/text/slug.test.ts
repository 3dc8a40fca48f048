import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { slugify, tagSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Mydło żółte', 'mydlo-zolte'],
    ['ZAŻÓŁĆ GĘŚLĄ JAŹŃ', 'zazolc-gesla-jazn'],
    ['Krem  różany -- 50 ml', 'krem-rozany-50-ml'],
    ['  Olej z pestek malin! ', 'olej-z-pestek-malin'],
    ['Crème brûlée', 'creme-brulee'],
    ['Straße', 'strasse'],
    ['peeling/detox', 'peeling-detox'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('always produces ^[a-z0-9-]+$ for text with a letter or digit, never edge or double hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const slug = slugify(text);
        if (slug === '') return true;
        return /^[a-z0-9-]+$/.test(slug) && !slug.startsWith('-') && !slug.endsWith('-') && !slug.includes('--');
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'Ł', '7', 'ż'), (text, anchor) =>
        /^[a-z0-9-]+$/.test(slugify(text + anchor)),
      ),
    );
    // Unicode normalisation of random binary strings takes about a second here, several on a busy machine.
  }, 20_000);

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (text) => slugify(slugify(text)) === slugify(text)));
  });
});

describe('tagSlug', () => {
  it('lower-cases, transliterates and turns spaces into hyphens', () => {
    expect(tagSlug('Pielęgnacja Twarzy')).toBe('pielegnacja-twarzy');
  });
});
