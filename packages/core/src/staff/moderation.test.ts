import { describe, expect, it } from 'vitest';

import { reviewState } from './moderation.ts';

describe('reviewState', () => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  it.each([
    [{ published: true, moderatedAt: null }, 'published'],
    [{ published: true, moderatedAt: at }, 'published'],
    [{ published: false, moderatedAt: null }, 'waiting'],
    [{ published: false, moderatedAt: at }, 'hidden'],
  ] as const)('reads %o as %s', (review, state) => {
    expect(reviewState(review)).toBe(state);
  });
});
