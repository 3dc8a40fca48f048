import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';

import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { CART_COUNT_SLOT, CART_EMPTY_SLOT, isSharedPage, SHARED_PAGE_HEADER } from '../src/lib/shared-page.ts';
import { proxy } from '../src/proxy.ts';
import type { Rendered } from '../src/server/shared-pages.ts';
import { ownScripts, sharedPages, withCartCount } from '../src/server/shared-pages.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A page as Next.js renders it with the nonce it was given, plus a script that slipped in through data. */
function pageWith(nonce: string): string {
  return [
    '<!DOCTYPE html><html><head>',
    `<script src="/_next/static/chunks/main.js" nonce="${nonce}" async=""></script>`,
    `<script nonce="${nonce}">self.__next_f=self.__next_f||[]</script>`,
    '</head><body>',
    `<span data-empty="${CART_EMPTY_SLOT}">${CART_COUNT_SLOT}</span><span> (${CART_COUNT_SLOT})</span>`,
    '<div class="promo"><script>alert(document.cookie)</script></div>',
    `<script nonce="${nonce}">self.__next_f.push([1,"${CART_COUNT_SLOT} ółż"])</script>`,
    `<script type="application/ld+json" nonce="${nonce}">{"name":"Mydło"}</script>`,
    '</body></html>',
  ].join('');
}

describe('ownScripts', () => {
  it('hashes only the inline scripts that carry the rendering nonce', () => {
    const { parts, hashes } = ownScripts(pageWith('n0nce'), 'n0nce');
    expect(hashes).toEqual([
      sha256('self.__next_f=self.__next_f||[]'),
      sha256(`self.__next_f.push([1,"${CART_COUNT_SLOT} ółż"])`),
      sha256('{"name":"Mydło"}'),
    ]);
    expect(hashes).not.toContain(sha256('alert(document.cookie)'));
    expect(parts.map((part) => part.text).join('')).toBe(pageWith('n0nce'));
  });
});

describe('withCartCount', () => {
  it("writes the visitor's count into the slots outside the page's own scripts", () => {
    const { parts } = ownScripts(pageWith('n'), 'n');
    const html = withCartCount(parts, 3);
    expect(html).toContain('<span data-empty="false">3</span><span> (3)</span>');
    // The page's own scripts stay as they were hashed.
    expect(html).toContain(`push([1,"${CART_COUNT_SLOT} ółż"])`);
    expect(withCartCount(parts, 0)).toContain('<span data-empty="true">0</span>');
  });
});

describe('isSharedPage', () => {
  it.each([
    ['/', true],
    ['/sklep', true],
    ['/sklep/mydlo-lawendowe', true],
    ['/sklep/mydla-naturalne?sort=price_asc&strona=2', true],
    ['/sklep/mydlo-lawendowe?opinie=2', true],
    ['/blog', true],
    ['/blog/jak-dbac-o-skore', true],
    ['/o-nas', true],
    ['/regulamin', true],
    ['/?registration_confirmation_token=abc', false],
    ['/sklep/mydlo?utm_source=x', false],
    ['/sklep/mydlo?_rsc=1x2', false],
    ['/cart', false],
    ['/checkout', false],
    ['/account', false],
    ['/order-confirmation', false],
    ['/search', false],
    ['/sklep/a/b', false],
    ['/sklep/', false],
    ['/c/token', false],
  ])('%s → %s', (url, shared) => {
    expect(isSharedPage(url)).toBe(shared);
  });
});

interface Sent {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

function exchange(url: string, headers: Record<string, string> = {}, method = 'GET') {
  let resolve!: (sent: Sent) => void;
  const done = new Promise<Sent>((r) => (resolve = r));
  let status = 0;
  let sentHeaders: OutgoingHttpHeaders = {};
  const response = {
    headersSent: false,
    writeHead(code: number, head: OutgoingHttpHeaders) {
      status = code;
      sentHeaders = head;
      return this;
    },
    end(body?: Buffer) {
      resolve({ status, headers: sentHeaders, body: body ?? Buffer.alloc(0) });
    },
  } as unknown as ServerResponse;
  const request = { url, method, headers } as unknown as IncomingMessage;
  return { request, response, done };
}

function nextStandIn() {
  const asked: OutgoingHttpHeaders[] = [];
  const render = vi.fn(async (_url: string, headers: OutgoingHttpHeaders): Promise<Rendered> => {
    asked.push(headers);
    const nonce = String(headers['x-nonce']);
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff' },
      body: Buffer.from(pageWith(nonce)),
    };
  });
  return { render, asked };
}

