import { describe, expect, it } from 'vitest';

import { hashToken, newToken } from './tokens.ts';

describe('newToken', () => {
  it('gives 256-bit base64url tokens that never repeat, across many draws of random bytes', () => {
    const tokens = Array.from({ length: 1000 }, newToken);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(32);
  });

  it('is stored only as its hash', () => {
    const token = newToken();
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
