import { describe, expect, it } from 'vitest';

import { STAFF_AREAS, STAFF_ROLES, staffMay } from './roles.ts';

describe('staff roles', () => {
  it('lets an owner work everywhere, a manager everywhere but staff and audit, a packer only orders', () => {
    for (const area of STAFF_AREAS) expect(staffMay('OWNER', area)).toBe(true);
    expect(STAFF_AREAS.filter((area) => staffMay('MANAGER', area))).toEqual([
      'catalog',
      'content',
      'promotions',
      'orders',
      'shipping',
      'customers',
    ]);
    expect(STAFF_AREAS.filter((area) => staffMay('PACKER', area))).toEqual(['orders', 'shipping']);
  });

  it('gives no role the staff area but the owner', () => {
    expect(STAFF_ROLES.filter((role) => staffMay(role, 'staff'))).toEqual(['OWNER']);
  });
});
