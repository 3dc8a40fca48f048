import { describe, expect, it } from 'vitest';

import { expiring, expiringEach } from './expiring.ts';

function counter(fail = false) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      if (fail) throw new Error('the database is down');
      return calls;
    },
    calls: () => calls,
  };
}

describe('expiring', () => {
  it('loads once and keeps the value until it expires', async () => {
    let now = 1000;
    const source = counter();
    const kept = expiring(source.load, 5000, () => now);
    expect(await kept.get()).toBe(1);
    now += 4999;
    expect(await kept.get()).toBe(1);
    now += 1;
    expect(await kept.get()).toBe(2);
  });

  it('lets callers that come before a value is kept load their own', async () => {
    const source = counter();
    const kept = expiring(source.load, 5000);
    expect(await Promise.all([kept.get(), kept.get()])).toEqual([1, 2]);
    expect(await kept.get()).toBe(2);
  });

  it('does not keep a value whose load began before clear()', async () => {
    let release: (value: number) => void = () => {};
    let calls = 0;
    const kept = expiring(() => {
      calls += 1;
      return calls === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(calls);
    }, 5000);
    const first = kept.get();
    kept.clear();
    release(1);
    expect(await first).toBe(1);
    expect(await kept.get()).toBe(2);
  });

  it('loads every time when the lifetime is 0', async () => {
    const source = counter();
    const kept = expiring(source.load, 0);
    await kept.get();
    await kept.get();
    expect(source.calls()).toBe(2);
  });

  it('loads again after clear()', async () => {
    const source = counter();
    const kept = expiring(source.load, 5000);
    await kept.get();
    kept.clear();
    expect(await kept.get()).toBe(2);
  });

  it('passes its arguments to the load', async () => {
    const kept = expiring(async (a: number, b: number) => a + b, 5000);
    expect(await kept.get(2, 3)).toBe(5);
  });

  it('does not keep a failed load', async () => {
    const source = counter(true);
    const kept = expiring(source.load, 5000);
    await expect(kept.get()).rejects.toThrow('the database is down');
    await expect(kept.get()).rejects.toThrow('the database is down');
    expect(source.calls()).toBe(2);
  });
});

describe('expiringEach', () => {
  /** Squares the keys it is asked for, except the negative ones, and records each call's keys. */
  function squares() {
    const calls: number[][] = [];
    return {
      calls,
      load: async (keys: number[]) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k >= 0).map((k) => [k, k * k]));
      },
    };
  }
  const always = () => true;

  it('loads only the keys it does not keep, in one call, until they expire', async () => {
    let now = 0;
    const source = squares();
    const kept = expiringEach(source.load, 5000, () => now);
    expect(await kept.get([1, 2], always)).toEqual(
      new Map([
        [1, 1],
        [2, 4],
      ]),
    );
    now = 1000;
    expect(await kept.get([2, 3], always)).toEqual(
      new Map([
        [2, 4],
        [3, 9],
      ]),
    );
    now = 5000;
    await kept.get([1, 2, 3], always);
    expect(source.calls).toEqual([[1, 2], [3], [1, 2]]);
  });

  it('asks again for a key the load did not answer, and for a value the caller cannot use', async () => {
    const source = squares();
    const kept = expiringEach(source.load, 5000);
    expect(await kept.get([-1, 4], always)).toEqual(new Map([[4, 16]]));
    expect(await kept.get([-1, 4], (value) => value !== 16)).toEqual(new Map([[4, 16]]));
    expect(source.calls).toEqual([
      [-1, 4],
      [-1, 4],
    ]);
  });

  it('keeps nothing with a lifetime of 0, and nothing loaded before clear()', async () => {
    const source = squares();
    const uncached = expiringEach(source.load, 0);
    await uncached.get([1], always);
    await uncached.get([1], always);
    expect(source.calls).toHaveLength(2);

    let release: () => void = () => {};
    const slow = expiringEach(async (keys: number[]) => {
      await new Promise<void>((resolve) => (release = resolve));
      return source.load(keys);
    }, 5000);
    const first = slow.get([7], always);
    slow.clear();
    release();
    expect(await first).toEqual(new Map([[7, 49]]));
    const second = slow.get([7], always);
    release();
    await second;
    expect(source.calls.slice(2)).toEqual([[7], [7]]);
  });

  it('passes its arguments to the load', async () => {
    const kept = expiringEach(
      async (keys: string[], suffix: string) => new Map(keys.map((k) => [k, k + suffix])),
      5000,
    );
    expect(await kept.get(['a'], always, '!')).toEqual(new Map([['a', 'a!']]));
  });
});
