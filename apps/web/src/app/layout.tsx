import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { pl } from '../messages/pl.ts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${pl.shopName}: naturalne kosmetyki`, template: `%s | ${pl.shopName}` },
  description: pl.metaDescription,
  openGraph: { siteName: pl.shopName, locale: 'pl_PL', type: 'website' },
};

export const viewport: Viewport = {
  themeColor: '#b8855d',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl">
      <body>
        <a className="skip-link" href="#tresc">
          {pl.skipToContent}
        </a>
        <SiteHeader />
        <main id="tresc">{children}</main>
        <SiteFooter />
      </body>
    </html>
  );
}
