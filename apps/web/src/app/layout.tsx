import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';

import { CookieConsent } from '../components/consent/cookie-consent.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { TopBar } from '../components/layout/top-bar.tsx';
import { publicEnv, serverEnv } from '../env.ts';
import { getLayoutOrNull } from '../lib/api/server.ts';
import { isPromotionActive } from '../lib/sanitize-html.ts';
import { pl } from '../messages/pl.ts';

import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(serverEnv().siteUrl),
    title: { default: pl.legalTitle, template: `%s | ${pl.shopName}` },
    description: pl.metaDescription,
    applicationName: pl.shopName,
    robots: { index: true, follow: true },
    openGraph: {
      siteName: pl.shopName,
      locale: 'pl_PL',
      type: 'website',
      title: pl.legalTitle,
      description: pl.metaDescription,
    },
    twitter: { card: 'summary_large_image', title: pl.legalTitle, description: pl.metaDescription },
    icons: { icon: '/logo.svg' },
  };
}

export const viewport: Viewport = {
  themeColor: '#b8855d',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The frame shows live promotions and menu categories (cached for 5 minutes by the data layer).
  await connection();
  const layout = await getLayoutOrNull();
  const manualPromotion =
    layout?.navbarPromotion && isPromotionActive(layout.navbarPromotion) ? layout.navbarPromotion : null;
  const { gaMeasurementId } = publicEnv();

  return (
    <html lang="pl">
      <body>
        <a className="skip-link" href="#tresc">
          {pl.skipToContent}
        </a>
        <TopBar manualPromotion={manualPromotion} promotions={layout?.promotions ?? []} />
        <SiteHeader categories={layout?.categories ?? []} menuCategory={layout?.menuCategory ?? null} />
        <main id="tresc">{children}</main>
        <SiteFooter
          company={layout?.company ?? null}
          socialLinks={layout?.socialLinks ?? []}
          gaMeasurementId={gaMeasurementId}
        />
        <CookieConsent gaMeasurementId={gaMeasurementId} />
      </body>
    </html>
  );
}
