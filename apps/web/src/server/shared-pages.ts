import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

import { CART_COUNT_COOKIE, readCartCount } from '../lib/cart/count-cookie.ts';
import { CART_COUNT_SLOT, CART_EMPTY_SLOT, SHARED_PAGE_HEADER } from '../lib/shared-page.ts';

/**
 * The front door's cache of shared pages (ADR 014). A shared page is rendered by Next.js once for
 * everyone — without the visitor's cookies and with a script nonce made for that one rendering — and
 * kept. Every answer from the cache gets a script policy that allows exactly the inline scripts
 * that carried that nonce, by their SHA-256 hashes, so a script that slipped into the page's data
 * still cannot run, and the cached HTML (and its gzip) is sent as it is, with the visitor's cart
 * count written into its slot. A page is fresh for `freshMs`; for `staleMs` after that it is still
 * sent while one new rendering is made in the background; after that a shopper waits for one.
 */

/** What Next.js answered when asked for a page on everyone's behalf. */
export interface Rendered {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface SharedPagesOptions {
  /** Asks Next.js for a page with these request headers (no cookies, the nonce in its policy). */
  render: (url: string, headers: OutgoingHttpHeaders) => Promise<Rendered>;
  /** The Content-Security-Policy for a page whose own inline scripts have these hashes ('sha256-…'). */
  policy: (scriptHashes: string[]) => string;
  freshMs?: number;
  staleMs?: number;
  /** Bytes of HTML kept at most (pages and their gzip); the least recently sent go first. */
  maxBytes?: number;
}

export interface SharedPages {
  /** Answers a GET or HEAD of a shared page; `fallback` passes it to Next.js when no rendering can be had. */
  serve(request: IncomingMessage, response: ServerResponse, fallback: () => void): void;
  /** Forgets every kept page (the data behind them changed). */
  purge(): void;
}

/** One rendering, ready to send: its HTML cut where our inline scripts are, its policy, its variants per cart count. */
interface Page {
  status: number;
  headers: OutgoingHttpHeaders;
  /** Text between our scripts (slots filled per count) and our scripts themselves (never touched). */
  parts: { text: string; ours: boolean }[];
  policy: string;
  variants: Map<number, { body: Buffer; gzip?: Buffer }>;
  bytes: number;
}

interface Entry {
  page: Page;
  storedAt: number;
}

/** Response headers of the rendering that are not passed on: the body is ours to frame and encode. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'set-cookie',
  'content-security-policy',
]);

/**
 * Request headers that say something about the visitor (the browser too: one rendering serves every
 * user agent) or ask Next.js for something else than the page.
 */
const NOT_FOR_RENDERING =
  /^(?:cookie|authorization|session-id|user-agent|accept-encoding|if-.+|range|x-forwarded-for|rsc|next-.+)$/;

/** Variants (cart counts) kept per page; a rarer count is made for its answer and not kept. */
const MAX_VARIANTS = 16;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Splits a page into its text and the inline scripts that carry `nonce` (the ones Next.js and our
 * components wrote), and hashes those as the browser does: SHA-256 of the script's text as UTF-8.
 * The rendering's nonce stays in the page (Next.js also writes it into its payload, which is hashed
 * as it is); no policy ever names it, so it lets nothing run.
 */
