/** Small helpers for writing SVG by hand, deterministically. */

/** A coordinate or length with at most one decimal, never "-0". */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

/** Text safe inside an element or a double-quoted attribute; drops characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface Placement {
  x: number;
  y: number;
  scale?: number;
  /** Degrees, clockwise. */
  rotate?: number;
  /** Vertical squash, e.g. 0.5 for something lying on the table seen at an angle. */
  squash?: number;
  flip?: boolean;
}

/** Wraps drawing made around its own origin and puts it somewhere on the canvas. */
export function place(content: string, { x, y, scale = 1, rotate = 0, squash = 1, flip = false }: Placement): string {
  // Squashed last (outermost, in canvas space) so things lying down keep their perspective.
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (squash !== 1) parts.push(`scale(1 ${Math.round(squash * 1000) / 1000})`);
  if (rotate !== 0) parts.push(`rotate(${n(rotate)})`);
  const size = Math.round(scale * 1000) / 1000;
  if (size !== 1 || flip) parts.push(`scale(${flip ? -size : size} ${size})`);
  return `<g transform="${parts.join(' ')}">${content}</g>`;
}

/** A point on a quadratic Bézier curve. */
export function quadPoint(
  from: readonly [number, number],
  control: readonly [number, number],
  to: readonly [number, number],
  t: number,
): [number, number] {
  const u = 1 - t;
  return [
    u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
    u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
  ];
}

/** The direction, in degrees from "up", of a quadratic Bézier curve at t. */
export function quadAngle(
  from: readonly [number, number],
  control: readonly [number, number],
  to: readonly [number, number],
  t: number,
): number {
  const dx = 2 * (1 - t) * (control[0] - from[0]) + 2 * t * (to[0] - control[0]);
  const dy = 2 * (1 - t) * (control[1] - from[1]) + 2 * t * (to[1] - control[1]);
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}

/** A pointed leaf from its base (origin) upwards, `length` long and `width` wide. */
export function leafPath(length: number, width: number): string {
  const w = width / 2;
  return `M0 0C${n(w * 1.1)} ${n(-length * 0.2)} ${n(w * 0.9)} ${n(-length * 0.75)} 0 ${n(-length)}C${n(-w * 0.9)} ${n(-length * 0.75)} ${n(-w * 1.1)} ${n(-length * 0.2)} 0 0Z`;
}

export const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";
export const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

export interface Defs {
  /** Adds a definition once (by id) and returns `url(#id)`. */
  add(id: string, markup: string): string;
  toString(): string;
}

export function createDefs(): Defs {
  const entries = new Map<string, string>();
  return {
    add(id, markup) {
      if (!entries.has(id)) entries.set(id, markup);
      return `url(#${id})`;
    },
    toString: () => (entries.size > 0 ? `<defs>${[...entries.values()].join('')}</defs>` : ''),
  };
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset * 100)}%" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/** A linear gradient from (x1, y1) to (x2, y2), in fractions of the shape's box. */
export function linearGradient(id: string, list: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

export function radialGradient(id: string, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" cx="50%" cy="50%" r="50%">${stops(list)}</radialGradient>`;
}
