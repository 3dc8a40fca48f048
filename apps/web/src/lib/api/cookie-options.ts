import { SESSION_MAX_AGE_S } from '@manufaktura/core';

import type { ServerEnv } from '../../env.ts';
import { serverEnv } from '../../env.ts';

/**
 * The storefront's cookies as its server sets them, as the browser's scripts do
 * (lib/browser-cookie.ts): for the whole site, Lax, as long as a session, and
 * Secure when PUBLIC_URL is https — never because a request header says so.
 */
export const shopCookieOptions = (env: Pick<ServerEnv, 'https'> = serverEnv()) =>
  ({
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
    sameSite: 'lax',
    secure: env.https,
  }) as const;