describe('sharedPages', () => {
  it('renders a page once without the visitor, then sends it to each with their count and a policy of hashes', async () => {
    const next = nextStandIn();
    const cache = sharedPages({ render: next.render, policy: (hashes) => `script-src 'self' ${hashes.join(' ')}` });
    const first = exchange('/sklep/mydlo', {
      cookie: 'session_id=secret; cart_count=2',
      'accept-encoding': 'gzip, br',
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Mozilla/5.0',
      host: 'localhost:3000',
    });
    cache.serve(first.request, first.response, () => expect.fail('Next.js answered'));
    const sent = await first.done;
    expect(sent.status).toBe(200);
    expect(sent.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(sent.body).toString('utf8');
    expect(html).toContain('<span data-empty="false">2</span>');
    expect(sent.headers['content-security-policy']).toContain(sha256('self.__next_f=self.__next_f||[]'));
    expect(sent.headers['content-security-policy']).not.toContain('nonce');
    expect(sent.headers.vary).toContain('Accept-Encoding');

    // Next.js saw neither the visitor's cookies nor their address; it was told the page is shared.
    const [asked] = next.asked;
    expect(asked?.cookie).toBeUndefined();
    expect(asked?.['x-forwarded-for']).toBeUndefined();
    expect(asked?.['accept-encoding']).toBeUndefined();
    expect(asked?.['user-agent']).toBeUndefined();
    expect(asked?.host).toBe('localhost:3000');
    expect(asked?.[SHARED_PAGE_HEADER]).toBe('1');
    expect(asked?.['content-security-policy']).toBe(`script-src 'nonce-${String(asked?.['x-nonce'])}'`);

    const second = exchange('/sklep/mydlo');
    cache.serve(second.request, second.response, () => expect.fail('Next.js answered'));
    const plain = await second.done;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<span data-empty="true">0</span>');
    expect(next.render).toHaveBeenCalledTimes(1);
  });

  it('asks Next.js once for visitors who come at the same time, and again after a purge', async () => {
    const next = nextStandIn();
    const cache = sharedPages({ render: next.render, policy: () => '' });
    const many = Array.from({ length: 5 }, () => exchange('/'));
    for (const one of many) cache.serve(one.request, one.response, () => expect.fail('Next.js answered'));
    await Promise.all(many.map((one) => one.done));
    expect(next.render).toHaveBeenCalledTimes(1);
    cache.purge();
    const after = exchange('/');
    cache.serve(after.request, after.response, () => expect.fail('Next.js answered'));
    await after.done;
    expect(next.render).toHaveBeenCalledTimes(2);

    // A rendering under way when the data changed is not shared with those who come after.
    const during = exchange('/blog');
    cache.serve(during.request, during.response, () => expect.fail('Next.js answered'));
    cache.purge();
    const later = exchange('/blog');
    cache.serve(later.request, later.response, () => expect.fail('Next.js answered'));
    await Promise.all([during.done, later.done]);
    expect(next.render).toHaveBeenCalledTimes(4);
  });

  it('sends a stale page at once and renders it again behind it; keeps no error page', async () => {
    vi.useFakeTimers();
    try {
      const next = nextStandIn();
      const cache = sharedPages({ render: next.render, policy: () => '', freshMs: 1_000, staleMs: 10_000 });
      const first = exchange('/blog');
      cache.serve(first.request, first.response, () => expect.fail('Next.js answered'));
      await first.done;
      vi.advanceTimersByTime(2_000);
      const stale = exchange('/blog');
      cache.serve(stale.request, stale.response, () => expect.fail('Next.js answered'));
      await stale.done;
      expect(next.render).toHaveBeenCalledTimes(2);

      next.render.mockResolvedValueOnce({
        status: 404,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from('x'),
      });
      const missing = exchange('/sklep/nie-ma');
      cache.serve(missing.request, missing.response, () => expect.fail('Next.js answered'));
      expect((await missing.done).status).toBe(404);
      const again = exchange('/sklep/nie-ma');
      cache.serve(again.request, again.response, () => expect.fail('Next.js answered'));
      await again.done;
      expect(next.render).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets Next.js answer itself when no rendering can be had', async () => {
    const cache = sharedPages({ render: () => Promise.reject(new Error('down')), policy: () => '' });
    const one = exchange('/');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fellBack = new Promise<void>((resolve) => cache.serve(one.request, one.response, resolve));
    await fellBack;
  });
});

describe('the proxy on a shared page', () => {
  it('leaves the nonce and the policy to the front door', () => {
    const response = proxy(
      new NextRequest('http://127.0.0.1:3000/', {
        headers: {
          [SHARED_PAGE_HEADER]: '1',
          'x-nonce': 'given',
          'content-security-policy': "script-src 'nonce-given'",
        },
      }),
    );
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-nonce')).toBeNull();
  });
});
