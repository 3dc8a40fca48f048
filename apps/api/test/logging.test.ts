import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { loggableUrl } from '../src/logging.ts';
import { createTestApp } from './helper.ts';

describe('the request log', () => {
  it('keeps the path and harmless parameters but not the token of an order link', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const app = await createTestApp({ logStream: stream });
    try {
      const orderId = randomUUID();
      const token = 'k1dZ2bS9x-order-link-capability-0123456789';
      await app.inject({ method: 'GET', url: `/api/orders/${orderId}?token=${token}&lang=pl` });
      await app.inject({ method: 'GET', url: `/api/payments/status?order=${orderId}&Token=${token}` });
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
      expect(requests.map((entry) => entry.url)).toEqual([
        `/api/orders/${orderId}?token=***&lang=pl`,
        `/api/payments/status?order=${orderId}&Token=***`,
      ]);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await app.close();
    }
  });

  it('never lets the value of a secret-bearing parameter through, whatever surrounds it', () => {
    const secretName = fc.constantFrom('token', 'access_token', 'signature', 'sig', 'key', 'session', 'secret');
    const plain = fc.stringMatching(/^[a-z]{1,8}$/).filter((name) => loggableUrl(`/?${name}=v`) === `/?${name}=v`);
    const value = fc.stringMatching(/^[A-Za-z0-9_-]{20,43}$/);
    fc.assert(
      fc.property(
        secretName,
        value,
        fc.array(fc.tuple(plain, fc.stringMatching(/^[a-z0-9]{0,8}$/))),
        (name, secret, others) => {
          const query = [...others.map(([n, v]) => `${n}=${v}`), `${name}=${secret}`].join('&');
          const logged = loggableUrl(`/api/x?${query}`);
          expect(logged).not.toContain(secret);
          expect(logged).toContain(`${name}=***`);
          for (const [n, v] of others) expect(logged).toContain(`${n}=${v}`);
        },
      ),
    );
  });
});
