import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';

import { developing, publicEnv } from './env.ts';
import { contentSecurityPolicy, newNonce, NONCE_HEADER } from './lib/content-security-policy.ts';
import { SHARED_PAGE_HEADER } from './lib/shared-page.ts';

/**
 * Every page gets its own script nonce (ADR 008): the policy goes to the browser and, as a request
 * header, to Next.js, which puts the nonce on its own scripts; our inline scripts read it from
 * `x-nonce`. The API's paths never reach Next.js (server/front-door.ts forwards them).
 */
export function proxy(request: NextRequest) {
  // A shared page's one rendering (ADR 014): the front door gave it its nonce and sends the policy itself.
  if (request.headers.has(SHARED_PAGE_HEADER)) return NextResponse.next();
  const nonce = newNonce();
  const policy = contentSecurityPolicy({ nonce }, publicEnv(), developing);
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not Next.js's static files, images, the files in public/ or the service worker
      // (which has a policy of its own, next.config.ts).
      source: '/((?!_next/static|_next/image|favicon.ico|logo.svg|icons/|sw.js|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
