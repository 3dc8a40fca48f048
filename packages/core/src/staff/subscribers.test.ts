import { describe, expect, it } from 'vitest';

import { subscriberState, subscriptionSourcePl } from './subscribers.ts';

describe('subscriberState', () => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  it.each([
    [{ subscribed: true, pendingSince: null }, 'subscribed'],
    [{ subscribed: false, pendingSince: at }, 'pending'],
    [{ subscribed: false, pendingSince: null }, 'unsubscribed'],
  ] as const)('reads %o as %s', (row, state) => {
    expect(subscriberState(row)).toBe(state);
  });
});

describe('subscriptionSourcePl', () => {
  it('names the known sources in Polish and shows an unknown one as it is', () => {
    expect(subscriptionSourcePl('checkout')).toBe('zamówienie');
    expect(subscriptionSourcePl('import-2025')).toBe('import-2025');
  });
});
