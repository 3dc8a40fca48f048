import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts every UUID, in either case', () => {
    fc.assert(fc.property(fc.uuid(), (id) => isUuid(id) && isUuid(id.toUpperCase())));
  });

  it('refuses what is not one', () => {
    for (const value of ['', '123', 'MF-2026-000042', `${'0'.repeat(8)}-0000-0000-0000-00000000000`, ' '.repeat(36)])
      expect(isUuid(value)).toBe(false);
    fc.assert(fc.property(fc.uuid(), fc.string({ minLength: 1 }), (id, extra) => !isUuid(id + extra)));
  });
});
