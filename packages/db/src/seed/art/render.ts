import type { ArtSpec } from '../types.ts';
import type { Botanical } from './botanicals.ts';
import { BOTANICALS } from './botanicals.ts';
import type { Palette } from './palette.ts';
import { mix, paletteFor } from './palette.ts';
import type { Random } from './random.ts';
import { createRandom, hashString } from './random.ts';
import type { Drawing, ProductShape } from './shapes.ts';
import { createPaint, PRODUCT_SHAPES } from './shapes.ts';
import type { Defs } from './svg.ts';
import { createDefs, linearGradient, n, place, radialGradient } from './svg.ts';

export type Aspect = NonNullable<ArtSpec['aspect']>;

export const ART_SIZES: Record<Aspect, { width: number; height: number }> = {
  square: { width: 1200, height: 1200 },
  portrait: { width: 900, height: 1200 },
  landscape: { width: 1600, height: 1067 },
  wide: { width: 1920, height: 800 },
};

export interface Art {
  svg: string;
  width: number;
  height: number;
  placeholderColor: string;
}

interface Canvas {
  width: number;
  height: number;
  /** Where the wall meets the table. */
  horizon: number;
  /** Where things stand on the table. */
  ground: number;
  defs: Defs;
  random: Random;
  palette: Palette;
  variant: number;
}

function background(canvas: Canvas, focusX: number, focusTop: number): string {
  const { width, height, horizon, defs, palette, variant } = canvas;
  const wall = defs.add(
    'wall',
    linearGradient('wall', [
      [0, palette.wallTop],
      [1, palette.wallBottom],
    ]),
  );
  const floor = defs.add(
    'floor',
    linearGradient('floor', [
      [0, palette.floor],
      [1, palette.floorDeep],
    ]),
  );
  const glow = defs.add(
    'glow',
    radialGradient('glow', [
      [0, '#ffffff', 0.7],
      [1, '#ffffff', 0],
    ]),
  );
  const parts = [
    `<rect width="${width}" height="${height}" fill="${wall}"/>`,
    `<ellipse cx="${n(width * 0.22)}" cy="${n(height * 0.12)}" rx="${n(width * 0.6)}" ry="${n(height * 0.5)}" fill="${glow}"/>`,
  ];
  const style = variant % 4;
  if (style === 0 || style === 3) {
    const archWidth = Math.min(width * 0.46, (horizon - focusTop) * 1.1 + width * 0.12);
    const r = archWidth / 2;
    const top = Math.max(height * 0.06, focusTop - height * 0.08);
    const left = focusX - r;
    const fill = style === 0 ? palette.backdrop : mix(palette.backdrop, palette.floor, 0.5);
    parts.push(
      `<path d="M${n(left)} ${n(horizon)}V${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(left + archWidth)} ${n(top + r)}V${n(horizon)}Z" fill="${fill}" opacity="0.75"/>`,
    );
  } else if (style === 1) {
    const r = Math.min(width, height) * 0.26;
    parts.push(
      `<circle cx="${n(focusX + r * 0.35)}" cy="${n(Math.max(r * 0.9, focusTop + r * 0.4))}" r="${n(r)}" fill="${palette.backdrop}" opacity="0.7"/>`,
    );
  } else {
    const beam = (x: number, w: number) =>
      `<path d="M${n(x)} 0H${n(x + w)}L${n(x + w + width * 0.3)} ${n(horizon)}H${n(x + width * 0.3)}Z" fill="#ffffff" opacity="0.32"/>`;
    parts.push(
      `<g filter="url(#blur-wide)">${beam(width * 0.08, width * 0.12)}${beam(width * 0.25, width * 0.06)}</g>`,
    );
  }
  parts.push(
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${floor}"/>`,
    `<rect y="${n(horizon)}" width="${width}" height="${n(Math.max(2, height * 0.003))}" fill="#ffffff" opacity="0.5"/>`,
  );
  return parts.join('');
}

