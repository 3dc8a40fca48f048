import { describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { LIMITS } from '../src/plugins/app/rate-limit.ts';
import { newToken } from '../src/tokens.ts';
import { useTestApp } from './helper.ts';

/**
 * Every shopper's request reaches the API through the storefront beside it.
 * Per-address limits must count the shopper the storefront names, or one
 * visitor could use up a limit (coupon attempts, messages) for everybody.
 */
const app = useTestApp({ trustProxy: loadConfig({}).TRUST_PROXY });

const message = {
  name: 'Anna Kowalska',
  email: 'anna@example.pl',
  topic: 'order',
  message: 'Kiedy wyślecie moje zamówienie?',
};

/**
 * Posts one message per call, each with a token of its own, as `from` naming
 * `shopper`. No such token was issued, so none is a session: every message
 * counts against the address's budget.
 */
async function statusesOf(from: string, shoppers: string[]): Promise<number[]> {
  const statuses = [];
  for (const shopper of shoppers) {
    const response = await app().inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      headers: { 'session-id': newToken(), 'x-forwarded-for': shopper },
      remoteAddress: from,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** Messages a visitor without a stored session may send from one address. */
const BUDGET = LIMITS.inquiriesPerSession.max;
const manyShoppers = (prefix: string) => Array.from({ length: 21 }, (_, i) => `${prefix}.${i + 1}`);

describe('the client address behind the storefront', () => {
  it('counts each shopper the storefront on loopback forwards, not the storefront', async () => {
    const statuses = await statusesOf('127.0.0.1', manyShoppers('198.51.100'));
    expect(statuses.every((status) => status === 202)).toBe(true);
    // One shopper is still one address, however many tokens it makes up.
    const one = await statusesOf('127.0.0.1', Array(BUDGET + 1).fill('198.51.100.200'));
    expect(one).toEqual([...Array(BUDGET).fill(202), 429]);
  });

  it('does not believe a forwarded address from anywhere else', async () => {
    const statuses = await statusesOf('203.0.113.9', manyShoppers('192.0.2'));
    expect(statuses.slice(0, BUDGET).every((status) => status === 202)).toBe(true);
    expect(statuses[BUDGET]).toBe(429);
  });
});
