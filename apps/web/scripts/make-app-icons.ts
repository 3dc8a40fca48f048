/**
 * Makes the installed app's icons (app/manifest.ts, ADR 019) from the leaf of the shop's logo
 * (public/logo.svg): a cream leaf on the primary colour. Run after changing the logo and commit
 * the PNGs: `npx node apps/web/scripts/make-app-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

const OUT = join(import.meta.dirname, '../public/icons');

/** The logo's leaf, drawn in its 32 px box, centred on (15.5, 16). */
const LEAF = 'M4 28C4 14 12 5 27 4c0 14-8 23-21 24m0 0c4-7 9-12 15-16';
const PRIMARY = '#b8855d';
const CREAM = '#fffcf8';

/**
 * An icon of `size` px. `leafShare`: how much of the width the leaf spans; `rounded`: a rounded
 * square for "any" icons, the full square for maskable ones (the platform cuts its own shape,
 * keeping the middle 80%) and Apple's (iOS rounds the corners itself).
 */
function iconSvg(size: number, leafShare: number, rounded: boolean): string {
  const scale = (size * leafShare) / 24;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${PRIMARY}"/>
  <g transform="translate(${size / 2} ${size / 2}) scale(${scale}) translate(-15.5 -16)">
    <path d="${LEAF}" fill="none" stroke="${CREAM}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, leafShare: 0.6, rounded: true },
  { file: 'icon-512.png', size: 512, leafShare: 0.6, rounded: true },
  { file: 'maskable-512.png', size: 512, leafShare: 0.46, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, leafShare: 0.55, rounded: false },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, leafShare, rounded } of ICONS) {
  await sharp(Buffer.from(iconSvg(size, leafShare, rounded)))
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, file));
  process.stdout.write(`${file}: ${size}×${size}\n`);
}
