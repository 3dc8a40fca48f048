import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ChunkRecoveries } from '../src/lib/service-worker/chunk-recovery.ts';
import { parseChunkRecoveries, planChunkRecovery, recoveryKey } from '../src/lib/service-worker/chunk-recovery.ts';

const ORIGIN = 'https://manufaktura.example';
const WINDOW_MS = 60_000;
const NOW = Date.UTC(2026, 10, 26, 12);

/** Turbopack's own failure, as its browser runtime throws it. */
const chunkLoadError = Object.assign(
  new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 1234: Error: …'),
  { name: 'ChunkLoadError' },
);

const at = (path: string) => new URL(path, ORIGIN);

function plan(failure: unknown, path: string, recoveries: ChunkRecoveries = {}, now = NOW, origin = ORIGIN) {
  return planChunkRecovery({ failure, target: at(path), origin, now, recoveries, windowMs: WINDOW_MS });
}

describe('recoveryKey', () => {
  it('counts an address by its path and query, not its fragment', () => {
    expect(recoveryKey(at('/sklep/mydlo?strona=2#opinie'))).toBe('/sklep/mydlo?strona=2');
    expect(recoveryKey(at('/'))).toBe('/');
  });
});

describe('planChunkRecovery', () => {
  it('sends the shopper to the last path with a full load after a failed chunk, and remembers when', () => {
    expect(plan(chunkLoadError, '/sklep/mydlo-lawendowe#opinie')).toEqual({
      redirect: true,
      href: `${ORIGIN}/sklep/mydlo-lawendowe#opinie`,
      recoveries: { '/sklep/mydlo-lawendowe': NOW },
    });
  });

  it.each([
    ['a browser failing a dynamic import', new TypeError('Failed to fetch dynamically imported module: /x.js'), true],
    ['webpack wording', new Error('Loading chunk 42 failed.'), true],
    ['a server error rendered by the boundary', Object.assign(new Error('boom'), { digest: '123' }), false],
    ['a failed API call', new TypeError('Failed to fetch'), false],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['something thrown that is not an error', 'ChunkLoadError', false],
    ['nothing', undefined, false],
  ])('for %s decides redirect: %s', (_, failure, redirect) => {
    expect(plan(failure, '/sklep').redirect).toBe(redirect);
  });

  it('does not load the same address again within the window, so a missing file never loops', () => {
    const first = plan(chunkLoadError, '/sklep/mydlo');
    if (!first.redirect) throw new Error('expected a first redirect');
    expect(plan(chunkLoadError, '/sklep/mydlo', first.recoveries, NOW + 1).redirect).toBe(false);
    expect(plan(chunkLoadError, '/sklep/mydlo#opinie', first.recoveries, NOW + WINDOW_MS - 1).redirect).toBe(false);
    expect(plan(chunkLoadError, '/sklep/mydlo', first.recoveries, NOW + WINDOW_MS).redirect).toBe(true);
  });

  it('lets another address recover within the window, and forgets records older than it', () => {
    const recoveries = { '/sklep/mydlo': NOW - 1000, '/blog': NOW - WINDOW_MS - 1 };
    expect(plan(chunkLoadError, '/sklep/krem', recoveries)).toEqual({
      redirect: true,
      href: `${ORIGIN}/sklep/krem`,
      recoveries: { '/sklep/mydlo': NOW - 1000, '/sklep/krem': NOW },
    });
  });

  it('does not trust a record from the future (a clock set back): it recovers and records now', () => {
    expect(plan(chunkLoadError, '/sklep', { '/sklep': NOW + 5000 })).toMatchObject({
      redirect: true,
      recoveries: { '/sklep': NOW },
    });
  });

  it('never leaves the shop', () => {
    expect(plan(chunkLoadError, 'https://evil.example/sklep').redirect).toBe(false);
  });

  it('redirects at most once per address in any sequence of failures within one window', () => {
    const paths = fc.constantFrom('/', '/sklep', '/sklep/mydlo', '/sklep/mydlo?strona=2', '/blog', '/sklep/mydlo#a');
    fc.assert(
      fc.property(fc.array(fc.tuple(paths, fc.nat(WINDOW_MS - 1)), { maxLength: 30 }), (failures) => {
        let recoveries: ChunkRecoveries = {};
        const redirected: string[] = [];
        // Times only go forward, all within one window of the first failure.
        const times = failures.map(([, offset]) => offset).sort((a, b) => a - b);
        failures.forEach(([path], index) => {
          const result = plan(chunkLoadError, path, recoveries, NOW + times[index]!);
          if (!result.redirect) return;
          recoveries = result.recoveries;
          redirected.push(recoveryKey(at(path)));
        });
        expect(new Set(redirected).size).toBe(redirected.length);
        expect(Object.keys(recoveries).sort()).toEqual([...redirected].sort());
      }),
    );
  });
});

describe('parseChunkRecoveries', () => {
  it('reads back what was kept and ignores anything else', () => {
    expect(parseChunkRecoveries(JSON.stringify({ '/sklep': NOW }))).toEqual({ '/sklep': NOW });
    expect(parseChunkRecoveries(JSON.stringify({ '/sklep': 'wczoraj', '/blog': NOW }))).toEqual({ '/blog': NOW });
    expect(parseChunkRecoveries(null)).toEqual({});
    expect(parseChunkRecoveries('')).toEqual({});
    expect(parseChunkRecoveries('{not json')).toEqual({});
    expect(parseChunkRecoveries('[1,2]')).toEqual({});
    expect(parseChunkRecoveries('5')).toEqual({});
  });
});
