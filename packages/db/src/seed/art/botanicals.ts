import type { ArtSpec } from '../types.ts';
import { mix } from './palette.ts';
import type { Random } from './random.ts';
import type { Drawing } from './shapes.ts';
import { leafPath, n, quadAngle, quadPoint } from './svg.ts';

/**
 * Plants and ingredients, each drawn around its own origin: the base of the
 * stem (sprigs, which can lean against a product) or the middle of the
 * bottom edge (objects lying on the table).
 */

export type Botanical = ArtSpec['botanical'];
type Point = [number, number];

export interface BotanicalArt {
  kind: 'sprig' | 'object';
  /** `tint` is the product's colour, for things that take it (clay). */
  draw(random: Random, tint: string): Drawing;
}

const at = ([x, y]: Point, angle = 0) => `translate(${n(x)} ${n(y)})${angle ? ` rotate(${n(angle)})` : ''}`;

function stem(from: Point, control: Point, to: Point, color: string, width: number): string {
  return `<path d="M${n(from[0])} ${n(from[1])}Q${n(control[0])} ${n(control[1])} ${n(to[0])} ${n(to[1])}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** A leaf with a midrib, at a point, pointing `angle` degrees from up. */
function leaf(point: Point, angle: number, length: number, width: number, fill: string, vein: string): string {
  return `<g transform="${at(point, angle)}"><path d="${leafPath(length, width)}" fill="${fill}"/><path d="M0 -4V${n(-length * 0.85)}" stroke="${vein}" stroke-width="1.6" stroke-opacity="0.7"/></g>`;
}

/** A leaflet with a toothed edge (hemp). */
function serratedLeaf(length: number, width: number, teeth: number): string {
  const profile = (t: number) => Math.sin(Math.PI * Math.pow(t, 0.75)) * (width / 2);
  const right: string[] = [];
  const left: string[] = [];
  for (let step = 1; step < teeth * 2; step += 1) {
    const t = step / (teeth * 2);
    const r = profile(t) * (step % 2 === 1 ? 1 : 0.78);
    right.push(`${n(r)} ${n(-length * t)}`);
    left.unshift(`${n(-r)} ${n(-length * t)}`);
  }
  return `M0 0L${right.join('L')}L0 ${n(-length)}L${left.join('L')}Z`;
}

function lavender(random: Random): Drawing {
  const parts: string[] = [];
  const buds = ['#8c7bc0', '#7a68ad', '#a293d0', '#6f5fa3'];
  parts.push(leaf([0, 0], -24, 110, 12, '#98a88a', '#7d8f6e'), leaf([0, 0], 30, 90, 10, '#98a88a', '#7d8f6e'));
  for (let index = 0; index < 3; index += 1) {
    const lean = (index - 1) * 34 + random.range(-8, 8);
    const height = random.range(340, 410);
    const from: Point = [0, 0];
    const control: Point = [lean * 0.4, -height * 0.55];
    const to: Point = [lean * 2.4, -height];
    parts.push(stem(from, control, to, '#7d8f6e', 4));
    for (let t = 0.56; t <= 1.001; t += 0.034) {
      const point = quadPoint(from, control, to, t);
      const angle = quadAngle(from, control, to, t);
      const size = 0.75 + (1 - t) * 0.8;
      for (const side of [-1, 1]) {
        parts.push(
          `<ellipse rx="${n(5.5 * size)}" ry="${n(10 * size)}" fill="${random.pick(buds)}" transform="${at(point, angle + side * 30)} translate(${side * 4} -6)"/>`,
        );
      }
    }
    parts.push(`<ellipse rx="5" ry="9" fill="${buds[1]}" transform="${at(to, quadAngle(from, control, to, 1))}"/>`);
  }
  return { svg: parts.join(''), width: 220, height: 410 };
}

function rose(random: Random): Drawing {
  const petal = random.pick(['#e3a1a9', '#e8b0a8', '#dc95a3']);
  const deep = mix(petal, '#8a3346', 0.35);
  const light = mix(petal, '#ffffff', 0.35);
  const head: Point = [4, -290];
  const parts = [
    stem([0, 0], [14, -150], [head[0], head[1] + 30], '#6f8a5c', 6),
    leaf([8, -110], -58, 86, 44, '#7c9a66', '#5f7d4c'),
    leaf([11, -170], 52, 74, 38, '#86a470', '#5f7d4c'),
    `<g transform="${at(head)}">`,
    `<path d="M-16 22L-30 44L-4 30ZM16 22L30 44L4 30Z" fill="#6f8a5c"/>`,
    ...[0, 72, 144, 216, 288].map(
      (angle) =>
        `<ellipse cx="0" cy="-24" rx="38" ry="32" fill="${petal}" stroke="${deep}" stroke-opacity="0.35" stroke-width="2" transform="rotate(${angle + random.int(-8, 8)})"/>`,
    ),
    `<circle r="40" fill="${light}"/>`,
    `<circle r="32" fill="${petal}"/>`,
    `<path d="M-24 -6Q-26 -30 0 -31Q26 -30 24 -4Q22 18 0 18Q-16 18 -14 0Q-12 -16 4 -14Q14 -12 12 -2" fill="none" stroke="${deep}" stroke-width="3" stroke-linecap="round"/>`,
    `</g>`,
  ];
  return { svg: parts.join(''), width: 160, height: 340 };
}

function hemp(random: Random): Drawing {
  const top: Point = [0, -170];
  const angles = [-80, -54, -27, 0, 27, 54, 80];
  const lengths = [95, 150, 195, 225, 195, 150, 95];
  const parts = [stem([0, 0], [8, -90], top, '#5f7f4c', 6)];
  angles.forEach((angle, index) => {
    const length = lengths[index]! * random.range(0.92, 1.05);
    const fill = index % 2 === 0 ? '#6e955a' : '#7ba566';
    parts.push(
      `<g transform="${at(top, angle + random.range(-4, 4))}"><path d="${serratedLeaf(length, length * 0.2, 9)}" fill="${fill}"/><path d="M0 0V${n(-length * 0.9)}" stroke="#557a44" stroke-width="2"/></g>`,
    );
  });
  return { svg: parts.join(''), width: 420, height: 400 };
}

function daisy(petals: number, radius: number, fill: string, edge: string, heart: string): string {
  const ring = Array.from(
    { length: petals },
    (_, index) =>
      `<ellipse cx="0" cy="${n(-radius)}" rx="${n(radius * 0.32)}" ry="${n(radius * 0.78)}" fill="${fill}" stroke="${edge}" stroke-width="1" transform="rotate(${n((360 / petals) * index)})"/>`,
  );
  return `${ring.join('')}<circle r="${n(radius * 0.6)}" fill="${heart}"/><circle r="${n(radius * 0.36)}" cx="-2" cy="-2" fill="#ffffff" fill-opacity="0.2"/>`;
}

function chamomile(random: Random): Drawing {
  const parts: string[] = [];
  const flowers = random.int(3, 5);
  for (let index = 0; index < flowers; index += 1) {
    const spread = flowers === 1 ? 0 : (index / (flowers - 1) - 0.5) * 190;
    const top: Point = [spread + random.range(-12, 12), -random.range(200, 360)];
    parts.push(stem([0, 0], [spread * 0.3, top[1] * 0.5], top, '#7d9a5f', 3));
    parts.push(
      `<path d="M${n(spread * 0.15)} ${n(top[1] * 0.3)}l${n(random.range(-40, -20))} -30m20 10l-8 -22m${n(random.range(20, 50))} 6l30 -28" stroke="#8fab6f" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    );
    parts.push(
      `<g transform="${at(top, random.range(-18, 18))} scale(1 ${n(random.range(0.62, 1))})">${daisy(16, 24, '#fdfcf6', '#e2dccb', '#eec03a')}</g>`,
    );
  }
  return { svg: parts.join(''), width: 260, height: 400 };
}

