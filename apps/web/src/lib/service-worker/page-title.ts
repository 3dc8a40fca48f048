/**
 * A kept page's title as the offline page lists it: the text of its <title>, entities decoded, without
 * the shop's name after it ("Serum różane | Manufaktura" → "Serum różane"); `fallback` when it has none.
 */
export function pageTitleOf(html: string, fallback: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  if (!raw) return fallback;
  const text = raw
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .trim();
  return text.replace(/\s*\|\s*Manufaktura$/, '') || fallback;
}
