import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { anyClientRequest, operationsOf } from './fixtures/client-requests.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

/**
 * Every route the API describes, fed whatever a client could send. Nothing a
 * client sends may answer 5xx, and every refusal is the error model.
 */
const shop = tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 10_000 })]);
const app = useTestApp({ seed: shop });

describe('every route, whatever a client sends', () => {
  it('answers below 500, and every refusal with an errorMsgCode', async () => {
    const operations = operationsOf((await app().inject({ method: 'GET', url: '/api/openapi.json' })).json());
    expect(operations.length).toBeGreaterThan(25);

    await fc.assert(
      fc.asyncProperty(anyClientRequest(operations), async (sent) => {
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
