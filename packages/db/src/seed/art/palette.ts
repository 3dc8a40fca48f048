/** Colours derived from a product's main colour: pale, calm, a little desaturated. */

interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));

/** `#rrggbb` or `#rgb` to [r, g, b] in 0–255; throws on anything else. */
export function parseHex(color: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) throw new Error(`art colour must be #rrggbb, got ${JSON.stringify(color)}`);
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

export function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(clamp(channel ?? 0, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function toHsl([r, g, b]: readonly [number, number, number]): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === red
      ? (green - blue) / d + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / d + 2
        : (red - green) / d + 4;
  return { h: h * 60, s, l };
}

function fromHsl({ h, s, l }: Hsl): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = clamp(s);
  const light = clamp(l);
  if (sat === 0) return toHex([light * 255, light * 255, light * 255]);
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toHex([channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255]);
}

/** `amount` of `b` mixed into `a`. */
export function mix(a: string, b: string, amount: number): string {
  const [from, to] = [parseHex(a), parseHex(b)];
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * amount));
}

/** The same hue at another lightness, saturation capped. */
export function shade(color: string, lightness: number, maxSaturation = 1): string {
  const hsl = toHsl(parseHex(color));
  return fromHsl({ h: hsl.h, s: Math.min(hsl.s, maxSaturation), l: lightness });
}

export function lightnessOf(color: string): number {
  return toHsl(parseHex(color)).l;
}

export interface Palette {
  /** Background, top and bottom of the wall. */
  wallTop: string;
  wallBottom: string;
  /** The table the products stand on. */
  floor: string;
  floorDeep: string;
  /** A deeper tint for arches and discs behind the product. */
  backdrop: string;
  /** The product's own colour, kept readable against the pale background. */
  body: string;
  bodyLight: string;
  bodyDark: string;
  /** Lids and caps. */
  cap: string;
  capLight: string;
  capDark: string;
  paper: string;
  paperEdge: string;
  ink: string;
  /** Painted while the picture loads. */
  placeholder: string;
}

const CAP_TONES = ['#2f2b28', '#c9ab7c', '#f3efe8', '#8b6a4c'] as const;

export function paletteFor(color: string, variant: number): Palette {
  const base = toHsl(parseHex(color));
  const body = fromHsl({ h: base.h, s: Math.min(base.s, 0.62), l: clamp(base.l, 0.28, 0.78) });
  const wallTop = fromHsl({ h: base.h, s: Math.min(base.s, 0.28), l: 0.955 });
  const wallBottom = fromHsl({ h: base.h, s: Math.min(base.s, 0.3), l: 0.905 });
  const floor = fromHsl({ h: base.h + 8, s: Math.min(base.s, 0.22), l: 0.855 });
  const cap = CAP_TONES[((variant % CAP_TONES.length) + CAP_TONES.length) % CAP_TONES.length]!;
  return {
    wallTop,
    wallBottom,
    floor,
    floorDeep: fromHsl({ h: base.h + 8, s: Math.min(base.s, 0.22), l: 0.8 }),
    backdrop: fromHsl({ h: base.h, s: Math.min(base.s, 0.3), l: 0.86 }),
    body,
    bodyLight: mix(body, '#ffffff', 0.35),
    bodyDark: mix(body, '#1a1410', 0.3),
    cap,
    capLight: mix(cap, '#ffffff', 0.35),
    capDark: mix(cap, '#000000', 0.3),
    paper: '#fbf7ef',
    paperEdge: '#e6dccb',
    ink: fromHsl({ h: base.h, s: Math.min(base.s, 0.3), l: 0.2 }),
    placeholder: mix(wallBottom, floor, 0.35),
  };
}
