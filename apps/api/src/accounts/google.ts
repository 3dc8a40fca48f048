import { createRemoteJWKSet, jwtVerify } from 'jose';

import type { ProviderIdentity } from './provider-identity.ts';

export type GoogleVerifier = (idToken: string) => Promise<ProviderIdentity | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks "Sign in with Google" ID tokens; null when GOOGLE_CLIENT_ID is not set. */
    googleSignIn: GoogleVerifier | null;
  }
}

export interface GoogleOptions {
  /** The shop's OAuth client id: the only audience an ID token may be for. */
  clientId: string;
  /** Where Google publishes its signing keys (fetched, cached and refreshed by jose). */
  jwksUrl: string;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Checks a Google ID token (Sign in with Google) as Google documents it: the
 * signature against Google's published keys, the issuer, the audience (our
 * client id) and the expiry. Anything else, a forged or stale token, is null.
 */
export function googleVerifier({ clientId, jwksUrl }: GoogleOptions): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: ISSUERS, audience: clientId });
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        subject: payload.sub,
        email: payload.email_verified === true && typeof payload.email === 'string' ? payload.email : null,
        firstName: text(payload.given_name),
        lastName: text(payload.family_name),
      };
    } catch {
      return null;
    }
  };
}
