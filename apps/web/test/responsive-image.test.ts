import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ResponsiveImage } from '../src/components/ui/responsive-image.tsx';
import type { ImageData } from '../src/lib/api/types.ts';

const image = (path: string, alt: string): ImageData => ({
  url: `${path}-640.jpg`,
  alt,
  width: 640,
  height: 800,
  placeholderColor: '#d8cbb8',
  path,
  widths: [320, 640],
});

/** The picture's elements in document order, each as its tag and attributes. */
function elements(html: string): { tag: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<(picture|source|img)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => ({
    tag: tag!,
    attributes: Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
    ),
  }));
}

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then the JPEG of the img, each at every width, with the space reserved', () => {
    const html = renderToStaticMarkup(
      createElement(ResponsiveImage, { image: image('/media/products/krem', 'Krem'), sizes: '50vw' }),
    );
    expect(elements(html)).toEqual([
      { tag: 'picture', attributes: {} },
      {
        tag: 'source',
        attributes: {
          type: 'image/avif',
          srcSet: '/media/products/krem-320.avif 320w, /media/products/krem-640.avif 640w',
          sizes: '50vw',
        },
      },
      {
        tag: 'source',
        attributes: {
          type: 'image/webp',
          srcSet: '/media/products/krem-320.webp 320w, /media/products/krem-640.webp 640w',
          sizes: '50vw',
        },
      },
      {
        tag: 'img',
        attributes: {
          src: '/media/products/krem-640.jpg',
          srcSet: '/media/products/krem-320.jpg 320w, /media/products/krem-640.jpg 640w',
          sizes: '50vw',
          width: '640',
          height: '800',
          alt: 'Krem',
          style: 'background-color:#d8cbb8',
          loading: 'lazy',
          fetchPriority: 'auto',
          decoding: 'async',
        },
      },
    ]);
  });

  it('draws the art-directed image where its media matches, in all three encodings, before the fallback', () => {
    const html = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: image('/media/home/hero-mobile', 'Zioła'),
        art: { media: '(min-width: 600px)', image: image('/media/home/hero-desktop', 'Zioła na stole') },
        sizes: '100vw',
        priority: true,
        pictureClassName: 'picture',
        className: 'image',
      }),
    );
    const found = elements(html);
    expect(found[0]).toEqual({ tag: 'picture', attributes: { class: 'picture' } });
    expect(
      found
        .slice(1)
        .map(({ tag, attributes }) => [tag, attributes.media, attributes.type, attributes.srcSet?.split(' ')[0]]),
    ).toEqual([
      ['source', '(min-width: 600px)', 'image/avif', '/media/home/hero-desktop-320.avif'],
      ['source', '(min-width: 600px)', 'image/webp', '/media/home/hero-desktop-320.webp'],
      ['source', '(min-width: 600px)', undefined, '/media/home/hero-desktop-320.jpg'],
      ['source', undefined, 'image/avif', '/media/home/hero-mobile-320.avif'],
      ['source', undefined, 'image/webp', '/media/home/hero-mobile-320.webp'],
      ['img', undefined, undefined, '/media/home/hero-mobile-320.jpg'],
    ]);
    expect(found.at(-1)!.attributes).toMatchObject({
      class: 'image',
      alt: 'Zioła',
      loading: 'eager',
      fetchPriority: 'high',
    });
  });
});
