import { paperLabel } from './label.ts';
import type { Palette } from './palette.ts';
import { mix } from './palette.ts';
import type { Defs } from './svg.ts';
import { leafPath, linearGradient, n, SANS, SERIF } from './svg.ts';

/**
 * Product silhouettes, each drawn around its own origin: the middle of its
 * base, growing upwards (negative y). Sizes are in design units; the caller
 * scales them onto the canvas.
 */

export type ProductShape = 'jar' | 'bottle' | 'dropper' | 'soap' | 'tube' | 'box' | 'voucher';

export interface Drawing {
  svg: string;
  width: number;
  height: number;
}

export interface Paint {
  palette: Palette;
  body: string;
  cap: string;
  paper: string;
  sheen: string;
}

/** Gradients for one product colour, registered under `prefix`. */
export function createPaint(defs: Defs, prefix: string, palette: Palette): Paint {
  const across = [0, 0, 1, 0] as const;
  return {
    palette,
    body: defs.add(
      `${prefix}-body`,
      linearGradient(
        `${prefix}-body`,
        [
          [0, palette.bodyLight],
          [0.38, palette.body],
          [0.82, palette.body],
          [1, palette.bodyDark],
        ],
        [...across],
      ),
    ),
    cap: defs.add(
      `${prefix}-cap`,
      linearGradient(
        `${prefix}-cap`,
        [
          [0, palette.capLight],
          [0.45, palette.cap],
          [1, palette.capDark],
        ],
        [...across],
      ),
    ),
    paper: defs.add(
      `${prefix}-paper`,
      linearGradient(
        `${prefix}-paper`,
        [
          [0, palette.paper],
          [1, mix(palette.paper, palette.paperEdge, 0.45)],
        ],
        [...across],
      ),
    ),
    sheen: defs.add(
      `${prefix}-sheen`,
      linearGradient(
        `${prefix}-sheen`,
        [
          [0, '#ffffff', 0],
          [0.5, '#ffffff', 0.5],
          [1, '#ffffff', 0],
        ],
        [...across],
      ),
    ),
  };
}

/** A soft vertical highlight, as light from a window on the left. */
function sheen(paint: Paint, x: number, top: number, width: number, height: number): string {
  return `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width / 2)}" fill="${paint.sheen}" opacity="0.7"/>`;
}

function jar(paint: Paint, label?: string): Drawing {
  const { palette } = paint;
  const ribs = Array.from({ length: 25 }, (_, index) => `M${-144 + index * 12} -300V-232`).join('');
  const svg = [
    `<path d="M-150 -232H150V-24Q150 0 126 0H-126Q-150 0 -150 -24Z" fill="${paint.body}"/>`,
    `<rect x="-150" y="-236" width="300" height="16" fill="${palette.bodyDark}" opacity="0.35"/>`,
    sheen(paint, -132, -210, 22, 190),
    `<rect x="-158" y="-312" width="316" height="84" rx="12" fill="${paint.cap}"/>`,
    `<path d="${ribs}" stroke="${palette.capDark}" stroke-opacity="0.22" stroke-width="2"/>`,
    `<path d="M-150 -306H150" stroke="${palette.capLight}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
    paperLabel(palette, paint.paper, { x: -108, y: -192, width: 216, height: 138 }, label),
  ].join('');
  return { svg, width: 316, height: 312 };
}

function bottle(paint: Paint, label?: string): Drawing {
  const { palette } = paint;
  const svg = [
    `<path d="M-95 -318Q-95 -372 -34 -386V-408H34V-386Q95 -372 95 -318V-22Q95 0 73 0H-73Q-95 0 -95 -22Z" fill="${paint.body}"/>`,
    sheen(paint, -80, -330, 18, 300),
    `<rect x="-40" y="-424" width="80" height="22" rx="4" fill="${palette.capDark}"/>`,
    `<rect x="-44" y="-500" width="88" height="80" rx="12" fill="${paint.cap}"/>`,
    `<path d="M-36 -492H36" stroke="${palette.capLight}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
    paperLabel(palette, paint.paper, { x: -76, y: -262, width: 152, height: 168 }, label),
  ].join('');
  return { svg, width: 190, height: 500 };
}

