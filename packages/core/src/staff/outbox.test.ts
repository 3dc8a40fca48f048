import { describe, expect, it } from 'vitest';

import { emailKindPl, outboxState } from './outbox.ts';

describe('outboxState', () => {
  it.each([
    ['FAILED', 'failed'],
    ['PENDING', 'waiting'],
    ['SENDING', 'waiting'],
    ['SENT', 'sent'],
    ['SOMETHING', 'waiting'],
  ])('reads %s as %s', (status, state) => {
    expect(outboxState(status)).toBe(state);
  });
});

describe('emailKindPl', () => {
  it('names a known kind in Polish and shows an unknown one as it is', () => {
    expect(emailKindPl('order-shipped')).toBe('wysyłka zamówienia');
    expect(emailKindPl('nowy-rodzaj')).toBe('nowy-rodzaj');
  });
});
