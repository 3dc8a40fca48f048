import { describe, expect, it } from 'vitest';

import { readServerEnv } from '../src/env.ts';
import { shopCookieOptions } from '../src/lib/api/cookie-options.ts';

describe('the public address (PUBLIC_URL, shared with the API)', () => {
  it('is where canonical links start, by default the storefront on localhost', () => {
    expect(readServerEnv({ PUBLIC_URL: 'https://sklep.example/' }).siteUrl).toBe('https://sklep.example');
    expect(readServerEnv({ PORT: '3100' }).siteUrl).toBe('http://localhost:3100');
    // The storefront's former name for it is not read any more.
    expect(readServerEnv({ SITE_URL: 'https://old.example' }).siteUrl).toBe('http://localhost:3000');
    expect(() => readServerEnv({ PUBLIC_URL: 'ftp://sklep.example' })).toThrow(/PUBLIC_URL/);
  });

  it('decides the Secure flag of the cookies the storefront sets', () => {
    expect(shopCookieOptions(readServerEnv({ PUBLIC_URL: 'https://sklep.example' })).secure).toBe(true);
    expect(shopCookieOptions(readServerEnv({ PUBLIC_URL: 'http://sklep.example' })).secure).toBe(false);
    expect(shopCookieOptions(readServerEnv({})).secure).toBe(false);
  });
});