function filters(canvas: Canvas): void {
  const k = canvas.height / 1200;
  const region = 'x="-50%" y="-50%" width="200%" height="200%"';
  canvas.defs.add('blur', `<filter id="blur" ${region}><feGaussianBlur stdDeviation="${n(10 * k)}"/></filter>`);
  canvas.defs.add(
    'blur-wide',
    `<filter id="blur-wide" ${region}><feGaussianBlur stdDeviation="${n(30 * k)}"/></filter>`,
  );
  canvas.defs.add(
    'cast',
    `<filter id="cast" ${region}><feColorMatrix type="matrix" values="0 0 0 0 0.12 0 0 0 0 0.09 0 0 0 0 0.06 0 0 0 0.2 0"/><feGaussianBlur stdDeviation="${n(14 * k)}"/></filter>`,
  );
}

/** A product standing at (x, ground): contact shadow, cast shadow to the back right, the product. */
function standing(drawing: Drawing, x: number, ground: number, scale: number, canvas: Canvas): string {
  const k = canvas.height / 1200;
  const contact = `<ellipse cx="${n(x + drawing.width * scale * 0.04)}" cy="${n(ground + 4 * k)}" rx="${n(drawing.width * scale * 0.56)}" ry="${n(Math.max(8, drawing.width * scale * 0.07))}" fill="#2a2018" opacity="0.28" filter="url(#blur)"/>`;
  const cast = `<g filter="url(#cast)"><g transform="translate(${n(x)} ${n(ground)}) skewX(-52) scale(${n(scale)} ${n(scale * 0.34)})">${drawing.svg}</g></g>`;
  return cast + contact + place(drawing.svg, { x, y: ground, scale });
}

type Direction = 'left' | 'right';

/** A sprig standing behind something and leaning away from it, towards `toward`. */
function leaning(kind: Botanical, canvas: Canvas, x: number, y: number, size: number, toward: Direction): string {
  const drawing = BOTANICALS[kind].draw(canvas.random, canvas.palette.body);
  const scale = size / drawing.height;
  const angle = canvas.random.range(8, 18) * (toward === 'left' ? -1 : 1);
  return place(drawing.svg, { x, y, scale, rotate: angle, flip: toward === 'left' });
}

/** A sprig lying on the table, its tip pointing `toward`, with its shadow. */
function lying(kind: Botanical, canvas: Canvas, x: number, y: number, size: number, toward: Direction): string {
  const drawing = BOTANICALS[kind].draw(canvas.random, canvas.palette.body);
  const scale = size / drawing.height;
  const sign = toward === 'left' ? -1 : 1;
  const pose = { scale, rotate: sign * canvas.random.range(72, 84), squash: 0.45, flip: toward === 'left' };
  const k = canvas.height / 1200;
  return `<g filter="url(#cast)">${place(drawing.svg, { ...pose, x: x + 8 * k, y: y + 12 * k })}</g>${place(drawing.svg, { ...pose, x, y })}`;
}

/** An ingredient lying on the table (clay bowl, charcoal, citrus slices), at the canvas's scale. */
function ingredient(kind: Botanical, canvas: Canvas, x: number, y: number, factor = 1): { svg: string; width: number } {
  const drawing = BOTANICALS[kind].draw(canvas.random, canvas.palette.body);
  const scale = (canvas.height / 1200) * 1.15 * factor;
  const half = (drawing.width * scale) / 2;
  const clamped = Math.min(canvas.width - half - canvas.width * 0.03, Math.max(half + canvas.width * 0.03, x));
  return { svg: standing(drawing, clamped, y, scale, canvas), width: drawing.width * scale };
}

const within = (canvas: Canvas, x: number) => Math.min(canvas.width * 0.94, Math.max(canvas.width * 0.06, x));

