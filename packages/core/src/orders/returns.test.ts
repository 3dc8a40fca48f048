import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ReturnableLine, ReturnRequestLine } from './returns.ts';
import {
  checkReturn,
  RETURN_CONDITION_NAMES_PL,
  RETURN_CONDITIONS,
  returnedValue,
  returnRefundOwed,
  returnRestocks,
} from './returns.ts';
import { ORDER_STATES } from './state-machine.ts';

const CREAM: ReturnableLine = { lineId: 'krem', name: 'Krem różany', sold: 3, returned: 0, total: 10_000 };
const SOAP: ReturnableLine = { lineId: 'mydlo', name: 'Mydło', sold: 1, returned: 0, total: 1_999 };
const LINES = [CREAM, SOAP];

const line = (lineId: string, quantity: number, condition: ReturnRequestLine['condition'] = 'RESALABLE') => ({
  lineId,
  quantity,
  condition,
});

describe('returnRestocks', () => {
  it('puts back on sale only what came back fit for sale', () => {
    expect(RETURN_CONDITIONS.filter(returnRestocks)).toEqual(['RESALABLE']);
  });

  it('names every condition in Polish', () => {
    for (const condition of RETURN_CONDITIONS) expect(RETURN_CONDITION_NAMES_PL[condition]).toMatch(/\S/);
  });
});

describe('returnedValue', () => {
  /** Checks a case and the invariant: a line's returns, taken one unit at a time, add up to its total. */
  function valued(total: number, sold: number, before: number, units: number) {
    const oneByOne = Array.from({ length: sold }, (_, i) => returnedValue(total, sold, i, 1));
    expect(oneByOne.reduce((a, b) => a + b, 0)).toBe(total);
    return returnedValue(total, sold, before, units);
  }

  it.each([
    // total, sold, before, units, value
    [10_000, 3, 0, 1, 3_333],
    [10_000, 3, 1, 1, 3_333],
    [10_000, 3, 2, 1, 3_334],
    [10_000, 3, 0, 3, 10_000],
    [10_000, 3, 1, 2, 6_667],
    [1_999, 1, 0, 1, 1_999],
    [0, 2, 0, 2, 0],
    [5, 10, 0, 1, 0],
    [5, 10, 9, 1, 1],
    [4_990, 2, 0, 0, 0],
  ])('%i gr for %i units, %i back already, %i more: %i gr', (total, sold, before, units, value) => {
    expect(valued(total, sold, before, units)).toBe(value);
  });
});

describe('checkReturn', () => {
  it('values a partial return and keeps the order open', () => {
    expect(checkReturn('delivered', LINES, [line('krem', 1)])).toEqual({
      ok: true,
      lines: [{ ...line('krem', 1), value: 3_333 }],
      value: 3_333,
      completesOrder: false,
    });
  });

  it('says when the return brings back everything that was sold', () => {
    const partlyBack = [{ ...CREAM, returned: 2 }, SOAP];
    const check = checkReturn('shipped', partlyBack, [line('krem', 1, 'DAMAGED'), line('mydlo', 1)]);
    expect(check).toMatchObject({ ok: true, value: 3_334 + 1_999, completesOrder: true });
  });

  it('counts a line named twice, in two conditions, as one line', () => {
    const check = checkReturn('delivered', LINES, [line('krem', 2), line('krem', 1, 'OPENED')]);
    expect(check).toMatchObject({ ok: true, value: 10_000, completesOrder: false });
    expect(checkReturn('delivered', LINES, [line('krem', 2), line('krem', 2, 'OPENED')])).toEqual({
      ok: false,
      code: 'order.return.quantity.exceeded',
      params: { name: 'Krem różany', left: 1 },
    });
  });

  it.each(ORDER_STATES.filter((state) => !['shipped', 'delivered', 'returned'].includes(state)))(
    'refuses a return of an order that is %s',
    (state) => {
      expect(checkReturn(state, LINES, [line('krem', 1)])).toEqual({
        ok: false,
        code: 'order.return.state.invalid',
        params: { state },
      });
    },
  );

  it.each([
    ['no lines', [], 'order.return.empty', undefined],
    ['a line of another order', [line('szampon', 1)], 'order.return.line.unknown', { lineId: 'szampon' }],
    ['zero units', [line('krem', 0)], 'order.return.quantity.invalid', { name: 'Krem różany' }],
    ['fewer than zero units', [line('krem', -1)], 'order.return.quantity.invalid', { name: 'Krem różany' }],
    ['part of a unit', [line('krem', 0.5)], 'order.return.quantity.invalid', { name: 'Krem różany' }],
    ['more than was sold', [line('krem', 4)], 'order.return.quantity.exceeded', { name: 'Krem różany', left: 3 }],
  ] as const)('refuses %s', (_, request, code, params) => {
    expect(checkReturn('delivered', LINES, request)).toEqual(
      params ? { ok: false, code, params } : { ok: false, code },
    );
  });

  it('refuses more than is left once some came back, and anything once all did', () => {
    const back = [{ ...CREAM, returned: 3 }, SOAP];
    expect(checkReturn('returned', back, [line('krem', 1)])).toMatchObject({
      ok: false,
      params: { left: 0 },
    });
    expect(checkReturn('returned', back, [line('mydlo', 1)])).toMatchObject({ ok: true, completesOrder: true });
  });
});

