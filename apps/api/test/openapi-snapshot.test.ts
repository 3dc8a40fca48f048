import { expect, it } from 'vitest';

import { useTestApp } from './helper.ts';

const app = useTestApp();

/**
 * The API's contract as it was last agreed: a change to a route, a field or an error shows here
 * first. After an intended change, `npm run openapi:snapshot` writes the new document; commit it.
 */
it('describes the API exactly as packages/contract/openapi.json does', async () => {
  const response = await app().inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  await expect(`${JSON.stringify(response.json(), null, 2)}\n`).toMatchFileSnapshot(
    '../../../packages/contract/openapi.json',
  );
});