function productArt(spec: ArtSpec & { shape: ProductShape }, canvas: Canvas): string {
  const { width, height, ground, palette, variant } = canvas;
  const paint = createPaint(canvas.defs, 'p', palette);
  const drawing = PRODUCT_SHAPES[spec.shape](paint, spec.label);
  const layout = variant % 4;
  const wide = width / height > 1.6;
  const closeUp = layout === 2 ? 1.1 : 1;
  const scale = Math.min((height * 0.52 * closeUp) / drawing.height, (width * (wide ? 0.3 : 0.44)) / drawing.width);
  const shift = wide ? 0.14 : 0.07;
  const x = width * ([0.5, 0.5 + shift, 0.5, 0.5 - shift][layout] ?? 0.5);
  const half = (drawing.width * scale) / 2;
  const top = ground - drawing.height * scale;
  const size = height * (wide ? 0.56 : 0.5);
  const behind: string[] = [];
  const front: string[] = [];
  const kind = spec.botanical;
  // The standing sprig (or the main ingredient) goes to one side, the lying one to the other.
  const first: Direction = layout === 1 ? 'left' : layout === 3 ? 'right' : either(canvas, 'left', 'right');
  const other: Direction = first === 'left' ? 'right' : 'left';
  const sign = (direction: Direction) => (direction === 'left' ? -1 : 1);
  if (BOTANICALS[kind].kind === 'object') {
    const main = ingredient(kind, canvas, x + sign(first) * (half + width * 0.16), ground + height * 0.06);
    front.push(main.svg);
    if (layout >= 2) {
      behind.push(ingredient(kind, canvas, x + sign(other) * (half + width * 0.1), ground - height * 0.015, 0.75).svg);
    }
  } else {
    behind.push(leaning(kind, canvas, x + sign(first) * half * 0.85, ground - height * 0.01, size, first));
    if (layout === 2) {
      behind.push(leaning(kind, canvas, x + sign(other) * half * 0.85, ground - height * 0.01, size * 0.85, other));
    } else {
      const lyingSize = size * 0.7;
      const base = within(canvas, x + sign(other) * (half + lyingSize * 0.45));
      front.push(lying(kind, canvas, base, ground + height * 0.07, lyingSize, first));
    }
  }
  return [background(canvas, x, top), ...behind, standing(drawing, x, ground, scale, canvas), ...front].join('');
}

function either<T>(canvas: Canvas, a: T, b: T): T {
  return canvas.random.chance(0.5) ? a : b;
}

