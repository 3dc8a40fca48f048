import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkPostTags,
  isValidCanonical,
  POST_SLUG_MAX_LENGTH,
  POST_TAG_MAX_LENGTH,
  POST_TAGS_MAX,
  postSlug,
} from './content.ts';
import { tagSlug } from './text/slug.ts';

describe('postSlug', () => {
  it('makes the address from the title, or cleans the one asked for', () => {
    expect(postSlug(undefined, 'Jak dbać o skórę zimą?')).toBe('jak-dbac-o-skore-zima');
    expect(postSlug('  ', 'Olej różany')).toBe('olej-rozany');
    expect(postSlug('Mój Wpis!', 'cokolwiek')).toBe('moj-wpis');
  });

  it('gives nothing for a title without letters or digits, or a too long address', () => {
    expect(postSlug(undefined, '—!?')).toBeUndefined();
    expect(postSlug('!!!', 'Tytuł')).toBeUndefined();
    expect(postSlug('a'.repeat(POST_SLUG_MAX_LENGTH + 1), 'x')).toBeUndefined();
  });

  it('always answers an address of lower-case letters, digits and single hyphens', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.string(), (asked, title) => {
        const slug = postSlug(asked, title);
        if (slug !== undefined) {
          expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(slug.length).toBeLessThanOrEqual(POST_SLUG_MAX_LENGTH);
        }
      }),
    );
  });

  it('keeps an address it made: saving a post again never moves it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, other) => {
        const slug = postSlug(undefined, title);
        if (slug !== undefined) expect(postSlug(slug, other)).toBe(slug);
      }),
    );
  });
});

describe('checkPostTags', () => {
  const none = new Set<string>();

  it('accepts tags with distinct addresses', () => {
    expect(checkPostTags([], none)).toBeUndefined();
    expect(checkPostTags(['Pielęgnacja', 'Oleje', 'Zima 2026'], none)).toBeUndefined();
  });

  it.each([
    ['two tags at one address', ['Pielęgnacja', 'pielegnacja'], none],
    ['a tag without a letter or digit', ['!!!'], none],
    ['a tag too long', ['a'.repeat(POST_TAG_MAX_LENGTH + 1)], none],
    ['too many tags', Array.from({ length: POST_TAGS_MAX + 1 }, (_, i) => `tag ${i}`), none],
    ['a tag at the address of a post', ['Olej różany'], new Set(['olej-rozany'])],
  ])('refuses %s', (_, tags, posts) => {
    expect(checkPostTags(tags, posts)).toEqual({ code: 'post.tags.invalid' });
  });

  it('accepts any tags whose addresses are distinct, non-empty and free, and only those', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: POST_TAG_MAX_LENGTH }), { maxLength: POST_TAGS_MAX }), (tags) => {
        const slugs = tags.map(tagSlug);
        const fine = slugs.every((slug) => slug !== '') && new Set(slugs).size === slugs.length;
        expect(checkPostTags(tags, none) === undefined).toBe(fine);
      }),
    );
  });
});

describe('isValidCanonical', () => {
  it.each([
    ['/regulamin', true],
    ['/regulamin/', true],
    ['https://manufaktura.pl/regulamin', true],
    ['http://manufaktura.pl', true],
    ['//obca.pl/strona', false],
    ['javascript:alert(1)', false],
    ['regulamin', false],
    ['https://manufaktura.pl/z spacją', false],
    ['https://', false],
  ])('%j → %j', (url, valid) => {
    expect(isValidCanonical(url)).toBe(valid);
  });
});
