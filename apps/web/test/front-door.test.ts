import type { IncomingHttpHeaders, IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { TrustProxy } from '../src/env.ts';
import { readServerEnv } from '../src/env.ts';
import { frontDoor, HSTS } from '../src/server/front-door.ts';

/**
 * The storefront's front door between a shopper and a stand-in API that echoes what it received:
 * the shopper connects from 127.0.0.2, the storefront reaches the API from 127.0.0.1.
 */

interface Echo {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

function listen(listener: RequestListener): Promise<Server> {
  const server = createServer(listener);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

const echo: RequestListener = (req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('session-id', 'from-the-api');
    // The API sends its own HSTS; on the storefront's origin the storefront's counts.
    if (req.url?.startsWith('/api')) res.setHeader('strict-transport-security', 'max-age=60');
    res.end(JSON.stringify({ path: req.url ?? '', headers: req.headers, body } satisfies Echo));
  });
};

const FORGED = {
  'x-forwarded-for': '203.0.113.77',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  'x-real-ip': '198.51.100.1',
  forwarded: 'for=192.0.2.1;proto=https',
  'x-middleware-subrequest': 'proxy',
  'x-nonce': 'guessed',
  'x-shared-page': '1',
  'content-security-policy': "script-src 'unsafe-inline'",
};

function send(port: number, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; echo: Echo }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        headers,
        localAddress: '127.0.0.2',
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, echo: JSON.parse(text) }));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

