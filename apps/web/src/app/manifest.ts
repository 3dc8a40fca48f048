import type { MetadataRoute } from 'next';

import { shopText } from '../messages/shop.ts';

/** The shop's colours (spec §9 primary; the page's own cream, globals.css `body`). */
const THEME_COLOR = '#b8855d';
const BACKGROUND_COLOR = '#fffcf8';

/** /manifest.webmanifest: the shop installs as an app (ADR 019); icons made by scripts/make-app-icons.ts. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: shopText.name,
    short_name: shopText.name,
    description: shopText.metaDescription,
    lang: 'pl',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'beauty', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Sklep', url: '/sklep' },
      { name: 'Koszyk', url: '/cart' },
    ],
  };
}
