import type { Palette } from './palette.ts';
import { escapeXml, n, SANS, SERIF } from './svg.ts';

const MAX_LABEL_LENGTH = 40;
/** Average width of a serif letter, in ems. */
const LETTER_WIDTH = 0.56;

/** One line, or two balanced lines when the text is long and has a space. */
export function labelLines(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const short = clean.length > MAX_LABEL_LENGTH ? `${clean.slice(0, MAX_LABEL_LENGTH - 1).trimEnd()}…` : clean;
  if (short.length <= 12 || !short.includes(' ')) return short ? [short] : [];
  const words = short.split(' ');
  let best: string[] = [short];
  let bestLongest = short.length;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) {
      best = lines;
      bestLongest = longest;
    }
  }
  return best;
}

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A paper label: the shop's name in small capitals, the product's words in a
 * serif, a hairline under them. Text is escaped here.
 */
export function paperLabel(
  palette: Palette,
  paperFill: string,
  { x, y, width, height }: LabelBox,
  text: string | undefined,
): string {
  const cx = x + width / 2;
  const lines = labelLines(text ?? '');
  const parts = [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(Math.min(width, height) * 0.04)}" fill="${paperFill}" stroke="${palette.paperEdge}" stroke-width="1.5"/>`,
  ];
  const withBrand = height >= 80;
  if (withBrand) {
    const size = Math.max(7, Math.min(height * 0.085, width * 0.06));
    parts.push(
      `<text x="${n(cx)}" y="${n(y + height * 0.22)}" font-family="${SANS}" font-size="${n(size)}" letter-spacing="${n(size * 0.35)}" text-anchor="middle" fill="${palette.ink}" fill-opacity="0.55">MANUFAKTURA</text>`,
    );
  }
  const top = withBrand ? y + height * 0.3 : y + height * 0.12;
  const bottom = y + height * 0.78;
  if (lines.length > 0) {
    const longest = Math.max(...lines.map((line) => line.length));
    const size = Math.min(((bottom - top) / lines.length) * 0.72, (width * 0.84) / (longest * LETTER_WIDTH));
    const block = size * 1.15 * lines.length;
    const first = top + (bottom - top - block) / 2 + size * 0.9;
    lines.forEach((line, index) => {
      parts.push(
        `<text x="${n(cx)}" y="${n(first + index * size * 1.15)}" font-family="${SERIF}" font-size="${n(size)}" text-anchor="middle" fill="${palette.ink}">${escapeXml(line)}</text>`,
      );
    });
  }
  const rule = Math.min(width * 0.22, 40);
  parts.push(
    `<path d="M${n(cx - rule)} ${n(y + height * 0.86)}H${n(cx + rule)}" stroke="${palette.ink}" stroke-opacity="0.4" stroke-width="1.2"/>`,
  );
  return parts.join('');
}