function dropper(paint: Paint, label?: string): Drawing {
  const { palette } = paint;
  const svg = [
    `<path d="M-80 -226Q-80 -276 -28 -288V-306H28V-288Q80 -276 80 -226V-20Q80 0 60 0H-60Q-80 0 -80 -20Z" fill="${paint.body}"/>`,
    `<rect x="-7" y="-300" width="14" height="262" rx="7" fill="#ffffff" fill-opacity="0.28" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2"/>`,
    sheen(paint, -68, -240, 15, 210),
    `<rect x="-36" y="-340" width="72" height="38" rx="6" fill="${paint.cap}"/>`,
    `<path d="M-36 -330H36M-36 -312H36" stroke="${palette.capDark}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<path d="M-25 -338V-388Q-25 -432 0 -432Q25 -432 25 -388V-338Z" fill="${palette.capDark}"/>`,
    `<path d="M-14 -350V-390Q-14 -416 -2 -420" stroke="#ffffff" stroke-opacity="0.25" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    paperLabel(palette, paint.paper, { x: -62, y: -196, width: 124, height: 132 }, label),
  ].join('');
  return { svg, width: 160, height: 432 };
}

function soap(paint: Paint, label?: string): Drawing {
  const { palette } = paint;
  const leaf = leafPath(120, 52);
  const svg = [
    `<rect x="-200" y="-128" width="400" height="128" rx="34" fill="${palette.bodyDark}"/>`,
    `<rect x="-200" y="-178" width="400" height="104" rx="44" fill="${paint.body}"/>`,
    `<g transform="translate(-108 -118) rotate(68) scale(1 0.62)">`,
    `<path d="${leaf}" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="5" transform="translate(1.5 1.5)"/>`,
    `<path d="${leaf}" fill="${palette.bodyDark}" fill-opacity="0.22" stroke="${palette.bodyDark}" stroke-opacity="0.55" stroke-width="4"/>`,
    `<path d="M0 -6V-104M0 -40L16 -58M0 -62L-14 -80" stroke="${palette.bodyDark}" stroke-opacity="0.5" stroke-width="3" fill="none"/>`,
    `</g>`,
    `<rect x="22" y="-178" width="150" height="104" fill="${mix(palette.paper, palette.paperEdge, 0.5)}"/>`,
    paperLabel(palette, paint.paper, { x: 22, y: -96, width: 150, height: 96 }, label),
  ].join('');
  return { svg, width: 400, height: 178 };
}

function tube(paint: Paint, label?: string): Drawing {
  const { palette } = paint;
  const teeth = Array.from({ length: 19 }, (_, index) => `M${-90 + index * 10} -466V-448`).join('');
  const svg = [
    `<rect x="-56" y="-72" width="112" height="72" rx="10" fill="${paint.cap}"/>`,
    `<path d="M-56 -60H56" stroke="${palette.capLight}" stroke-width="2" opacity="0.7"/>`,
    `<path d="M-56 -70L-86 -100Q-92 -300 -98 -446H98Q92 -300 86 -100L56 -70Z" fill="${paint.body}"/>`,
    sheen(paint, -80, -430, 18, 320),
    `<rect x="-100" y="-470" width="200" height="30" rx="3" fill="${palette.bodyLight}"/>`,
    `<path d="${teeth}" stroke="${palette.bodyDark}" stroke-opacity="0.3" stroke-width="2"/>`,
    paperLabel(palette, paint.paper, { x: -70, y: -340, width: 140, height: 170 }, label),
  ].join('');
  return { svg, width: 200, height: 470 };
}

function box(paint: Paint, label?: string): Drawing {
  const { palette } = paint;
  const ribbon = palette.cap === '#f3efe8' ? '#c9ab7c' : palette.cap;
  const ribbonDark = mix(ribbon, '#000000', 0.25);
  const svg = [
    `<rect x="-170" y="-252" width="340" height="252" rx="4" fill="${paint.body}"/>`,
    `<rect x="-186" y="-318" width="372" height="78" rx="6" fill="${paint.body}"/>`,
    `<rect x="-186" y="-242" width="372" height="8" fill="${palette.bodyDark}" opacity="0.35"/>`,
    `<rect x="-22" y="-318" width="44" height="318" fill="${ribbon}"/>`,
    `<path d="M-22 -318V0M22 -318V0" stroke="${ribbonDark}" stroke-opacity="0.4" stroke-width="2"/>`,
    `<path d="M0 -318C-36 -382 -118 -384 -104 -338C-94 -306 -40 -312 0 -318Z" fill="${ribbon}" stroke="${ribbonDark}" stroke-width="2"/>`,
    `<path d="M0 -318C36 -382 118 -384 104 -338C94 -306 40 -312 0 -318Z" fill="${ribbon}" stroke="${ribbonDark}" stroke-width="2"/>`,
    `<path d="M-6 -316L-40 -262L-24 -266L-14 -250ZM6 -316L40 -262L24 -266L14 -250Z" fill="${ribbonDark}"/>`,
    `<ellipse cx="0" cy="-318" rx="16" ry="13" fill="${ribbonDark}"/>`,
    paperLabel(palette, paint.paper, { x: -96, y: -178, width: 192, height: 112 }, label),
  ].join('');
  return { svg, width: 372, height: 390 };
}

function voucher(paint: Paint, label?: string): Drawing {
  const { palette } = paint;
  const amount = label && label.trim() !== '' ? label : 'dla Ciebie';
  const svg = [
    `<g transform="rotate(-5)">`,
    `<rect x="-265" y="-320" width="530" height="310" rx="18" fill="${paint.body}"/>`,
    `<rect x="-245" y="-300" width="490" height="270" rx="10" fill="none" stroke="${palette.paper}" stroke-opacity="0.6" stroke-width="2"/>`,
    `<text x="-215" y="-190" font-family="${SERIF}" font-size="96" letter-spacing="6" fill="${palette.paper}">BON</text>`,
    `<text x="-212" y="-150" font-family="${SANS}" font-size="18" letter-spacing="7" fill="${palette.paper}" fill-opacity="0.85">PODARUNKOWY</text>`,
    `<text x="-212" y="-70" font-family="${SANS}" font-size="15" letter-spacing="5" fill="${palette.paper}" fill-opacity="0.7">MANUFAKTURA</text>`,
    paperLabel(palette, paint.paper, { x: 40, y: -232, width: 180, height: 120 }, amount),
    `<path d="M${n(150)} -80q20 -40 60 -46q-10 40 -60 46z" fill="${palette.paper}" fill-opacity="0.5"/>`,
    `</g>`,
  ].join('');
  return { svg, width: 560, height: 360 };
}

export const PRODUCT_SHAPES: Record<ProductShape, (paint: Paint, label?: string) => Drawing> = {
  jar,
  bottle,
  dropper,
  soap,
  tube,
  box,
  voucher,
};
