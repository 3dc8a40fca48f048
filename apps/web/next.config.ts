import { withSerwist } from '@serwist/turbopack';
import type { NextConfig } from 'next';

/**
 * Static headers for every page; the API sets its own on what it serves. The
 * Content-Security-Policy carries a new nonce on every page (src/proxy.ts).
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/**
 * The service worker (ADR 019): always checked with the server, so a new version is found at once,
 * and its own policy: it runs only the shop's code and talks only to the shop.
 */
const SERVICE_WORKER_HEADERS = [
  { key: 'Cache-Control', value: 'no-cache' },
  { key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self'; object-src 'none'" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@manufaktura/core'],
  // Metadata always in <head>, never streamed after it: the front door sends one rendering of a
  // shared page to browsers and link-preview bots alike (ADR 014), and the latter read only <head>.
  htmlLimitedBots: /.*/,
  async redirects() {
    // The finder's older address (spec §2), moved for good.
    return [
      { source: '/dopasujkosmetyk', destination: '/dopasuj-kosmetyk', statusCode: 301 },
      { source: '/dopasujkosmetyk/:slug', destination: '/dopasuj-kosmetyk/:slug', statusCode: 301 },
    ];
  },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      { source: '/sw.js', headers: SERVICE_WORKER_HEADERS },
    ];
  },
};

// Serwist keeps esbuild, which bundles the service worker at build time, out of the server bundle.
export default withSerwist(nextConfig);
