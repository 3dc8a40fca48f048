import fc from 'fast-check';

import { expect, test } from './fixtures.ts';

/**
 * Whatever address a visitor types, pastes or follows, the storefront answers
 * with a page (200, a redirect or 404), never a server error: odd path
 * segments and every query parameter the pages read, with junk values.
 */
const PATHS = [
  '/',
  '/sklep',
  '/sklep/{}',
  '/sklep/mydla-naturalne',
  '/sklep/mydlo-lawendowe',
  '/dopasuj-kosmetyk',
  '/dopasuj-kosmetyk/{}',
  '/blog',
  '/blog/{}',
  '/search',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/unsubscribe',
  '/{}',
];
const PARAMS = [
  'q',
  'sort',
  'strona',
  'opinie',
  'review_id',
  'potrzeba',
  'tag',
  'order',
  'token',
  'error_message',
  'message_code',
  'cart_recovery_token',
];

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '%', '..', '\u0000', '-1', '0', '99999999999999999999', 'NaN', '<script>', 'Ż'.repeat(400)),
  fc.uuid(),
);

const address = fc
  .record({
    path: fc.constantFrom(...PATHS),
    segment: junk,
    query: fc.dictionary(fc.constantFrom(...PARAMS), junk, { maxKeys: 3 }),
  })
  .map(({ path, segment, query }) => {
    const search = new URLSearchParams(query).toString();
    return path.replace('{}', encodeURIComponent(segment) || 'x') + (search ? `?${search}` : '');
  });

test('no address a visitor can send answers with a server error', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the server answers the same to every screen');
  test.setTimeout(180_000);
  await fc.assert(
    fc.asyncProperty(address, async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
    }),
    { numRuns: 300 },
  );
});
