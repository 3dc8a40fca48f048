import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('serves a demo shop with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      SEED_DEMO: true,
      API_DOCS: true,
      LOG_LEVEL: 'info',
    });
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the payment timeout as a duration, 3 days unless set', () => {
    expect(loadConfig({}).PAYMENT_TIMEOUT).toBe(3 * 86_400_000);
    expect(loadConfig({ PAYMENT_TIMEOUT: '90s' }).PAYMENT_TIMEOUT).toBe(90_000);
    expect(loadConfig({ PAYMENT_TIMEOUT: '12h' }).PAYMENT_TIMEOUT).toBe(12 * 3_600_000);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: ' ' }).API_PORT).toBe(4000);
  });

  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'the-proxy'],
    ['PAYMENT_TIMEOUT', '3 days'],
    ['PAYMENT_TIMEOUT', '-1h'],
    ['P24_MERCHANT_ID', 'sklep'],
    ['TRUST_PROXY', '10.0.0.0/40'],
  ])('stops start-up naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}.*${value.replace(/[/.]/g, '\\$&')}`));
  });

  it('leaves the demo shop and the API reference out in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SEED_DEMO: false, API_DOCS: false });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', API_DOCS: '1' })).toMatchObject({
      SEED_DEMO: true,
      API_DOCS: true,
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ SEED_DEMO: true, API_DOCS: true });
  });

  it('never repeats a secret or a password in its message', () => {
    const secret = 'too-short-but-still-secret';
    expect(() => loadConfig({ APP_SECRET: secret })).toThrow(/APP_SECRET.*26 characters/);
    expect(() => loadConfig({ APP_SECRET: secret })).not.toThrow(new RegExp(secret));
    for (const [name, url] of [
      ['DATABASE_URL', 'mysql://shop:pa55w0rd@db.internal/shop'],
      ['SMTP_URL', 'http://mailer:pa55w0rd@smtp.example.pl:587'],
      ['REDIS_URL', 'http://:pa55w0rd@cache:6379'],
    ] as const) {
      expect(() => loadConfig({ [name]: url })).toThrow(new RegExp(`${name}.*:\\*\\*\\*@`));
      expect(() => loadConfig({ [name]: url })).not.toThrow(/pa55w0rd/);
    }
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/shop',
    );
  });

  it('believes the storefront beside it by default, or whom TRUST_PROXY names', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
  });
});