describe('the storefront front door', () => {
  let api: Server;
  const doors: Server[] = [];

  async function door(trustProxy: TrustProxy, publicUrl = 'http://sklep.test') {
    // The "pages" stand in for Next.js and echo what they would see.
    const server = await listen(
      frontDoor({ apiOrigin: `http://127.0.0.1:${portOf(api)}`, publicUrl, trustProxy, pages: echo }),
    );
    doors.push(server);
    return portOf(server);
  }

  beforeAll(async () => {
    api = await listen(echo);
  });
  afterAll(async () => {
    for (const server of [api, ...doors]) await new Promise((resolve) => server.close(resolve));
  });

  it('forwards the API paths with the address that connected, not the one the client claims', async () => {
    const port = await door(false);
    for (const path of ['/api/carts?x=1', '/media/p/1.webp', '/admin']) {
      const answer = await send(port, path, FORGED);
      expect(answer.echo.path).toBe(path);
      expect(answer.echo.headers['x-forwarded-for']).toBe('127.0.0.2');
      expect(answer.echo.headers['x-forwarded-proto']).toBe('http');
      // The host the shopper asked for (Next.js checks a Server Action's Origin against it).
      expect(answer.echo.headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
      for (const name of [
        'x-forwarded-port',
        'x-real-ip',
        'forwarded',
        'x-middleware-subrequest',
        'x-nonce',
        'x-shared-page',
        'content-security-policy',
      ]) {
        expect(answer.echo.headers[name]).toBeUndefined();
      }
      expect(answer.headers['session-id']).toBe('from-the-api');
      expect(answer.headers['x-middleware-rewrite']).toBeUndefined();
    }
  });

  it('passes a body and the method on to the API', async () => {
    const port = await door(false);
    const answer = await send(port, '/api/contact', { 'content-type': 'application/json' }, '{"a":1}');
    expect(answer.echo.body).toBe('{"a":1}');
    expect(answer.echo.headers['x-forwarded-for']).toBe('127.0.0.2');
  });

  it('gives the pages the same clean headers as the API', async () => {
    const answer = await send(await door(false), '/koszyk', FORGED);
    expect(answer.echo.headers['x-forwarded-for']).toBe('127.0.0.2');
    expect(answer.echo.headers['x-real-ip']).toBeUndefined();
    expect(answer.echo.headers.forwarded).toBeUndefined();
  });

  it('believes the client address a trusted proxy gave, and only the last hop it trusts', async () => {
    // 127.0.0.2 is the trusted proxy; the shopper behind it claimed 203.0.113.77 to that proxy.
    const port = await door(['127.0.0.2']);
    const answer = await send(port, '/api/carts', {
      'x-forwarded-for': '203.0.113.77, 198.51.100.9',
      'x-forwarded-host': 'evil.example, sklep.test',
    });
    expect(answer.echo.headers['x-forwarded-for']).toBe('198.51.100.9');
    expect(answer.echo.headers['x-forwarded-host']).toBe('sklep.test');
    // An address the storefront does not trust is taken as is, whatever it forwards.
    const untrustedPort = await door(['127.0.0.1']);
    const untrusted = await send(untrustedPort, '/api/carts', FORGED);
    expect(untrusted.echo.headers['x-forwarded-for']).toBe('127.0.0.2');
    expect(untrusted.echo.headers['x-forwarded-host']).toBe(`127.0.0.1:${untrustedPort}`);
  });

  it('reads TRUST_PROXY as the API does, loopback by default', () => {
    expect(readServerEnv({}).trustProxy).toEqual(['loopback']);
    expect(readServerEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readServerEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readServerEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
    expect(() => readServerEnv({ TRUST_PROXY: 'the-proxy' })).toThrow(/TRUST_PROXY/);
  });

  it('answers the shop API being down with a 502 and an errorMsgCode', async () => {
    const dead = await listen(echo);
    const deadPort = portOf(dead);
    await new Promise((resolve) => dead.close(resolve));
    const server = await listen(
      frontDoor({
        apiOrigin: `http://127.0.0.1:${deadPort}`,
        publicUrl: 'http://sklep.test',
        trustProxy: false,
        pages: echo,
      }),
    );
    doors.push(server);
    const answer = await send(portOf(server), '/api/products', {});
    expect(answer.status).toBe(502);
    expect(answer.echo).toMatchObject({ errorMsgCode: 'service.unavailable' });
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const secure = await send(await door(false, 'https://sklep.test'), '/', {});
    expect(secure.headers['strict-transport-security']).toBe(HSTS);
    expect(secure.echo.headers['x-forwarded-proto']).toBe('https');
    const api = await send(await door(false, 'https://sklep.test'), '/api/products', {});
    expect(api.headers['strict-transport-security']).toBe(HSTS);
    const plain = await send(await door(false, 'http://sklep.test'), '/', { 'x-forwarded-proto': 'https' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a read once more when the API closed the kept-alive connection it was sent on', async () => {
    const served = new WeakSet<object>();
    const closing = await listen((req, res) => {
      // The second request on a connection finds it closed, as after the API's keep-alive timeout.
      if (served.has(req.socket)) return void req.socket.destroy();
      served.add(req.socket);
      echo(req, res);
    });
    const server = await listen(
      frontDoor({
        apiOrigin: `http://127.0.0.1:${portOf(closing)}`,
        publicUrl: 'http://sklep.test',
        trustProxy: false,
        pages: echo,
      }),
    );
    doors.push(server, closing);
    for (const path of ['/api/products', '/api/products?page=2', '/api/layout']) {
      const answer = await send(portOf(server), path, {});
      expect(answer.status).toBe(200);
      expect(answer.echo.path).toBe(path);
    }
  });

  it('stops the API request when the shopper goes away, without calling it an outage', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const slow = await listen((req) => req.once('close', upstreamClosed));
    const server = await listen(
      frontDoor({
        apiOrigin: `http://127.0.0.1:${portOf(slow)}`,
        publicUrl: 'http://sklep.test',
        trustProxy: false,
        pages: echo,
      }),
    );
    doors.push(server, slow);
    const req = request({ host: '127.0.0.1', port: portOf(server), path: '/media/big.webp' });
    req.once('error', () => {});
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.destroy();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('answers a shared page from its cache, and Next.js the rest, a client router request too', async () => {
    const served: string[] = [];
    const sharedPages = {
      serve: (req: IncomingMessage, res: ServerResponse) => {
        served.push(req.url ?? '');
        res.end(JSON.stringify({ path: 'cache', headers: {}, body: '' } satisfies Echo));
      },
      purge: () => {},
    };
    const server = await listen(
      frontDoor({
        apiOrigin: `http://127.0.0.1:${portOf(api)}`,
        publicUrl: 'http://sklep.test',
        trustProxy: false,
        pages: echo,
        sharedPages,
      }),
    );
    doors.push(server);
    const port = portOf(server);
    expect((await send(port, '/sklep/mydlo-lawendowe', {})).echo.path).toBe('cache');
    expect((await send(port, '/o-nas', { cookie: 'cart_count=2' })).echo.path).toBe('cache');
    for (const [path, headers] of [
      ['/cart', {}],
      ['/sklep/mydlo-lawendowe', { rsc: '1' }],
      ['/sklep/mydlo-lawendowe', { 'next-router-prefetch': '1' }],
      ['/?registration_confirmation_token=abc', {}],
    ] as const) {
      expect((await send(port, path, headers)).echo.path).toBe(path);
    }
    expect((await send(port, '/sklep/mydlo-lawendowe', {}, 'name=x')).echo.path).toBe('/sklep/mydlo-lawendowe');
    expect(served).toEqual(['/sklep/mydlo-lawendowe', '/o-nas']);
  });
});
