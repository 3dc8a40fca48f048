import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from '../src/lib/content-security-policy.ts';
import type { CachePolicy } from '../src/lib/service-worker/cache-policy.ts';
import { cachePolicyOf, isPrivatePath } from '../src/lib/service-worker/cache-policy.ts';
import { pageTitleOf } from '../src/lib/service-worker/page-title.ts';

const ORIGIN = 'https://manufaktura.example';

function policyOf(address: string, { method = 'GET', mode = 'navigate' } = {}): CachePolicy {
  return cachePolicyOf({ url: new URL(address, ORIGIN), method, mode, origin: ORIGIN });
}

describe('cachePolicyOf', () => {
  it.each([
    ['/cart'],
    ['/cart?recover=abc'],
    ['/checkout'],
    ['/checkout/platnosc'],
    ['/account'],
    ['/account/zamowienia/12'],
    ['/login'],
    ['/logout'],
    ['/order-confirmation?order=5'],
    ['/reset-password?token=x'],
    ['/newsletter-confirmation?token=x'],
    ['/unsubscribe?token=x'],
    ['/admin'],
    ['/admin/'],
    ['/api/carts'],
  ])('never keeps a copy of the page %s: network only, the offline page when it fails', (path) => {
    expect(policyOf(path)).toBe('network-only');
  });

  it.each([
    ['/'],
    ['/sklep'],
    ['/sklep/serum-rozane'],
    ['/sklep/kremy?sort=price&strona=2'],
    ['/blog'],
    ['/blog/jak-dbac'],
    ['/o-nas'],
    ['/regulamin'],
  ])('keeps the shared catalogue or content page %s for offline reading: network first', (path) => {
    expect(policyOf(path)).toBe('network-first');
  });

  it.each([
    ['/search?q=krem', 'a search'],
    ['/sklep?utm_source=newsletter', 'a page with a parameter it does not read (ADR 014)'],
    ['/dopasuj-kosmetyk', 'the finder'],
    ['/c/wiosna', 'a short link'],
    ['/nie-ma-takiej-strony', 'an address that is no content page'],
  ])('does not keep %s (%s): network only', (path) => {
    expect(policyOf(path)).toBe('network-only');
  });

  it.each([
    ['/_next/static/chunks/app-abc123.js'],
    ['/_next/static/css/4f2a.css'],
    ['/_next/static/media/font.woff2'],
    ['/media/products/serum-640.avif'],
  ])('serves the immutable file %s from the cache first', (path) => {
    expect(policyOf(path, { mode: 'no-cors' })).toBe('cache-first');
  });

  it.each([
    ['/api/carts', 'cors'],
    ['/api/products/serum', 'same-origin'],
    ['/admin/assets/index-abc.js', 'no-cors'],
    ['/sklep/serum-rozane?_rsc=1x2y', 'cors'],
    ['/cart?_rsc=1x2y', 'cors'],
    ['/manifest.webmanifest', 'same-origin'],
  ])('leaves %s (%s) to the network without answering it', (path, mode) => {
    expect(policyOf(path, { mode })).toBe('pass');
  });

  it('never answers anything but GET, nor another origin', () => {
    expect(policyOf('/checkout', { method: 'POST' })).toBe('pass');
    expect(policyOf('/sklep', { method: 'HEAD' })).toBe('pass');
    expect(policyOf('https://www.googletagmanager.com/gtag/js', { mode: 'no-cors' })).toBe('pass');
    expect(policyOf('https://elsewhere.example/sklep')).toBe('pass');
  });
});

describe('isPrivatePath', () => {
  it('takes a path and what lies under it, not a longer word', () => {
    expect(isPrivatePath('/cart')).toBe(true);
    expect(isPrivatePath('/cart/')).toBe(true);
    expect(isPrivatePath('/cartoon')).toBe(false);
    expect(isPrivatePath('/apis')).toBe(false);
    expect(isPrivatePath('/sklep/cart')).toBe(false);
  });
});

describe('the content security policy and the service worker', () => {
  it('lets workers and the manifest come from the shop only', () => {
    const policy = contentSecurityPolicy(
      { nonce: 'n' },
      {
        gaMeasurementId: null,
        geowidget: null,
        googleClientId: null,
        facebookAppId: null,
        paymentOrigin: 'https://secure.przelewy24.pl',
      },
    );
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});

describe('pageTitleOf', () => {
  it.each([
    ['<title>Serum różane | Manufaktura</title>', 'Serum różane'],
    ['<title>Mydło &amp; peeling | Manufaktura</title>', 'Mydło & peeling'],
    ['<title>Krem &quot;Nocny&quot; &#x27;B&#x27; &#39;C&#39; | Manufaktura</title>', "Krem \"Nocny\" 'B' 'C'"],
    ['<title>Manufaktura: naturalne kosmetyki</title>', 'Manufaktura: naturalne kosmetyki'],
    ['<p>no title</p>', '/sklep'],
    ['<title> | Manufaktura</title>', '/sklep'],
  ])('reads %s as %s', (html, title) => {
    expect(pageTitleOf(html, '/sklep')).toBe(title);
  });
});
