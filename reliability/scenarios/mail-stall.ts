/**
 * The mail server accepts the connection and then says nothing for 30 s
 * while an order's e-mails are being sent: the catalog and carts keep
 * answering within their usual latency (on PGlite one open transaction
 * would stop every query).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { addressOf, percentile, placeOrder, send, shopperWithCart } from '../client.ts';
import type { Scenario } from '../scenario.ts';
import { prepareShop, startApi } from '../shop.ts';

const STALL_MS = 30_000;
const BASELINE_MS = 5_000;
/** Requests before the baseline, so that it is not the first requests' warm-up. */
const WARM_UP_MS = 2_000;

interface Latencies {
  catalog: number[];
  cart: number[];
  failed: number;
}

/** Alternates a catalog read and a cart write (each from a new address) for `ms`. */
async function measure(api: string, productId: string, ms: number, counter: { next: number }): Promise<Latencies> {
  const latencies: Latencies = { catalog: [], cart: [], failed: 0 };
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const i = counter.next++;
    const forwarded = { 'x-forwarded-for': addressOf(i) };
    let started = performance.now();
    const catalog = await send(`${api}/api/products?limit=12&offset=${i % 50}`, { headers: forwarded });
    latencies.catalog.push(performance.now() - started);
    started = performance.now();
    const cart = await send(`${api}/api/carts`, {
      method: 'POST',
      headers: forwarded,
      body: { add_items: [{ product_id: productId, quantity: 1 }] },
    });
    latencies.cart.push(performance.now() - started);
    if (catalog.status !== 200 || cart.status !== 200) latencies.failed += 1;
  }
  return latencies;
}

const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} / p99 ${percentile(values, 99).toFixed(1)} ms`;

export const mailStall: Scenario = {
  name: 'the mail server stalls for 30 s',
  async run(check) {
    const connections: number[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // The greeting comes only after the stall: the client hangs on an open connection.
      onConnect(_session, callback) {
        connections.push(Date.now());
        setTimeout(callback, STALL_MS).unref();
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const data = await prepareShop([{ slug: 'krem', name: 'Krem różany', stock: 1_000_000 }]);
    try {
      const api = await startApi(data, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
      try {
        const productId = String(
          ((await send(`${api.url}/api/products`)).json!.items as Array<{ product_id: string }>)[0]!.product_id,
        );
        const counter = { next: 0 };
        await measure(api.url, productId, WARM_UP_MS, counter);
        const before = await measure(api.url, productId, BASELINE_MS, counter);

        const started = performance.now();
        const order = await placeOrder(
          api.url,
          await shopperWithCart(api.url, counter.next++, productId),
          randomUUID(),
        );
        const orderMs = performance.now() - started;
        check(order.status, (status) => status === 200, 'the order while the mail server stalls');
        // The order kicks the outbox: wait until its sender is hanging on the silent server.
        const deadline = Date.now() + 5_000;
        while (connections.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        check(connections.length, (n) => n > 0, 'connections the outbox opened to the mail server');

        const during = await measure(api.url, productId, STALL_MS, counter);
        check(before.failed + during.failed, (n) => n === 0, 'requests that failed');
        for (const kind of ['catalog', 'cart'] as const) {
          const usual = percentile(before[kind], 99);
          check(
            percentile(during[kind], 99),
            (p99) => p99 <= Math.max(usual * 3, usual + 100),
            `${kind} p99 during the stall (usual ${usual.toFixed(1)} ms)`,
          );
        }
        return (
          `order ${orderMs.toFixed(0)} ms; catalog ${summary(before.catalog)} → ${summary(during.catalog)}, ` +
          `cart ${summary(before.cart)} → ${summary(during.cart)} (before → during, ${during.cart.length} pairs)`
        );
      } finally {
        check(await api.stop(), (code) => code === 0, 'the API stopped cleanly');
      }
    } finally {
      await data.dispose();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  },
};
