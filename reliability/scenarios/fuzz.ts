/**
 * 10,000 requests a client could send, over every route the API describes,
 * against the running API: none answers ≥ 500, and every refusal is the
 * shop's error model (a 4xx with an errorMsgCode).
 */
import fc from 'fast-check';

import { anyClientRequest, operationsOf } from '../../apps/api/test/fixtures/client-requests.ts';
import { addressOf, inBatches, send, sendable } from '../client.ts';
import type { Scenario } from '../scenario.ts';
import { prepareShop, startApi } from '../shop.ts';

const REQUESTS = 10_000;
const CONCURRENCY = 16;

export const fuzzEveryRoute: Scenario = {
  name: `${REQUESTS.toLocaleString('en')} fuzzed requests over every route`,
  async run(check) {
    const data = await prepareShop([{ slug: 'krem', name: 'Krem różany', stock: 10_000 }]);
    try {
      const api = await startApi(data, { API_DOCS: 'true' });
      try {
        const operations = operationsOf((await send(`${api.url}/api/openapi.json`)).json as never);
        const requests = fc.sample(anyClientRequest(operations), { numRuns: REQUESTS, seed: Date.now() | 0 });
        const statuses = new Map<number, number>();
        const broken: string[] = [];
        const started = performance.now();
        await inBatches(
          requests.map((request, i) => ({ request, i })),
          CONCURRENCY,
          async ({ request, i }) => {
            const answer = await send(`${api.url}${request.url}`, {
              method: request.method,
              headers: { ...sendable(request.headers), 'x-forwarded-for': addressOf(i) },
              body: 'payload' in request ? request.payload : undefined,
            });
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const refusedWithoutCode = answer.status >= 400 && typeof answer.json?.errorMsgCode !== 'string';
            if (answer.status >= 500 || refusedWithoutCode) {
              broken.push(`${request.method} ${request.url} → ${answer.status} ${answer.body.slice(0, 160)}`);
            }
          },
        );
        const seconds = (performance.now() - started) / 1000;
        const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
        check(serverErrors, (n) => n === 0, 'answers ≥ 500');
        check(broken, (list) => list.length === 0, `broken answers, e.g. ${broken.slice(0, 5).join('; ')}`);
        const spread = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(', ');
        return `${REQUESTS} requests over ${operations.length} operations in ${seconds.toFixed(0)} s: ${serverErrors} answers ≥ 500 (${spread})`;
      } finally {
        check(await api.stop(), (code) => code === 0, 'the API stopped cleanly');
      }
    } finally {
      await data.dispose();
    }
  },
};
