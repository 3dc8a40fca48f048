import { describe, expect, it } from 'vitest';

import { przelewy24Host } from './przelewy24-host.ts';

describe('przelewy24Host', () => {
  it('is the real gateway unless the sandbox or another host is named', () => {
    expect(przelewy24Host({})).toBe('https://secure.przelewy24.pl');
    expect(przelewy24Host({ sandbox: true })).toBe('https://sandbox.przelewy24.pl');
    expect(przelewy24Host({ url: 'http://127.0.0.1:4300/', sandbox: true })).toBe('http://127.0.0.1:4300');
  });
});