/** A still life: a product on a plinth, two more beside it, the botanical around them. */
function sceneArt(spec: ArtSpec, canvas: Canvas): string {
  const { width, height, ground, palette, variant, defs } = canvas;
  const wide = width / height > 1.6;
  const mainShapes: ProductShape[] = ['jar', 'bottle', 'dropper', 'tube'];
  const mainShape = mainShapes[variant % mainShapes.length]!;
  const sideShape = (['bottle', 'jar', 'jar', 'dropper'] as const)[variant % 4]!;
  const main = PRODUCT_SHAPES[mainShape](createPaint(defs, 'p', palette), spec.label);
  const cream = paletteFor('#efe6da', variant + 2);
  const side = PRODUCT_SHAPES[sideShape](createPaint(defs, 's', cream), undefined);
  const sand = paletteFor(mix(palette.body, '#e8d8c4', 0.55), variant + 1);
  const soap = PRODUCT_SHAPES.soap(createPaint(defs, 'q', sand), undefined);

  const mirror = variant % 2 === 1;
  const at = (fraction: number) => width * (mirror ? 1 - fraction : fraction);
  const outward: Direction = mirror ? 'right' : 'left';
  const inward: Direction = mirror ? 'left' : 'right';
  const unit = height * (wide ? 0.56 : 0.44);
  const mainScale = Math.min(unit / main.height, (width * 0.3) / main.width);
  const mainX = at(wide ? 0.44 : 0.42);
  const plinthWidth = Math.max(main.width * mainScale * 1.6, width * (wide ? 0.16 : 0.26));
  const plinthHeight = height * 0.1;
  const plinthTop = ground - plinthHeight;
  const rim = plinthWidth * 0.09;
  const plinthFill = defs.add(
    'plinth',
    linearGradient(
      'plinth',
      [
        [0, '#fbf8f3'],
        [0.6, '#efe8de'],
        [1, '#d9d0c3'],
      ],
      [0, 0, 1, 0],
    ),
  );
  const plinth = [
    `<ellipse cx="${n(mainX + plinthWidth * 0.08)}" cy="${n(ground + 4)}" rx="${n(plinthWidth * 0.58)}" ry="${n(rim)}" fill="#2a2018" opacity="0.22" filter="url(#blur)"/>`,
    `<path d="M${n(mainX - plinthWidth / 2)} ${n(plinthTop)}V${n(ground)}A${n(plinthWidth / 2)} ${n(rim)} 0 0 0 ${n(mainX + plinthWidth / 2)} ${n(ground)}V${n(plinthTop)}Z" fill="${plinthFill}"/>`,
    `<ellipse cx="${n(mainX)}" cy="${n(plinthTop)}" rx="${n(plinthWidth / 2)}" ry="${n(rim)}" fill="#f7f2ea"/>`,
  ].join('');

  const sideScale = (unit * 0.8) / Math.max(side.height, 400);
  const sideX = at(wide ? 0.6 : 0.7);
  const soapScale = (width * (wide ? 0.15 : 0.24)) / soap.width;
  const soapX = at(wide ? 0.3 : 0.24);
  const kind = spec.botanical;
  const sprig = height * (wide ? 0.6 : 0.48);
  const behind: string[] = [];
  const front: string[] = [];
  if (BOTANICALS[kind].kind === 'object') {
    front.push(ingredient(kind, canvas, at(wide ? 0.74 : 0.66), ground + height * 0.1).svg);
    if (wide) behind.push(ingredient(kind, canvas, at(0.2), ground - height * 0.02, 0.8).svg);
  } else {
    behind.push(leaning(kind, canvas, mainX + (mirror ? 1 : -1) * plinthWidth * 0.3, plinthTop, sprig, outward));
    behind.push(
      leaning(kind, canvas, sideX + (mirror ? -1 : 1) * width * 0.04, ground - height * 0.01, sprig * 0.8, inward),
    );
    const lyingSize = sprig * 0.7;
    front.push(lying(kind, canvas, within(canvas, at(wide ? 0.8 : 0.92)), ground + height * 0.1, lyingSize, outward));
  }
  return [
    background(canvas, mainX, plinthTop - main.height * mainScale),
    ...behind,
    standing(side, sideX, ground - height * 0.005, sideScale, canvas),
    plinth,
    standing(main, mainX, plinthTop + rim * 0.3, mainScale, canvas),
    standing(soap, soapX, ground + height * 0.07, soapScale, canvas),
    ...front,
  ].join('');
}

export function renderArt(spec: ArtSpec): Art {
  const aspect = spec.aspect ?? 'square';
  const { width, height } = ART_SIZES[aspect];
  const variant = Math.abs(Math.trunc(spec.variant ?? 0));
  const seed = hashString(
    JSON.stringify([spec.shape, spec.botanical, spec.color.toLowerCase(), spec.label ?? '', variant, aspect]),
  );
  const palette = paletteFor(spec.color, variant);
  const horizon = height * (width / height > 1.6 ? 0.66 : 0.64);
  const canvas: Canvas = {
    width,
    height,
    horizon,
    ground: horizon + (height - horizon) * 0.42,
    defs: createDefs(),
    random: createRandom(seed),
    palette,
    variant,
  };
  filters(canvas);
  const body = spec.shape === 'scene' ? sceneArt(spec, canvas) : productArt({ ...spec, shape: spec.shape }, canvas);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${canvas.defs.toString()}${body}</svg>`;
  return { svg, width, height, placeholderColor: palette.placeholder };
}
