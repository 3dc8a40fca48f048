import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, newNonce } from '../src/lib/content-security-policy.ts';
import { proxy } from '../src/proxy.ts';

const NO_FEATURES = {
  gaMeasurementId: null,
  geowidget: null,
  googleClientId: null,
  facebookAppId: null,
  paymentOrigin: 'https://secure.przelewy24.pl',
};

function directive(policy: string, name: string): string[] {
  const found = policy.split(/;\s*/).find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('the content security policy', () => {
  it("lets scripts run from the shop and with the page's nonce only, never inline without it", () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123' }, NO_FEATURES);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    for (const name of ['default-src', 'base-uri', 'connect-src', 'font-src', 'frame-src']) {
      expect(directive(policy, name)).toEqual(["'self'"]);
    }
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // A form's answer may send the shopper on to Przelewy24's payment page, and nowhere else.
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://secure.przelewy24.pl']);
  });

  it('lets in Google and InPost only when they are configured', () => {
    const policy = contentSecurityPolicy(
      { nonce: 'n' },
      {
        gaMeasurementId: 'G-TEST1234',
        geowidget: { token: 'token.token', origin: 'https://geowidget.inpost.pl' },
        googleClientId: '1234567890-abc.apps.googleusercontent.com',
        facebookAppId: '1234567890',
        paymentOrigin: 'https://secure.przelewy24.pl',
      },
    );
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      'https://www.googletagmanager.com',
      'https://geowidget.inpost.pl',
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ]);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/',
      'https://www.facebook.com',
      'https://web.facebook.com',
    ]);
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'style-src')).toContain('https://geowidget.inpost.pl');
  });

  it("lets a shared page's own inline scripts run by their hashes, with no nonce", () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-abc='", "'sha256-def='"] }, NO_FEATURES);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy).not.toContain("'nonce-");
  });

  it('makes a new unguessable nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('sends every page its own nonce, to the browser and to Next.js', () => {
    const policies = [1, 2].map(() => {
      const response = proxy(new NextRequest('http://127.0.0.1:3000/sklep', { headers: { 'x-nonce': 'forged' } }));
      const policy = response.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      expect(nonce).not.toBe('forged');
      // What Next.js will see as the request's headers (its own scripts take the nonce from the policy).
      expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      return policy;
    });
    expect(policies[0]).not.toBe(policies[1]);
  });
});
