import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';

import { serverEnv } from './env.ts';

/**
 * One origin for shoppers: the API, its media and the back office are served
 * from the storefront's address, forwarded to the API process.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${pathname}${search}`, serverEnv().apiOrigin));
}

export const config = {
  matcher: ['/api/:path*', '/media/:path*', '/admin/:path*'],
};
