/** Polish letters that NFD decomposition does not reduce to ASCII (ł has no combining form). */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  þ: 'th',
};

/**
 * URL slug: lower case, Polish letters transliterated ("Mydło żółte" → "mydlo-zolte"), every run of
 * other characters turned into one hyphen, no leading or trailing hyphen. The result matches
 * ^[a-z0-9-]+$, or is '' when the input has no letter or digit at all.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźżßæøœđþ]/g, (ch) => TRANSLITERATION[ch] as string)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Blog tag slug for /blog/{tag slug} (spec §2): same rules as product slugs. */
export function tagSlug(tag: string): string {
  return slugify(tag);
}
