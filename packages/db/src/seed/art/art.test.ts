import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { ArtSpec } from '../types.ts';
import { ART_SIZES, renderArt } from './index.ts';

const SHAPES: ArtSpec['shape'][] = ['jar', 'bottle', 'dropper', 'soap', 'tube', 'box', 'voucher', 'scene'];
const BOTANICALS: ArtSpec['botanical'][] = [
  'lavender',
  'rose',
  'hemp',
  'chamomile',
  'sea-buckthorn',
  'calendula',
  'mint',
  'clay',
  'charcoal',
  'oat',
  'citrus',
  'pine',
];
const ASPECTS = Object.keys(ART_SIZES) as NonNullable<ArtSpec['aspect']>[];

const cream: ArtSpec = { shape: 'jar', botanical: 'hemp', color: '#7a9a6a', label: 'Krem nawilżający' };

/** Every opened tag is closed in order: enough to catch a broken template. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else {
      stack.push(name!);
    }
  }
  return stack.length === 0;
}

describe('renderArt', () => {
  it('draws the same picture for the same spec', () => {
    expect(renderArt({ ...cream }).svg).toBe(renderArt({ ...cream }).svg);
    const scene: ArtSpec = { shape: 'scene', botanical: 'lavender', color: '#9b8bc4', aspect: 'wide', variant: 3 };
    expect(renderArt(scene)).toEqual(renderArt({ ...scene }));
  });

  it('draws a different picture for another variant', () => {
    const pictures = new Set([0, 1, 2, 3, 4].map((variant) => renderArt({ ...cream, variant }).svg));
    expect(pictures.size).toBe(5);
  });

  it('draws different pictures for different colours and botanicals', () => {
    expect(renderArt({ ...cream, color: '#c98f86' }).svg).not.toBe(renderArt(cream).svg);
    expect(renderArt({ ...cream, botanical: 'mint' }).svg).not.toBe(renderArt(cream).svg);
  });

  it.each(ASPECTS)('makes a %s picture that sharp reads at the right size', async (aspect) => {
    const art = renderArt({ ...cream, aspect });
    expect({ width: art.width, height: art.height }).toEqual(ART_SIZES[aspect]);
    const metadata = await sharp(Buffer.from(art.svg)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['svg', art.width, art.height]);
  });

  it('uses the sizes of the design: square, portrait, landscape and wide', () => {
    expect(ART_SIZES).toEqual({
      square: { width: 1200, height: 1200 },
      portrait: { width: 900, height: 1200 },
      landscape: { width: 1600, height: 1067 },
      wide: { width: 1920, height: 800 },
    });
    expect(renderArt({ shape: 'soap', botanical: 'oat', color: '#d9c7a8' }).width).toBe(1200);
  });

  it('escapes the label so it cannot break the markup', async () => {
    const art = renderArt({ ...cream, label: 'Mydło <b>"ręczne"</b> & olej' });
    expect(art.svg).toContain('&lt;b&gt;&quot;ręczne&quot;&lt;/b&gt;');
    expect(art.svg).toContain('&amp; olej');
    expect(art.svg).not.toContain('<b>');
    expect(isBalanced(art.svg)).toBe(true);
    const metadata = await sharp(Buffer.from(art.svg)).metadata();
    expect(metadata.width).toBe(1200);
  });

  it('drops characters XML does not allow', () => {
    expect(renderArt({ ...cream, label: 'Krem\u0000\u0007 dnia' }).svg).toContain('>Krem dnia<');
  });

  it.each(SHAPES)('draws a %s with every botanical as self-contained, well-formed SVG', async (shape) => {
    for (const [index, botanical] of BOTANICALS.entries()) {
      const art = renderArt({ shape, botanical, color: '#b07a5a', label: 'Bon 100 zł', variant: index });
      expect(isBalanced(art.svg), `${shape} with ${botanical}`).toBe(true);
      expect(art.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      expect(art.svg).not.toMatch(/<script|foreignObject|href=|url\((?!#)|@import|NaN|Infinity|undefined/);
    }
    const art = renderArt({ shape, botanical: BOTANICALS[SHAPES.indexOf(shape)]!, color: '#b07a5a', label: 'Bon' });
    const png = await sharp(Buffer.from(art.svg)).resize(120).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(120);
  });

  it.each(BOTANICALS)('draws %s beside a product and in a scene', (botanical) => {
    const product = renderArt({ shape: 'bottle', botanical, color: '#9b8bc4' });
    const scene = renderArt({ shape: 'scene', botanical, color: '#9b8bc4', aspect: 'landscape' });
    const plain = renderArt({ shape: 'bottle', botanical: botanical === 'rose' ? 'mint' : 'rose', color: '#9b8bc4' });
    expect(product.svg).not.toBe(plain.svg);
    expect(product.svg.length).toBeGreaterThan(plain.svg.length / 3);
    expect(isBalanced(scene.svg)).toBe(true);
  });

  it('prints BON and the amount on a voucher', () => {
    const art = renderArt({ shape: 'voucher', botanical: 'rose', color: '#b86b77', label: '200 zł' });
    expect(art.svg).toContain('>BON<');
    expect(art.svg).toContain('>200 zł<');
  });

  it('gives a pale placeholder colour in the tint of the product', () => {
    const { placeholderColor } = renderArt(cream);
    expect(placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(placeholderColor.slice(start, start + 2), 16));
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(180);
    expect(g!).toBeGreaterThanOrEqual(b!);
  });

  it('rejects a colour that is not hex', () => {
    expect(() => renderArt({ ...cream, color: 'green' })).toThrow(/#rrggbb/);
  });
});