export function ownScripts(html: string, nonce: string): { parts: Page['parts']; hashes: string[] } {
  const parts: Page['parts'] = [];
  const hashes = new Set<string>();
  const attribute = `nonce="${nonce}"`;
  let last = 0;
  for (const match of html.matchAll(SCRIPT)) {
    const [whole, attributes = '', content = ''] = match;
    if (!attributes.includes(attribute) || /\ssrc=/i.test(attributes)) continue;
    const contentStart = match.index + whole.length - content.length - '</script>'.length;
    parts.push({ text: html.slice(last, contentStart), ours: false });
    parts.push({ text: content, ours: true });
    last = contentStart + content.length;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  parts.push({ text: html.slice(last), ours: false });
  return { parts, hashes: [...hashes] };
}

/** The page's HTML for a visitor whose header shows `count`: the count and its emptiness in their slots. */
export function withCartCount(parts: Page['parts'], count: number): string {
  const empty = count === 0 ? 'true' : 'false';
  return parts
    .map((part) =>
      part.ours ? part.text : part.text.replaceAll(CART_COUNT_SLOT, String(count)).replaceAll(CART_EMPTY_SLOT, empty),
    )
    .join('');
}

function cartCountOf(request: IncomingMessage): number {
  const cookie = request.headers.cookie ?? '';
  const value = new RegExp(`(?:^|;\\s*)${CART_COUNT_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return readCartCount(value);
}

function acceptsGzip(request: IncomingMessage): boolean {
  const accept = request.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b(?!\s*;\s*q=0(?:\.0+)?\s*(?:,|$))/i.test(accept);
}

function isHtml(rendered: Rendered): boolean {
  return String(rendered.headers['content-type'] ?? '').startsWith('text/html');
}

export function sharedPages(options: SharedPagesOptions): SharedPages {
  const freshMs = options.freshMs ?? 15_000;
  const staleMs = options.staleMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Page>>();
  let bytes = 0;
  // Bumped by purge(): a rendering begun before it is sent to whoever already waits for it, but not kept.
  let generation = 0;

  function prepare(rendered: Rendered, nonce: string): Page {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(rendered.headers)) {
      if (!DROPPED.has(name) && value !== undefined) headers[name] = value;
    }
    const vary = String(headers.vary ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const html = isHtml(rendered) ? rendered.body.toString('utf8') : null;
    const { parts, hashes } = html === null ? { parts: [], hashes: [] } : ownScripts(html, nonce);
    const variants = new Map<number, { body: Buffer; gzip?: Buffer }>();
    if (html === null) variants.set(0, { body: rendered.body });
    return { status: rendered.status, headers, parts, policy: options.policy(hashes), variants, bytes: 0 };
  }

  function evict() {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.page.bytes;
    }
  }

  function keep(url: string, page: Page) {
    const old = entries.get(url);
    if (old) {
      entries.delete(url);
      bytes -= old.page.bytes;
    }
    entries.set(url, { page, storedAt: Date.now() });
    bytes += page.bytes;
    evict();
  }

  /** Counts a variant's bytes against the page, and against the cache while the page is kept. */
  function grow(url: string, page: Page, added: number) {
    page.bytes += added;
    if (entries.get(url)?.page !== page) return;
    bytes += added;
    evict();
  }

  function renderPage(url: string, request: IncomingMessage): Promise<Page> {
    const running = pending.get(url);
    if (running) return running;
    const nonce = randomBytes(16).toString('base64');
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!NOT_FOR_RENDERING.test(name) && value !== undefined) headers[name] = value;
    }
    headers[SHARED_PAGE_HEADER] = '1';
    headers['x-nonce'] = nonce;
    headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
    const started = generation;
    const rendering = options
      .render(url, headers)
      .then((rendered) => {
        const page = prepare(rendered, nonce);
        const keepable = rendered.status === 200 && isHtml(rendered) && rendered.headers['set-cookie'] === undefined;
        if (keepable && started === generation) keep(url, page);
        return page;
      })
      .finally(() => {
        if (pending.get(url) === rendering) pending.delete(url);
      });
    pending.set(url, rendering);
    return rendering;
  }

  function send(url: string, request: IncomingMessage, response: ServerResponse, page: Page) {
    const count = page.parts.length > 0 ? cartCountOf(request) : 0;
    let variant = page.variants.get(count);
    if (!variant) {
      variant = { body: Buffer.from(withCartCount(page.parts, count), 'utf8') };
      if (page.variants.size < MAX_VARIANTS) {
        page.variants.set(count, variant);
        grow(url, page, variant.body.length);
      }
    }
    let body = variant.body;
    const gzip = acceptsGzip(request);
    if (gzip) {
      if (!variant.gzip) {
        variant.gzip = gzipSync(variant.body);
        if (page.variants.get(count) === variant) grow(url, page, variant.gzip.length);
      }
      body = variant.gzip;
    }
    response.writeHead(page.status, {
      ...page.headers,
      'content-security-policy': page.policy,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return {
    serve(request, response, fallback) {
      const url = request.url ?? '/';
      const entry = entries.get(url);
      const age = entry ? Date.now() - entry.storedAt : Infinity;
      if (entry && age < freshMs + staleMs) {
        // Most recently sent last: the first ones in the map are the first to go.
        entries.delete(url);
        entries.set(url, entry);
        if (age >= freshMs) renderPage(url, request).catch((error: unknown) => console.error('Renewing', url, error));
        send(url, request, response, entry.page);
        return;
      }
      renderPage(url, request).then(
        (page) => send(url, request, response, page),
        (error: unknown) => {
          console.error('A shared page could not be rendered; Next.js answers itself', url, error);
          if (!response.headersSent) fallback();
        },
      );
    },
    purge() {
      generation += 1;
      entries.clear();
      // A rendering begun before now may hold old data: whoever comes next waits for a new one.
      pending.clear();
      bytes = 0;
    },
  };
}

/** Asks Next.js for pages through its own server on a Unix socket, which only this process knows. */
export function renderOnSocket(socketPath: string, timeoutMs = 30_000): SharedPagesOptions['render'] {
  return (url, headers) =>
    new Promise((resolve, reject) => {
      const asked = request({ socketPath, path: url, method: 'GET', headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.once('error', reject);
        answer.once('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      });
      asked.once('error', reject);
      asked.setTimeout(timeoutMs, () => asked.destroy(new Error(`No page from Next.js in ${timeoutMs} ms`)));
      asked.end();
    });
}
