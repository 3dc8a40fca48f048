/** The markdown pages of spec §2 (info and regulation pages), by their addresses. */
export const CONTENT_PAGES = [
  'o-nas',
  'kontakt',
  'praca',
  'warsztaty',
  'gwiazdka',
  'odbior-osobisty',
  'wspolpraca-b2b',
  'program-lojalnosciowy',
  'regulamin',
  'polityka-prywatnosci',
  'dostawa-platnosci',
  'zwroty-reklmacje',
  'regulamin-bonu',
  'regulamin-newsletter',
  'regulamin-program-lojalnosciowy',
] as const;
