import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from './helper.ts';

const CLIENT_ID = 'manufaktura-test.apps.googleusercontent.com';
const NOW = Date.now();

/**
 * Google's side, played locally as Google documents it: an RS256 key pair
 * whose public half is served as a JWKS, ID tokens signed with the private one.
 */
let google: Awaited<ReturnType<typeof generateKeyPair>>;
let stranger: Awaited<ReturnType<typeof generateKeyPair>>;
let jwks: ReturnType<typeof createServer>;
let app: FastifyInstance;

beforeAll(async () => {
  google = await generateKeyPair('RS256');
  stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'klucz-1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  jwks.listen(0, '127.0.0.1');
  await once(jwks, 'listening');
  const { port } = jwks.address() as AddressInfo;
  app = await createTestApp({ google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs` } });
});

afterAll(async () => {
  await app?.close();
  jwks?.close();
});

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  aud?: string;
  iss?: string;
  exp?: number;
}

async function idToken(claims: Claims, key = google.privateKey) {
  const { aud = CLIENT_ID, iss = 'https://accounts.google.com', exp = Math.floor(NOW / 1000) + 3600, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'klucz-1' })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(Math.floor(NOW / 1000) - 60)
    .setExpirationTime(exp)
    .sign(key);
}

let clients = 0;
async function signIn(token: string) {
  clients += 1;
  return app.inject({
    method: 'POST',
    url: '/api/carts',
    payload: { account: { googleJWTToken: token } },
    remoteAddress: `10.50.0.${clients}`,
  });
}

describe('signing in with Google', () => {
  it('creates a confirmed account without a password on the first sign-in, and finds it by Google’s id after', async () => {
    const token = await idToken({ sub: 'google-1', email: 'Ola@Gmail.com', email_verified: true, given_name: 'Ola' });
    const first = await signIn(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ account_logged_in: true, email: 'ola@gmail.com' });
    const [account] = await app.db.select().from(schema.accounts).where(eq(schema.accounts.email, 'ola@gmail.com'));
    expect(account).toMatchObject({ passwordHash: null, firstName: 'Ola' });
    expect(account!.confirmedAt).not.toBeNull();

    // Later the address at Google changed: the id still names the same account.
    const again = await signIn(await idToken({ sub: 'google-1', email: 'nowy@gmail.com', email_verified: true }));
    expect(again.json()).toMatchObject({ account_logged_in: true, email: 'ola@gmail.com' });
    const session = String(again.headers['session-id']);
    const profile = await app.inject({ method: 'GET', url: '/api/accounts', headers: { 'session-id': session } });
    expect(profile.json()).toMatchObject({ has_password: false, sign_in_providers: ['GOOGLE'] });
  });

  it.each([
    ['signed with another key', { sub: 'g-2', email: 'a@gmail.com', email_verified: true }, 'stranger'],
    ['for another audience', { sub: 'g-3', email: 'b@gmail.com', email_verified: true, aud: 'someone-else' }, 'google'],
    [
      'from another issuer',
      { sub: 'g-4', email: 'c@gmail.com', email_verified: true, iss: 'https://evil.example' },
      'google',
    ],
    [
      'expired',
      { sub: 'g-5', email: 'd@gmail.com', email_verified: true, exp: Math.floor(NOW / 1000) - 600 },
      'google',
    ],
    [
      'without a verified e-mail, for an id never seen',
      { sub: 'g-6', email: 'e@gmail.com', email_verified: false },
      'google',
    ],
  ] as const)('refuses a token %s with account.invalid.google.user', async (_, claims, signer) => {
    const token = await idToken(claims, signer === 'stranger' ? stranger.privateKey : google.privateKey);
    const response = await signIn(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorMsgCode: 'account.invalid.google.user' });
    expect(response.json()).not.toHaveProperty('account_logged_in');
  });

  it('refuses what is not a token at all', async () => {
    for (const token of ['', 'x', 'a.b.c', `${await idToken({ sub: 'g-7' })}x`]) {
      const response = await signIn(token);
      expect(response.json()).toMatchObject({ errorMsgCode: 'account.invalid.google.user' });
    }
  });
});
