import { describe, expect, it } from 'vitest';

import { capacityUnit, formatCapacity } from './capacity.ts';

describe('capacityUnit', () => {
  it.each([
    [{ name: 'Mydło lawendowe' }, 'g'],
    [{ name: 'Naturalne mydło z glinką' }, 'g'],
    [{ name: 'Kostka', categorySlugs: ['mydla'] }, 'g'],
    [{ name: 'Peeling detox do ciała' }, 'g'],
    [{ name: 'Peeling cukrowy' }, 'ml'],
    [{ name: 'Krem różany' }, 'ml'],
    [{ name: 'Olej do twarzy', slug: 'olej-do-twarzy' }, 'ml'],
    [{ name: 'Pakowanie na prezent', giftPacking: true }, null],
    [{ name: 'Opakowanie ozdobne' }, null],
    [{ name: 'Bon podarunkowy 100 zł' }, null],
    [{ name: 'Voucher' }, null],
    [{ name: 'Zestaw do pielęgnacji' }, null],
    [{ name: 'Rytuał', productType: 'BUNDLE' }, null],
    [{ name: 'Zestaw mydeł' }, null],
    [{ name: 'Bonito krem' }, 'ml'],
  ] as const)('%j → %s', (product, unit) => {
    expect(capacityUnit(product)).toBe(unit);
  });
});

describe('formatCapacity', () => {
  it.each([
    [50, 'ml', '50 ml'],
    [' 100 ', 'g', '100 g'],
    [50, null, undefined],
    [null, 'ml', undefined],
    [undefined, 'ml', undefined],
    ['', 'g', undefined],
  ] as const)('%j %s → %j', (capacity, unit, expected) => {
    expect(formatCapacity(capacity, unit)).toBe(expected);
  });
});