function seaBuckthorn(random: Random): Drawing {
  const from: Point = [0, 0];
  const control: Point = [34, -210];
  const to: Point = [62, -400];
  const parts = [stem(from, control, to, '#7a624a', 6)];
  let side = 1;
  for (let t = 0.14; t <= 1.001; t += 0.065) {
    const point = quadPoint(from, control, to, t);
    const angle = quadAngle(from, control, to, t) + side * random.range(34, 50);
    parts.push(leaf(point, angle, random.range(70, 96), 13, random.pick(['#97a88e', '#86997e', '#a7b59e']), '#c9d2c2'));
    side = -side;
  }
  for (const t of [0.28, 0.46, 0.64, 0.82]) {
    const [x, y] = quadPoint(from, control, to, t);
    const count = random.int(6, 10);
    for (let index = 0; index < count; index += 1) {
      const r = random.range(8, 11);
      const cx = x + random.range(-16, 16);
      const cy = y + random.range(-14, 14);
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${random.pick(['#f28c28', '#ec7a1c', '#f5a33a'])}"/><circle cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.35)}" r="${n(r * 0.3)}" fill="#ffffff" fill-opacity="0.55"/>`,
      );
    }
  }
  return { svg: parts.join(''), width: 240, height: 420 };
}

function calendula(random: Random): Drawing {
  const parts: string[] = [];
  const heads = random.int(2, 3);
  parts.push(leaf([0, -40], -40, 120, 36, '#7f9b5e', '#62804a'), leaf([0, -60], 44, 100, 32, '#8aa667', '#62804a'));
  for (let index = 0; index < heads; index += 1) {
    const spread = (index - (heads - 1) / 2) * 120;
    const top: Point = [spread + random.range(-10, 10), -random.range(250, 350)];
    parts.push(stem([0, 0], [spread * 0.25, top[1] * 0.5], top, '#6f8f52', 4));
    const outer = Array.from(
      { length: 20 },
      (_, petal) => `<ellipse cx="0" cy="-34" rx="9" ry="24" fill="#f29a2b" transform="rotate(${petal * 18})"/>`,
    ).join('');
    const inner = Array.from(
      { length: 16 },
      (_, petal) => `<ellipse cx="0" cy="-24" rx="8" ry="17" fill="#f7b540" transform="rotate(${petal * 22.5 + 11})"/>`,
    ).join('');
    parts.push(
      `<g transform="${at(top, random.range(-15, 15))} scale(1 ${n(random.range(0.7, 1))})">${outer}${inner}<circle r="17" fill="#a8521c"/><circle r="11" fill="#7d3a10"/></g>`,
    );
  }
  return { svg: parts.join(''), width: 300, height: 400 };
}

function mintLeaf(point: Point, angle: number, length: number, fill: string): string {
  const width = length * 0.62;
  const veins = [1, 2, 3]
    .map((index) => {
      const y = -length * 0.22 * index;
      return `M0 ${n(y)}q${n(width * 0.25)} ${n(-length * 0.06)} ${n(width * 0.38)} ${n(-length * 0.16)}M0 ${n(y)}q${n(-width * 0.25)} ${n(-length * 0.06)} ${n(-width * 0.38)} ${n(-length * 0.16)}`;
    })
    .join('');
  return `<g transform="${at(point, angle)}"><path d="${leafPath(length, width)}" fill="${fill}"/><path d="M0 0V${n(-length * 0.88)}${veins}" fill="none" stroke="#487d55" stroke-opacity="0.55" stroke-width="1.8"/></g>`;
}

function mint(random: Random): Drawing {
  const from: Point = [0, 0];
  const control: Point = [12, -190];
  const to: Point = [4, -360];
  const parts = [stem(from, control, to, '#5b8a5f', 5)];
  const pairs = [
    [0.28, 120],
    [0.48, 105],
    [0.66, 88],
    [0.82, 70],
  ] as const;
  for (const [t, length] of pairs) {
    const point = quadPoint(from, control, to, t);
    const angle = quadAngle(from, control, to, t);
    const spread = random.range(56, 68);
    parts.push(mintLeaf(point, angle - spread, length, random.pick(['#6fae7a', '#64a272'])));
    parts.push(mintLeaf(point, angle + spread, length, random.pick(['#6fae7a', '#5d9c6a'])));
  }
  parts.push(mintLeaf(to, -22, 58, '#7cba86'), mintLeaf(to, 22, 52, '#7cba86'), mintLeaf(to, 0, 46, '#86c290'));
  return { svg: parts.join(''), width: 300, height: 400 };
}

function clay(random: Random, tint: string): Drawing {
  const powder = mix(tint, '#d9bca2', 0.55);
  const powderDeep = mix(powder, '#5a4030', 0.2);
  const speckles = Array.from(
    { length: 9 },
    () =>
      `<circle cx="${n(random.range(150, 230))}" cy="${n(-random.range(2, 10))}" r="${n(random.range(2, 5))}" fill="${powder}"/>`,
  ).join('');
  const svg = [
    `<ellipse cx="0" cy="-3" rx="60" ry="8" fill="#c9bfb1"/>`,
    `<path d="M-124 -102Q-120 -6 0 -4Q120 -6 124 -102Z" fill="#ebe5db"/>`,
    `<path d="M60 -24Q118 -44 124 -102L112 -102Q104 -50 40 -14Z" fill="#000000" fill-opacity="0.07"/>`,
    `<ellipse cx="0" cy="-102" rx="124" ry="30" fill="#f4efe7"/>`,
    `<ellipse cx="0" cy="-102" rx="110" ry="23" fill="${powderDeep}"/>`,
    `<path d="M-100 -100Q-30 -150 40 -124Q80 -112 102 -100Q0 -84 -100 -100Z" fill="${powder}"/>`,
    `<g transform="translate(150 -14) rotate(-8)"><ellipse cx="0" cy="0" rx="34" ry="16" fill="#c49a6c"/><ellipse cx="0" cy="-2" rx="24" ry="9" fill="${powder}"/><rect x="30" y="-5" width="150" height="10" rx="5" fill="#b88c5e"/></g>`,
    speckles,
  ].join('');
  return { svg, width: 360, height: 140 };
}

function charcoal(random: Random): Drawing {
  const parts: string[] = [];
  // A small pile: two pieces behind, up to three in front.
  const slots: Point[] = [
    [-52, -62],
    [48, -66],
    [-96, -30],
    [4, -26],
    [100, -32],
  ];
  const count = random.int(4, 5);
  for (const [cx, cy] of slots.slice(0, count)) {
    const radius = random.range(46, 62);
    const corners: Point[] = Array.from({ length: 7 }, (_, corner) => {
      const angle = (Math.PI * 2 * corner) / 7 + random.range(-0.25, 0.25);
      const r = radius * random.range(0.78, 1.08);
      return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r * 0.55];
    });
    const polygon = corners.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
    const [a, b, c] = [corners[4]!, corners[5]!, corners[6]!];
    parts.push(
      `<polygon points="${polygon}" fill="#2c2b2f" stroke="#1f1e22" stroke-width="2" stroke-linejoin="round"/>`,
      `<polygon points="${n(cx)},${n(cy)} ${n(a[0])},${n(a[1])} ${n(b[0])},${n(b[1])}" fill="#46454c"/>`,
      `<polygon points="${n(cx)},${n(cy)} ${n(b[0])},${n(b[1])} ${n(c[0])},${n(c[1])}" fill="#38373d"/>`,
      `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="#8a8991" stroke-opacity="0.6" stroke-width="2.5"/>`,
    );
  }
  return { svg: parts.join(''), width: 300, height: 110 };
}

function oat(random: Random): Drawing {
  const parts = [leaf([0, 0], 18, 240, 14, '#b8b07c', '#9f976a'), leaf([0, 0], -14, 200, 12, '#c2ba88', '#9f976a')];
  const stems = random.int(2, 3);
  for (let index = 0; index < stems; index += 1) {
    const lean = (index - (stems - 1) / 2) * 60 + random.range(-10, 10);
    const from: Point = [0, 0];
    const control: Point = [lean * 0.3, -220];
    const to: Point = [lean * 1.8, -random.range(380, 430)];
    parts.push(stem(from, control, to, '#c8b27a', 3));
    let side = index % 2 === 0 ? 1 : -1;
    for (let t = 0.5; t <= 0.98; t += 0.085) {
      const [x, y] = quadPoint(from, control, to, t);
      const end: Point = [x + side * 26, y + 10];
      parts.push(
        `<path d="M${n(x)} ${n(y)}q${side * 14} -6 ${side * 26} 10" fill="none" stroke="#c8b27a" stroke-width="2"/>`,
        `<path d="M0 0C9 8 10 30 0 42C-10 30 -9 8 0 0Z" fill="#e3d09a" stroke="#b89d5e" stroke-width="1.5" transform="${at(end, side * -18)}"/>`,
      );
      side = -side;
    }
  }
  return { svg: parts.join(''), width: 260, height: 430 };
}

function citrusSlice(radius: number, rind: string, pulp: string): string {
  const segments = 10;
  const wedges = Array.from({ length: segments }, (_, index) => {
    const start = ((index * 360) / segments + 2.5) * (Math.PI / 180);
    const end = (((index + 1) * 360) / segments - 2.5) * (Math.PI / 180);
    const r = radius * 0.84;
    const gap = radius * 0.08;
    const mid = (start + end) / 2;
    const ox = Math.cos(mid) * gap;
    const oy = Math.sin(mid) * gap;
    return `<path d="M${n(ox)} ${n(oy)}L${n(Math.cos(start) * r)} ${n(Math.sin(start) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(Math.cos(end) * r)} ${n(Math.sin(end) * r)}Z" fill="${pulp}"/>`;
  }).join('');
  return `<circle r="${n(radius)}" fill="${rind}"/><circle r="${n(radius * 0.91)}" fill="#fbf1d8"/>${wedges}<circle r="${n(radius * 0.07)}" fill="#fbf1d8"/>`;
}

function citrus(random: Random): Drawing {
  const [rind, pulp] = random.pick([
    ['#f0a030', '#f6b750'],
    ['#e8c43c', '#f3da6a'],
    ['#ee8a5a', '#f3a784'],
  ] as const);
  const svg = [
    `<g transform="translate(70 -78) rotate(-12)">${citrusSlice(78, rind, pulp)}</g>`,
    `<g transform="translate(-70 -26) scale(1 0.42)">${citrusSlice(66, rind, pulp)}</g>`,
    `<g transform="translate(40 -18) scale(1 0.4)">${citrusSlice(52, rind, pulp)}</g>`,
  ].join('');
  return { svg, width: 300, height: 160 };
}

function pine(random: Random): Drawing {
  const parts: string[] = [];
  const twigs: [Point, Point, Point][] = [
    [
      [0, 0],
      [36, -200],
      [24, -400],
    ],
    [
      [14, -150],
      [70, -200],
      [120, -290],
    ],
    [
      [24, -240],
      [-30, -280],
      [-80, -340],
    ],
  ];
  for (const [from, control, to] of twigs) parts.push(stem(from, control, to, '#6d5038', 5));
  for (const [from, control, to] of twigs) {
    const needles: string[] = [];
    for (let t = 0.08; t <= 1.001; t += 0.03) {
      const [x, y] = quadPoint(from, control, to, t);
      const angle = (quadAngle(from, control, to, t) * Math.PI) / 180;
      const length = 34 + 16 * Math.sin(Math.PI * t);
      for (const side of [-1, 1]) {
        const a = angle + side * 0.85 + random.range(-0.1, 0.1);
        needles.push(`M${n(x)} ${n(y)}l${n(Math.sin(a) * length)} ${n(-Math.cos(a) * length)}`);
      }
    }
    parts.push(
      `<path d="${needles.join('')}" stroke="${random.pick(['#3d6b4c', '#4a7a58'])}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    );
  }
  const scales = [-30, -14, 2, 18].map((y) => `M-22 ${y}q11 9 22 0q11 9 22 0`).join('');
  parts.push(
    `<g transform="translate(-60 -40) rotate(-70)"><ellipse rx="30" ry="46" fill="#8a6241"/><path d="${scales}" stroke="#5e3f28" stroke-width="3" fill="none"/></g>`,
  );
  return { svg: parts.join(''), width: 280, height: 420 };
}

export const BOTANICALS: Record<Botanical, BotanicalArt> = {
  lavender: { kind: 'sprig', draw: lavender },
  rose: { kind: 'sprig', draw: rose },
  hemp: { kind: 'sprig', draw: hemp },
  chamomile: { kind: 'sprig', draw: chamomile },
  'sea-buckthorn': { kind: 'sprig', draw: seaBuckthorn },
  calendula: { kind: 'sprig', draw: calendula },
  mint: { kind: 'sprig', draw: mint },
  clay: { kind: 'object', draw: clay },
  charcoal: { kind: 'object', draw: charcoal },
  oat: { kind: 'sprig', draw: oat },
  citrus: { kind: 'object', draw: citrus },
  pine: { kind: 'sprig', draw: pine },
};
