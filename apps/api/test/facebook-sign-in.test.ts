import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from './helper.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'sekret-aplikacji-facebook';

/**
 * Facebook's Graph API, played locally as Facebook documents it:
 * `GET /debug_token?input_token=…&access_token={app-id}|{app-secret}` answers
 * `{data: {app_id, user_id, is_valid}}`, and `GET /{user-id}?fields=…&access_token=…`
 * the profile. Each user token here belongs to one user of one app.
 */
const TOKENS: Record<string, { appId: string; userId: string; valid: boolean }> = {
  'token-oli': { appId: APP_ID, userId: '1001', valid: true },
  'token-bez-emaila': { appId: APP_ID, userId: '1002', valid: true },
  'token-innej-aplikacji': { appId: '999999', userId: '1001', valid: true },
  'token-wygasly': { appId: APP_ID, userId: '1001', valid: false },
};
const PROFILES: Record<string, object> = {
  '1001': { id: '1001', email: 'ola.fb@example.pl', first_name: 'Ola', last_name: 'Nowak' },
  '1002': { id: '1002', first_name: 'Jan' },
};

let graph: ReturnType<typeof createServer>;
let app: FastifyInstance;
let appTokenSeen = '';

beforeAll(async () => {
  graph = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.test');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/v21.0/debug_token') {
      appTokenSeen = url.searchParams.get('access_token') ?? '';
      const token = TOKENS[url.searchParams.get('input_token') ?? ''];
      if (appTokenSeen !== `${APP_ID}|${APP_SECRET}` || !token) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
        return;
      }
      response.end(JSON.stringify({ data: { app_id: token.appId, user_id: token.userId, is_valid: token.valid } }));
      return;
    }
    const userId = url.pathname.replace('/v21.0/', '');
    const token = TOKENS[url.searchParams.get('access_token') ?? ''];
    if (!token || token.userId !== userId) {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
      return;
    }
    response.end(JSON.stringify(PROFILES[userId]));
  });
  graph.listen(0, '127.0.0.1');
  await once(graph, 'listening');
  const { port } = graph.address() as AddressInfo;
  app = await createTestApp({
    facebook: { appId: APP_ID, appSecret: APP_SECRET, graphUrl: `http://127.0.0.1:${port}/v21.0` },
  });
});

afterAll(async () => {
  await app?.close();
  graph?.close();
});

let clients = 0;
async function signIn(account: object) {
  clients += 1;
  return app.inject({ method: 'POST', url: '/api/carts', payload: { account }, remoteAddress: `10.70.0.${clients}` });
}

describe('signing in with Facebook', () => {
  it('checks the user token with the app’s own token, then signs in to a confirmed account without a password', async () => {
    const first = await signIn({
      email: 'ola.fb@example.pl',
      facebookUserId: '1001',
      facebookAccessToken: 'token-oli',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ account_logged_in: true, email: 'ola.fb@example.pl' });
    expect(appTokenSeen).toBe(`${APP_ID}|${APP_SECRET}`);

    const again = await signIn({ facebookUserId: '1001', facebookAccessToken: 'token-oli' });
    const session = String(again.headers['session-id']);
    const profile = await app.inject({ method: 'GET', url: '/api/accounts', headers: { 'session-id': session } });
    expect(profile.json()).toMatchObject({
      email: 'ola.fb@example.pl',
      first_name: 'Ola',
      has_password: false,
      sign_in_providers: ['FACEBOOK'],
    });
  });

  it.each([
    ['a user id the token is not for', { facebookUserId: '1002', facebookAccessToken: 'token-oli' }],
    ['another app’s token', { facebookUserId: '1001', facebookAccessToken: 'token-innej-aplikacji' }],
    ['an expired token', { facebookUserId: '1001', facebookAccessToken: 'token-wygasly' }],
    ['a token Facebook does not know', { facebookUserId: '1001', facebookAccessToken: 'zmyslony' }],
    [
      'no token at all (the spec’s payload alone proves nothing)',
      { email: 'ola.fb@example.pl', facebookUserId: '1001' },
    ],
    ['a first sign-in that shares no e-mail', { facebookUserId: '1002', facebookAccessToken: 'token-bez-emaila' }],
  ])('refuses %s with account.invalid.facebook.user', async (_, account) => {
    const response = await signIn(account);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorMsgCode: 'account.invalid.facebook.user' });
  });
});

describe('without a Facebook app configured', () => {
  it('refuses every Facebook sign-in', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/api/carts',
        payload: { account: { facebookUserId: '1001', facebookAccessToken: 'token-oli' } },
      });
      expect(response.json()).toMatchObject({ errorMsgCode: 'account.invalid.facebook.user' });
    } finally {
      await plain.close();
    }
  });
});
