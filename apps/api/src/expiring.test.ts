import { describe, expect, it } from 'vitest';

import { expiring } from './expiring.ts';

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