describe('returnRefundOwed', () => {
  it.each([
    [
      'a part back, nothing refunded',
      { returnedValue: 3_333, shipping: 1_299, everythingReturned: false, refunded: 0 },
      3_333,
    ],
    [
      'all back: the delivery too',
      { returnedValue: 11_999, shipping: 1_299, everythingReturned: true, refunded: 0 },
      13_298,
    ],
    [
      'a part already refunded',
      { returnedValue: 6_666, shipping: 0, everythingReturned: false, refunded: 3_333 },
      3_333,
    ],
    ['refunded more than came back', { returnedValue: 100, shipping: 0, everythingReturned: false, refunded: 500 }, 0],
  ])('%s', (_, returns, owed) => {
    expect(returnRefundOwed(returns)).toBe(owed);
  });
});

describe('returns as properties', () => {
  const order = fc.array(
    fc.record({ sold: fc.integer({ min: 1, max: 20 }), total: fc.integer({ min: 0, max: 1_000_000 }) }),
    { minLength: 1, maxLength: 5 },
  );

  it('never lets any sequence of returns bring back more than was sold, and values them at exactly what was paid', () => {
    fc.assert(
      fc.property(
        order,
        fc.array(fc.array(fc.tuple(fc.nat(6), fc.integer({ min: -2, max: 25 })), { maxLength: 4 }), { maxLength: 10 }),
        (sold, attempts) => {
          const lines: ReturnableLine[] = sold.map((l, i) => ({ lineId: `l${i}`, name: `P${i}`, returned: 0, ...l }));
          const valueOf = new Map(lines.map((l) => [l.lineId, 0]));
          let completed = false;
          for (const attempt of attempts) {
            const request = attempt.map(([index, quantity]) => line(`l${index}`, quantity));
            const check = checkReturn(completed ? 'returned' : 'delivered', lines, request);
            if (!check.ok) continue;
            for (const returned of check.lines) {
              const target = lines.find((l) => l.lineId === returned.lineId)!;
              target.returned += returned.quantity;
              valueOf.set(target.lineId, valueOf.get(target.lineId)! + returned.value);
            }
            expect(check.value).toBe(check.lines.reduce((sum, l) => sum + l.value, 0));
            completed = check.completesOrder;
            expect(completed).toBe(lines.every((l) => l.returned === l.sold));
          }
          for (const l of lines) {
            expect(l.returned).toBeGreaterThanOrEqual(0);
            expect(l.returned).toBeLessThanOrEqual(l.sold);
            expect(valueOf.get(l.lineId)).toBe(returnedValue(l.total, l.sold, 0, l.returned));
            if (l.returned === l.sold) expect(valueOf.get(l.lineId)).toBe(l.total);
          }
        },
      ),
    );
  });

  it('values any split of a line’s units at its total, each part no more than its fair share rounded up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 20 }),
        (total, parts) => {
          const sold = parts.reduce((a, b) => a + b, 0);
          let before = 0;
          let sum = 0;
          for (const units of parts) {
            const value = returnedValue(total, sold, before, units);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(Math.ceil((total * units) / sold));
            sum += value;
            before += units;
          }
          expect(sum).toBe(total);
        },
      ),
    );
  });
});
