import type { ArtSpec, SeedImage } from '../types.ts';

/** A square product picture. */
export function productImage(
  alt: string,
  shape: ArtSpec['shape'],
  botanical: ArtSpec['botanical'],
  color: string,
  label: string,
  variant = 0,
): SeedImage {
  return { alt, art: { shape, botanical, color, label, variant, aspect: 'square' } };
}

/** A still-life scene picture (blog, banners, home page). */
export function sceneImage(
  alt: string,
  botanical: ArtSpec['botanical'],
  color: string,
  aspect: NonNullable<ArtSpec['aspect']> = 'landscape',
  variant = 0,
  label?: string,
): SeedImage {
  const art: ArtSpec = { shape: 'scene', botanical, color, variant, aspect };
  if (label) art.label = label;
  return { alt, art };
}

export interface DetailsInput {
  /** How to use it (one or more sentences). */
  use: string;
  /** Net content as printed on the pack, e.g. "50 ml" or "110 g". */
  amount: string;
  /** Period after opening in months (PAO); omitted for soaps, which have a best-before date only. */
  pao?: number;
  /** Shelf life of an unopened product in months. */
  shelfLife?: number;
  storage?: string;
  extra?: string;
}

/** The "szczegóły" tab: how to use, storage, shelf life, content, made in Poland. */
export function details({ use, amount, pao, shelfLife = 24, storage, extra }: DetailsInput): string {
  const lines = [
    `**Sposób użycia:** ${use}`,
    '',
    `**Przechowywanie:** ${storage ?? 'w temperaturze pokojowej, z dala od słońca i źródeł ciepła.'}`,
    '',
    pao
      ? `**Trwałość:** ${shelfLife} miesięcy od daty produkcji; po otwarciu zużyj w ciągu ${pao} miesięcy (PAO ${pao}M).`
      : `**Trwałość:** ${shelfLife} miesięcy od daty produkcji (data ważności na opakowaniu).`,
    '',
    `**Zawartość:** ${amount}`,
  ];
  if (extra) lines.push('', extra);
  lines.push('', 'Wyprodukowano w Polsce, w naszej manufakturze w Nowym Sączu.');
  return lines.join('\n');
}
