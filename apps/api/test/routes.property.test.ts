import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

/**
 * Every route the API describes, fed whatever a client could send: odd path
 * segments, query strings and bodies, with or without a session. Nothing a
 * client sends may answer 5xx, and every refusal is the error model.
 */
const shop = tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 10_000 })]);
const app = useTestApp({ seed: shop });

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  query: string[];
  bodyKeys: string[];
}

/** Names a client of the cart and the forms uses, beyond what the schemas list (unions list none). */
const KNOWN_KEYS = [
  'add_items',
  'update_items',
  'remove_items',
  'add_coupon_code',
  'remove_coupon_code',
  'metadata',
  'email',
  'account',
  'billing',
  'shipping',
  'comments',
  'shippingService',
  'recoveryToken',
  'useLoyaltyPoints',
  'orderAgain',
  'product_id',
  'quantity',
  'lineId',
  'name',
  'message',
  'topic',
  'company',
  'nip',
  'phone',
  'volume',
  'website',
  'consent',
  'version',
  'payment_method',
  'consents',
  'token',
  'subscribe',
];

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '..', '%', '%00', '-1', '0', '1e309', 'NaN', 'null', '[]', '{}', 'krem', 'Ż'.repeat(500)),
  fc.integer().map(String),
  fc.uuid(),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(text, fc.dictionary(fc.constantFrom(...KNOWN_KEYS), text, { maxKeys: 3 })), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...KNOWN_KEYS), fc.oneof(text, fc.integer(), fc.boolean()), { maxKeys: 4 }),
);

function request(operation: Operation) {
  const segment = text.map((s) => encodeURIComponent(s) || 'x');
  const params = fc.array(segment, { minLength: 4, maxLength: 4 });
  const query = fc.dictionary(fc.constantFrom(...operation.query, 'x'), text, { maxKeys: 4 });
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...operation.bodyKeys, ...KNOWN_KEYS), value, { maxKeys: 6 }),
  );
  const session = fc.option(fc.oneof(text, fc.base64String({ minLength: 44, maxLength: 44 })), { nil: undefined });
  return fc.record({ params, query, body, session }).map(({ params, query, body, session }) => {
    let i = 0;
    const path = operation.path.replace(/\{[^}]+\}/g, () => params[i++]!);
    const search = new URLSearchParams(query).toString();
    return {
      method: operation.method,
      url: search ? `${path}?${search}` : path,
      ...(operation.method === 'POST' ? { payload: body as object } : {}),
      headers: session === undefined ? {} : { 'session-id': session },
    };
  });
}

describe('every route, whatever a client sends', () => {
  it('answers below 500, and every refusal with an errorMsgCode', async () => {
    const document = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string }[];
            requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
          }
        >
      >;
    };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(spec.requestBody?.content['application/json']?.schema?.properties ?? {}),
      })),
    );
    expect(operations.length).toBeGreaterThan(25);

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations).chain(request), async (sent) => {
        const response = await app().inject(sent);
        expect(response.statusCode, `${sent.method} ${sent.url}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400 && response.headers['content-type']?.includes('json')) {
          expect(response.json(), `${sent.method} ${sent.url}`).toHaveProperty('errorMsgCode');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
