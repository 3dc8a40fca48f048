import { createHmac } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fromBase32, matchTotp, toBase32, totpCode, totpStep, totpUri } from './totp.ts';

const hmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha1', key).update(message).digest();
/** RFC 6238 appendix B's SHA-1 secret. */
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('TOTP', () => {
  it('gives the codes of RFC 6238’s test vectors (their last six digits)', () => {
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totpCode(hmac, RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
    }
  });

  it('accepts a code of the step before, now and after, once; refuses older ones and other text', () => {
    const at = new Date(1_795_600_000_000);
    const step = totpStep(at);
    const code = (s: number) => totpCode(hmac, RFC_SECRET, s);
    expect(matchTotp(hmac, RFC_SECRET, code(step), at, null)).toBe(step);
    expect(matchTotp(hmac, RFC_SECRET, code(step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(hmac, RFC_SECRET, code(step + 1), at, null)).toBe(step + 1);
    expect(matchTotp(hmac, RFC_SECRET, code(step - 2), at, null)).toBeUndefined();
    // Used once: the same step is refused, a later one still works.
    expect(matchTotp(hmac, RFC_SECRET, code(step), at, step)).toBeUndefined();
    expect(matchTotp(hmac, RFC_SECRET, code(step + 1), at, step)).toBe(step + 1);
    expect(matchTotp(hmac, RFC_SECRET, `${code(step).slice(0, 3)} ${code(step).slice(3)}`, at, null)).toBe(step);
    for (const wrong of ['', '12345', '1234567', 'abcdef', '12345a']) {
      expect(matchTotp(hmac, RFC_SECRET, wrong, at, null)).toBeUndefined();
    }
  });

  it('reads back every secret it writes in base32, and nothing that is not base32', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 40 }), (bytes) => {
        expect(fromBase32(toBase32(bytes))).toEqual(bytes);
      }),
    );
    expect(toBase32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(fromBase32('MZXW-6YTB')).toBeUndefined();
  });

  it('writes the otpauth address authenticator apps read', () => {
    const uri = new URL(totpUri('Manufaktura', 'anna@manufaktura.pl', RFC_SECRET));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(toBase32(RFC_SECRET));
    expect(uri.searchParams.get('issuer')).toBe('Manufaktura');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Manufaktura:anna@manufaktura.pl');
  });
});
