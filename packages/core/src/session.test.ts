import { randomBytes } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isShopToken } from './session.ts';

describe('isShopToken', () => {
  it('takes any 32 bytes in base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(isShopToken(Buffer.from(bytes).toString('base64url'))).toBe(true);
      }),
    );
    expect(isShopToken(randomBytes(32).toString('base64url'))).toBe(true);
  });

  it('refuses other lengths, other alphabets and other types', () => {
    const token = randomBytes(32).toString('base64url');
    for (const value of [
      token.slice(1),
      `${token}A`,
      `${token.slice(1)}=`,
      `${token.slice(1)}+`,
      `${token.slice(1)};`,
      '',
      null,
      43,
    ]) {
      expect(isShopToken(value)).toBe(false);
    }
  });
});
