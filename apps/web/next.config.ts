import type { NextConfig } from 'next';

import { geowidgetOrigin } from './src/lib/geowidget.ts';

/**
 * GA4 loads only after consent and only with a measurement id (inlined at
 * build, like every NEXT_PUBLIC_ value); then the policy lets Google's tag in.
 */
const analytics = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
  ? {
      script: ' https://www.googletagmanager.com',
      connect: ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com',
    }
  : { script: '', connect: '' };

/**
 * InPost's map at checkout, only with a Geowidget token: its script and styles
 * come from InPost, and the map asks InPost's points API and draws tiles and
 * point photos from hosts InPost does not list, hence any HTTPS image.
 */
const inpost = process.env.NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN
  ? (() => {
      const origin = geowidgetOrigin(process.env.NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX === 'true');
      return {
        script: ` ${origin}`,
        style: ` ${origin}`,
        font: ` ${origin}`,
        img: ' https:',
        connect: ` ${origin} https://*.inpost.pl https://*.easypack24.net`,
      };
    })()
  : { script: '', style: '', font: '', img: '', connect: '' };

/** Static headers for every page; the API sets its own on what it serves. */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  {
    key: 'Content-Security-Policy',
    // Next.js inlines its bootstrap scripts, hence 'unsafe-inline' for scripts until nonces are wired in.
    value: `default-src 'self'; script-src 'self' 'unsafe-inline'${analytics.script}${inpost.script}; style-src 'self' 'unsafe-inline'${inpost.style}; img-src 'self' data: blob:${analytics.connect}${inpost.img}; font-src 'self'${inpost.font}; connect-src 'self'${analytics.connect}${inpost.connect}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
  },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@manufaktura/core'],
  async redirects() {
    // The finder's older address (spec §2), moved for good.
    return [
      { source: '/dopasujkosmetyk', destination: '/dopasuj-kosmetyk', statusCode: 301 },
      { source: '/dopasujkosmetyk/:slug', destination: '/dopasuj-kosmetyk/:slug', statusCode: 301 },
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

export default nextConfig;
