import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { Agent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

import { ERROR_MESSAGES_PL } from '@manufaktura/core';
import proxyAddr from 'proxy-addr';

import type { TrustProxy } from '../env.ts';
import { isSharedPage } from '../lib/shared-page.ts';
import type { SharedPages } from './shared-pages.ts';

/**
 * The storefront's front door (ADR 008): every request passes here before Next.js sees it. The
 * client's own forwarding headers are dropped; `X-Forwarded-For` becomes the address that
 * connected (or the client address a trusted proxy gave), `X-Forwarded-Proto` PUBLIC_URL's
 * protocol and `X-Forwarded-Host` the host the shopper asked for (a trusted proxy's word for it,
 * or the Host header: Next.js compares it with a Server Action's Origin); `/api`, `/media` and
 * `/admin` go straight to the API with those headers.
 */

export interface FrontDoorOptions {
  /** Where the API listens (API_ORIGIN). */
  apiOrigin: string;
  /** PUBLIC_URL: its protocol becomes X-Forwarded-Proto, and https turns HSTS on. */
  publicUrl: string;
  /** TRUST_PROXY: whose X-Forwarded-For to believe about the client's address. */
  trustProxy: TrustProxy;
  /** Everything that is not the API's: the storefront's pages and assets (Next.js). */
  pages: RequestListener;
  /** The cache of pages rendered once for everyone (ADR 014); without it every page goes to Next.js. */
  sharedPages?: SharedPages;
}

/** What the API answers on the storefront's origin (README: the shop API). */
const API_PATH = /^\/(?:api|media|admin)(?:[/?#]|$)/;

/**
 * Headers about the request's route that only the storefront may set; Next.js's internal ones too,
 * and those that tell Next.js a page's nonce or that it renders a shared page (ADR 014).
 */
const CLIENT_MUST_NOT_SEND =
  /^(?:x-forwarded-.+|forwarded|x-real-ip|x-middleware-.+|x-nonce|x-shared-page|content-security-policy(?:-report-only)?)$/;

/** Requests of Next.js's client router (a page's RSC payload, a prefetch, a Server Action): never from the cache. */
function fromRouter(request: IncomingMessage): boolean {
  const headers = request.headers;
  return (
    headers.rsc !== undefined ||
    headers['next-action'] !== undefined ||
    headers['next-router-prefetch'] !== undefined ||
    headers['next-router-state-tree'] !== undefined ||
    headers.purpose === 'prefetch'
  );
}

/** Hop-by-hop headers, which belong to one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Where a request came from, as the storefront tells the API and Next.js. */
export interface Route {
  clientAddress: string;
  host: string | undefined;
}

/**
 * The client's address as proxy-addr (the API's trustProxy) resolves it from the socket and
 * X-Forwarded-For, and the host the shopper asked for: a trusted proxy's X-Forwarded-Host (the
 * last one, which that proxy set), else the Host header.
 */
export function routeResolver(trustProxy: TrustProxy): (request: IncomingMessage) => Route {
  const trust = trustProxy === true ? () => true : trustProxy === false ? () => false : proxyAddr.compile(trustProxy);
  return (request) => {
    const peer = request.socket.remoteAddress ?? '';
    const fromProxy = trust(peer, 0);
    const sent = fromProxy ? request.headers['x-forwarded-host'] : undefined;
    const forwardedHost = [sent ?? []].flat().join(',').split(',').at(-1)?.trim();
    return {
      clientAddress: fromProxy ? proxyAddr(request, trust) : peer,
      host: forwardedHost || request.headers.host,
    };
  };
}

/** The request's headers as the storefront passes them on: the client's forwarding ones replaced by ours. */
export function cleanHeaders(headers: IncomingHttpHeaders, route: Route, publicUrl: URL): IncomingHttpHeaders {
  const clean: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!CLIENT_MUST_NOT_SEND.test(name)) clean[name] = value;
  }
  clean['x-forwarded-for'] = route.clientAddress;
  clean['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  if (route.host) clean['x-forwarded-host'] = route.host;
  return clean;
}

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const connectionTokens = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !connectionTokens.includes(name)),
  );
}

const API_UNAVAILABLE = JSON.stringify({
  errorMsgCode: 'service.unavailable',
  message: ERROR_MESSAGES_PL['service.unavailable'],
  params: {},
});

/** Requests that can be sent again as they are: they have no body the first try consumed. */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Streams one request to the API and its answer back, as is. */
function forwardToApi(request: IncomingMessage, response: ServerResponse, api: URL, agent: Agent): void {
  const send = api.protocol === 'https:' ? httpsRequest : httpRequest;
  const target = new URL(request.url ?? '/', api);
  const headers = { ...withoutHopByHop(request.headers), host: api.host };
  let clientGone = false;

  const attempt = (retried: boolean) => {
    const upstream = send(target, { method: request.method, headers, agent }, (answer) => {
      const answerHeaders = withoutHopByHop(answer.headers);
      // One HSTS policy for the storefront's origin: its own, whatever the API says.
      if (response.hasHeader('strict-transport-security')) delete answerHeaders['strict-transport-security'];
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
      answer.once('error', () => response.destroy());
    });
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (clientGone) return;
      // A kept-alive connection the API closed just as it was reused: once more, on a new one.
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && !retried && REPEATABLE.has(request.method ?? '')) {
        attempt(true);
        return;
      }
      if (response.headersSent) {
        response.destroy();
        return;
      }
      console.error('The shop API could not be reached', error.message);
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end(API_UNAVAILABLE);
    });
    response.once('close', () => {
      if (response.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    if (REPEATABLE.has(request.method ?? '')) upstream.end();
    else request.pipe(upstream);
  };
  attempt(false);
}

/**
 * The storefront's request listener: cleans every request, forwards the API's paths, answers shared
 * pages from their cache, hands the rest to Next.js.
 */
export function frontDoor(options: FrontDoorOptions): RequestListener {
  const api = new URL(options.apiOrigin);
  const publicUrl = new URL(options.publicUrl);
  const https = publicUrl.protocol === 'https:';
  const routeOf = routeResolver(options.trustProxy);
  const agent = api.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new Agent({ keepAlive: true });
  return (request, response) => {
    request.headers = cleanHeaders(request.headers, routeOf(request), publicUrl);
    if (https) response.setHeader('strict-transport-security', HSTS);
    const url = request.url ?? '/';
    if (API_PATH.test(url)) forwardToApi(request, response, api, agent);
    else if (
      options.sharedPages &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isSharedPage(url) &&
      !fromRouter(request)
    ) {
      options.sharedPages.serve(request, response, () => options.pages(request, response));
    } else options.pages(request, response);
  };
}
