import type { ProviderIdentity } from './provider-identity.ts';

export type FacebookVerifier = (userId: string, userToken: string) => Promise<ProviderIdentity | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks Facebook Login user tokens; null when the Facebook app is not configured. */
    facebookSignIn: FacebookVerifier | null;
  }
}

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** The Graph API's address, e.g. https://graph.facebook.com/v21.0 (a local stand-in in tests). */
  graphUrl: string;
}

const TIMEOUT_MS = 5_000;

async function graph(url: URL): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Checks a Facebook Login user token as Facebook documents it: `debug_token`
 * with the app's own token must say the token is valid, was issued to this
 * app, and belongs to the user id the shopper claims; only then is the
 * profile read with it. Anything else (a forged id, another app's token, an
 * unreachable Graph API) is null.
 */
export function facebookVerifier({ appId, appSecret, graphUrl }: FacebookOptions): FacebookVerifier {
  const base = graphUrl.replace(/\/+$/, '');
  return async (userId, userToken) => {
    if (!userId || !userToken) return null;
    const debug = new URL(`${base}/debug_token`);
    debug.searchParams.set('input_token', userToken);
    debug.searchParams.set('access_token', `${appId}|${appSecret}`);
    const checked = (await graph(debug))?.data as Record<string, unknown> | undefined;
    if (checked?.is_valid !== true || text(checked.app_id) !== appId || text(checked.user_id) !== userId) return null;
    const me = new URL(`${base}/${encodeURIComponent(userId)}`);
    me.searchParams.set('fields', 'email,first_name,last_name');
    me.searchParams.set('access_token', userToken);
    const profile = await graph(me);
    if (!profile || text(profile.id) !== userId) return null;
    return {
      subject: userId,
      email: text(profile.email) || null,
      firstName: text(profile.first_name),
      lastName: text(profile.last_name),
    };
  };
}
