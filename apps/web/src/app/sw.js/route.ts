import { randomUUID } from 'node:crypto';

import { createSerwistRoute } from '@serwist/turbopack';

import { OFFLINE_PATH } from '../../lib/service-worker/cache-policy.ts';

/**
 * GET /sw.js: the service worker (ADR 019), bundled by Serwist's Turbopack integration from
 * src/service-worker/sw.ts with the precache list of this build (Next.js's static files, public/,
 * the offline page) and kept as a static file from `next build` on. The offline page's revision
 * is new with every build, so a new version of the shop precaches its offline page anew.
 */
const serwist = createSerwistRoute({
  swSrc: 'src/service-worker/sw.ts',
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: randomUUID() }],
  useNativeEsbuild: true,
  // One file, no source map to serve beside it.
  esbuildOptions: { sourcemap: false },
});

export const dynamic = 'force-static';
export const revalidate = false;

export function GET(request: Request): Promise<Response> {
  return serwist.GET(request, { params: Promise.resolve({ path: 'sw.js' }) });
}
