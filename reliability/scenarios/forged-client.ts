/**
 * An attacker guessing coupon codes forges a new X-Forwarded-For on every
 * attempt, straight at the API and through the storefront: the limit holds
 * all the same. A session token the attacker made up buys a new session,
 * not someone else's cart.
 */
import {
  buildStorefront,
  startStorefront,
  stop,
  storefrontBuildIsStale,
  waitForUrl,
} from '../../scripts/shop-process.ts';
import type { Answer } from '../client.ts';
import { send } from '../client.ts';
import type { Scenario } from '../scenario.ts';
import { freePort, prepareShop, startApi } from '../shop.ts';

/** Far above any coupon limit: reaching it means there is no limit. */
const MAX_ATTEMPTS = 300;

/** Coupon guesses, each with a new forged client address, until the shop says 429. */
async function guessesUntilRefused(url: string, localAddress?: string): Promise<number | undefined> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const answer: Answer = await send(`${url}/api/carts`, {
      method: 'POST',
      localAddress,
      headers: {
        'x-forwarded-for': `203.0.113.${attempt % 250}`,
        'x-real-ip': `198.51.100.${attempt % 250}`,
        forwarded: `for=192.0.2.${attempt % 250}`,
      },
      body: { add_coupon_code: `ZGADUJE${attempt}` },
    });
    if (answer.status === 429) return attempt;
  }
  return undefined;
}

export const forgedClient: Scenario = {
  name: 'forged X-Forwarded-For and made-up session tokens',
  async run(check) {
    const data = await prepareShop([{ slug: 'krem', name: 'Krem różany', stock: 100 }]);
    try {
      // Only the storefront (127.0.0.1) is a trusted proxy; the attacker comes from 127.0.0.2, then 127.0.0.3.
      const api = await startApi(data, { TRUST_PROXY: '127.0.0.1' });
      try {
        const direct = await guessesUntilRefused(api.url, '127.0.0.2');
        check(direct, (n) => n !== undefined, `coupon guesses straight at the API before a 429 (of ${MAX_ATTEMPTS})`);

        const madeUp = 'A'.repeat(43);
        const answer = await send(`${api.url}/api/carts`, { headers: { 'session-id': madeUp } });
        check(answer.headers['session-id'], (issued) => issued !== madeUp, 'the session a made-up token got');
        const again = await send(`${api.url}/api/carts`, { headers: { 'session-id': madeUp } });
        check(again.headers['session-id'], (issued) => issued !== madeUp, 'the made-up token, sent again');

        if (storefrontBuildIsStale()) await buildStorefront();
        const port = await freePort();
        // The storefront trusts no proxy in front of it here: shoppers reach it directly.
        const storefrontEnv = {
          PORT: String(port),
          API_PORT: String(api.port),
          HOST: '127.0.0.1',
          DATA_DIR: data.env.DATA_DIR!,
          TRUST_PROXY: 'false',
        };
        const storefront = startStorefront(storefrontEnv);
        let viaStorefront: number | undefined;
        try {
          await waitForUrl(`http://127.0.0.1:${port}/api/health`, storefront);
          viaStorefront = await guessesUntilRefused(`http://127.0.0.1:${port}`, '127.0.0.3');
        } finally {
          await stop(storefront);
        }
        check(
          viaStorefront,
          (n) => n !== undefined,
          `coupon guesses through the storefront before a 429 (of ${MAX_ATTEMPTS})`,
        );
        return (
          `a new forged address on every guess: 429 after ${direct} guesses straight at the API, ` +
          `after ${viaStorefront} through the storefront; a made-up token got a new session`
        );
      } finally {
        check(await api.stop(), (code) => code === 0, 'the API stopped cleanly');
      }
    } finally {
      await data.dispose();
    }
  },
};
