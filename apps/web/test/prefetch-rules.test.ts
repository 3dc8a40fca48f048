import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PREFETCH_BATCH_SIZE } from '../src/constants.ts';
import type { Candidate, ConnectionHints } from '../src/lib/prefetch-rules.ts';
import { mayPrefetchAhead, mayPrefetchOnIntent, nextBatch, prefetchTarget } from '../src/lib/prefetch-rules.ts';

const ORIGIN = 'https://manufaktura.example';
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0 Mobile';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Addresses of pages that read the visitor or change something: never prefetched. */
const NEVER = ['/cart', '/checkout', '/account', '/login', '/logout', '/admin', '/api', '/search'];

describe('mayPrefetchAhead', () => {
  const cases: [string, string, boolean, ConnectionHints | undefined, boolean][] = [
    ['a phone on 4g', CHROME, false, { effectiveType: '4g', saveData: false }, true],
    ['a browser without the Network Information API', CHROME, false, undefined, true],
    ['a phone on 3g', CHROME, false, { effectiveType: '3g' }, true],
    ['a phone on 2g', CHROME, false, { effectiveType: '2g' }, false],
    ['a phone on slow 2g', CHROME, false, { effectiveType: 'slow-2g' }, false],
    ['data saver on a fast connection', CHROME, false, { effectiveType: '4g', saveData: true }, false],
    ['a crawler', GOOGLEBOT, false, { effectiveType: '4g' }, false],
    ['an automated browser (navigator.webdriver)', CHROME, true, { effectiveType: '4g' }, false],
  ];
  it.each(cases)('%s: %#', (_, userAgent, webdriver, connection, expected) => {
    expect(mayPrefetchAhead({ userAgent, webdriver, connection })).toBe(expected);
  });
});

describe('mayPrefetchOnIntent', () => {
  it('lets a pointed-at link be prefetched on any connection, by anyone, but not with data saver', () => {
    expect(mayPrefetchOnIntent({ effectiveType: '2g' })).toBe(true);
    expect(mayPrefetchOnIntent(undefined)).toBe(true);
    expect(mayPrefetchOnIntent({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchTarget', () => {
  const cases: [string, string | null][] = [
    ['/', '/'],
    ['/sklep', '/sklep'],
    ['/sklep/mydla-naturalne', '/sklep/mydla-naturalne'],
    ['/sklep/mydla-naturalne?sort=price_desc&strona=2', '/sklep/mydla-naturalne?sort=price_desc&strona=2'],
    ['/sklep/mydlo-lawendowe#opinie', '/sklep/mydlo-lawendowe'],
    [`${ORIGIN}/blog/pielegnacja-zima`, '/blog/pielegnacja-zima'],
    ['/o-nas', '/o-nas'],
    ['/regulamin', '/regulamin'],
    ['/sklep/mydla-naturalne?utm_source=newsletter', null],
    ['/cart', null],
    ['/checkout', null],
    ['/account/orders', null],
    ['/login?next=/account', null],
    ['/logout', null],
    ['/admin/', null],
    ['/api/products', null],
    ['/reset-password?token=abc', null],
    ['https://www.instagram.com/manufaktura', null],
    ['//evil.example/sklep', null],
    ['mailto:sklep@manufaktura.pl', null],
    ['http://[::1', null],
  ];
  it.each(cases)('%s → %s', (href, expected) => {
    expect(prefetchTarget(href, ORIGIN)).toBe(expected);
  });
});

/** Calls nextBatch and checks what holds for every batch, whatever the page. */
function batchOf(candidates: Candidate[], done: ReadonlySet<string>, current: string): string[] {
  const batch = nextBatch(candidates, done, current);
  expect(batch.length).toBeLessThanOrEqual(PREFETCH_BATCH_SIZE);
  expect(new Set(batch).size).toBe(batch.length);
  expect(batch).not.toContain(current);
  for (const address of batch) expect(done.has(address)).toBe(false);
  return batch;
}

describe('nextBatch', () => {
  const at = (address: string, visible = false): Candidate => ({ address, visible });

  it('takes four addresses, those in the viewport first, each in page order', () => {
    const candidates = [at('/o-nas'), at('/sklep/a', true), at('/blog'), at('/sklep/b', true), at('/sklep/c')];
    expect(batchOf(candidates, new Set(), '/sklep')).toEqual(['/sklep/a', '/sklep/b', '/o-nas', '/blog']);
  });

  it('skips the current page, what was prefetched already and a second link to the same page', () => {
    const candidates = [at('/sklep', true), at('/sklep/a', true), at('/sklep/a'), at('/sklep/b'), at('/sklep/c')];
    expect(batchOf(candidates, new Set(['/sklep/b']), '/sklep')).toEqual(['/sklep/a', '/sklep/c']);
  });

  it('returns nothing when every link was prefetched', () => {
    expect(batchOf([at('/sklep/a', true)], new Set(['/sklep/a']), '/')).toEqual([]);
  });

  const hrefs = fc.oneof(
    fc.constantFrom(...NEVER, '/', '/sklep', '/blog', '/o-nas', 'https://www.facebook.com/manufaktura'),
    fc.stringMatching(/^\/(sklep|blog|account|cart)\/[a-z-]{1,12}$/),
  );
  const page = fc.array(fc.record({ href: hrefs, visible: fc.boolean() }), { maxLength: 60 });

  it('prefetches every shop page of a page exactly once, four at a time, never the others (property)', () => {
    fc.assert(
      fc.property(page, fc.constantFrom('/', '/sklep', '/sklep/a'), (links, current) => {
        const candidates = links.flatMap(({ href, visible }) => {
          const address = prefetchTarget(href, ORIGIN);
          return address === null ? [] : [{ address, visible }];
        });
        const done = new Set<string>();
        const prefetched: string[] = [];
        for (let batch = batchOf(candidates, done, current); batch.length > 0;) {
          prefetched.push(...batch);
          for (const address of batch) done.add(address);
          batch = batchOf(candidates, done, current);
        }
        expect(new Set(prefetched).size).toBe(prefetched.length);
        for (const address of prefetched) {
          expect(NEVER.some((path) => address === path || address.startsWith(`${path}/`))).toBe(false);
        }
        const shopPages = new Set(candidates.map((c) => c.address).filter((address) => address !== current));
        expect(new Set(prefetched)).toEqual(shopPages);
      }),
    );
  });

  it('takes a link in the viewport before any outside it (property)', () => {
    fc.assert(
      fc.property(page, (links) => {
        const candidates = links.map(({ href, visible }) => ({ address: href, visible }));
        const batch = batchOf(candidates, new Set(), '/');
        const visible = new Set(candidates.filter((c) => c.visible && c.address !== '/').map((c) => c.address));
        const firstHidden = batch.findIndex((address) => !visible.has(address));
        if (firstHidden !== -1) expect(batch.slice(firstHidden).every((a) => !visible.has(a))).toBe(true);
        expect(batch.filter((address) => visible.has(address)).length).toBe(
          Math.min(visible.size, PREFETCH_BATCH_SIZE),
        );
      }),
    );
  });
});
