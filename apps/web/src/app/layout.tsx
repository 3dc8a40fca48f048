import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';

import { CookieConsent } from '../components/consent/cookie-consent.tsx';
import { ServiceWorkerRegistration } from '../components/layout/service-worker-registration.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { TopBar } from '../components/layout/top-bar.tsx';
import { developing, publicEnv, serverEnv } from '../env.ts';
import { getLayoutOrNull } from '../lib/api/server.ts';
import { isPromotionActive } from '../lib/sanitize-html.ts';
import { shopText } from '../messages/shop.ts';

import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(serverEnv().siteUrl),
    title: { default: shopText.legalTitle, template: `%s | ${shopText.name}` },
    description: shopText.metaDescription,
    applicationName: shopText.name,
    robots: { index: true, follow: true },
    openGraph: {
      siteName: shopText.name,
      locale: 'pl_PL',
      type: 'website',
      title: shopText.legalTitle,
      description: shopText.metaDescription,
    },
    twitter: { card: 'summary_large_image', title: shopText.legalTitle, description: shopText.metaDescription },
    // The installed app's icons and name (app/manifest.ts, ADR 019); Next.js links the manifest itself.
    icons: { icon: '/logo.svg', apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }] },
    appleWebApp: { capable: true, title: shopText.name, statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  themeColor: '#b8855d',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The frame shows live promotions and menu categories (kept by the data layer under their tags).
  await connection();
  const layout = await getLayoutOrNull();
  const manualPromotion =
    layout?.navbarPromotion && isPromotionActive(layout.navbarPromotion) ? layout.navbarPromotion : null;
  const { gaMeasurementId } = publicEnv();

  return (
    <html lang="pl">
      <body>
        <a className="skip-link" href="#tresc">
          {shopText.skipToContent}
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
        {/* Not in `npm run dev`: a worker would serve yesterday's code to today's edits (ADR 019). */}
        <ServiceWorkerRegistration enabled={!developing} />
      </body>
    </html>
  );
}
