import { beforeEach, describe, expect, it, vi } from 'vitest';

import { choiceAccepts } from '../src/lib/consent-cookie.ts';
import type { TestBrowser } from './browser.ts';
import { installBrowser } from './browser.ts';

const choice = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('choiceAccepts', () => {
  it.each([
    { cookie: choice({ categories: ['necessary', 'analytics'], revision: 0 }), accepts: true },
    { cookie: choice({ categories: ['necessary'], revision: 0 }), accepts: false },
    { cookie: choice({ categories: ['necessary', 'analytics'], revision: 1 }), accepts: false },
    { cookie: choice({ revision: 0 }), accepts: false },
    { cookie: choice(null), accepts: false },
    { cookie: '%E0%A4%A', accepts: false },
    { cookie: 'not json', accepts: false },
    { cookie: undefined, accepts: false },
  ])('says $accepts for $cookie', ({ cookie, accepts }) => {
    expect(choiceAccepts(cookie, 'analytics')).toBe(accepts);
  });
});

describe('marketingHeaders', () => {
  it('sends each identifier found under its header, and nothing that is not fit for a header', async () => {
    const { marketingHeaders } = await import('../src/lib/api/marketing-headers.ts');
    const cookies: Record<string, string> = {
      _fbc: 'fb.1.1700000000000.IwAR2abc',
      _fbp: 'fb.1.1700000000000.123456789',
      ttclid: 'E.C.P.abc',
      _ttp: 'x'.repeat(501),
      _ga: 'GA1.1.1.1',
    };
    expect(marketingHeaders((name) => cookies[name])).toEqual({
      'X-Fbc': 'fb.1.1700000000000.IwAR2abc',
      'X-Fbp': 'fb.1.1700000000000.123456789',
      'X-Ttclid': 'E.C.P.abc',
    });
  });
});

describe('the API client’s marketing headers', () => {
  let browser: TestBrowser;
  const sent: RequestInit[] = [];

  beforeEach(() => {
    vi.resetModules();
    sent.length = 0;
    browser = installBrowser('https://sklep.test', '/order-confirmation?order=7&token=secret');
    browser.cookies.set('_fbc', 'fb.1.1700000000000.IwAR2abc');
    browser.cookies.set('_ttp', 'ttp-123');
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
      sent.push(init);
      return new Response('{}', { headers: { 'Session-Id': 'x'.repeat(43) } });
    });
    return () => vi.unstubAllGlobals();
  });

  it('go with analytics accepted, with the page’s address (no tokens) as the referer', async () => {
    browser.cookies.set('cc_cookie', choice({ categories: ['necessary', 'analytics'], revision: 0 }));
    const { shopApi } = await import('../src/lib/api/client.ts');
    await shopApi.getSubscription('a@b.pl');
    expect(sent[0]).toMatchObject({
      headers: { 'X-Fbc': 'fb.1.1700000000000.IwAR2abc', 'X-Ttp': 'ttp-123' },
      referrer: 'https://sklep.test/order-confirmation?order=7',
      referrerPolicy: 'same-origin',
    });
  });

  it('stay home without that consent, and the referer is only the origin', async () => {
    browser.cookies.set('cc_cookie', choice({ categories: ['necessary'], revision: 0 }));
    const { shopApi } = await import('../src/lib/api/client.ts');
    await shopApi.getSubscription('a@b.pl');
    const headers = sent[0]!.headers as Record<string, string>;
    expect(Object.keys(headers).filter((name) => name.startsWith('X-'))).toEqual([]);
    expect(sent[0]).toMatchObject({ referrerPolicy: 'origin' });
    expect(sent[0]!.referrer).toBeUndefined();
  });
});
