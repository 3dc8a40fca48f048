/**
 * Orders stream in and the API is killed with SIGKILL mid-stream, then
 * started again on the same database: every order a shopper was told about
 * (a 2xx) exists with its lines, its stock movement and its queued e-mails,
 * and no order is half-written.
 */
import { randomUUID } from 'node:crypto';

import { schema } from '@manufaktura/db';

import { placeOrder, send, shopperWithCart } from '../client.ts';
import type { Scenario } from '../scenario.ts';
import { prepareShop, startApi } from '../shop.ts';

const STOCK = 100_000;
const STREAMS = 12;
/** The kill comes once this many orders were acknowledged (or after KILL_AFTER_MS). */
const KILL_AFTER_ORDERS = 60;
const KILL_AFTER_MS = 15_000;

export const crashRestart: Scenario = {
  name: 'SIGKILL while orders stream in, then restart',
  async run(check) {
    const data = await prepareShop([{ slug: 'krem', name: 'Krem różany', stock: STOCK }]);
    try {
      let api = await startApi(data);
      const productId = String(
        ((await send(`${api.url}/api/products`)).json!.items as Array<{ product_id: string }>)[0]!.product_id,
      );

      const acknowledged: string[] = [];
      let unanswered = 0;
      let alive = true;
      let shopper = 0;
      const stream = async () => {
        while (alive) {
          try {
            const cart = await shopperWithCart(api.url, shopper++, productId);
            const answer = await placeOrder(api.url, cart, randomUUID());
            if (answer.status >= 200 && answer.status < 300) {
              acknowledged.push(String((answer.json!.order as { number: string }).number));
            }
          } catch {
            // The connection died with the process: the shopper never heard back.
            unanswered += 1;
          }
        }
      };
      const streams = Array.from({ length: STREAMS }, stream);
      const deadline = Date.now() + KILL_AFTER_MS;
      while (acknowledged.length < KILL_AFTER_ORDERS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await api.kill();
      alive = false;
      await Promise.all(streams);
      const killedAt = acknowledged.length;

      api = await startApi(data, {}, api.port);
      const after = await placeOrder(api.url, await shopperWithCart(api.url, shopper++, productId), randomUUID());
      check(after.status, (status) => status === 200, 'an order after the restart');
      check(await api.stop(), (code) => code === 0, 'the restarted API stopped cleanly');

      const handle = await data.open();
      try {
        const { db } = handle;
        const orders = await db.select().from(schema.orders);
        const lines = await db.select().from(schema.orderLines);
        const movements = await db.select().from(schema.stockMovements);
        const emails = await db.select().from(schema.outboxEmails);
        const [product] = await db.select().from(schema.products);
        const numbers = new Set(orders.map((order) => order.number));

        check(
          acknowledged.filter((number) => !numbers.has(number)),
          (lost) => lost.length === 0,
          'acknowledged orders missing after the restart',
        );
        const halfWritten = orders.filter(
          (order) =>
            !lines.some((line) => line.orderId === order.orderId) ||
            !movements.some((movement) => movement.type === 'SALE' && movement.reference === order.number) ||
            !emails.some((email) => email.kind === 'order-confirmation' && email.reference === order.number),
        );
        check(
          halfWritten.map((order) => order.number),
          (numbers) => numbers.length === 0,
          'orders without their lines, stock movement or e-mail',
        );
        const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
        check(product!.stockOnHand, (n) => n === STOCK - ordered, `stock on hand (ordered ${ordered} of ${STOCK})`);
        return (
          `killed after ${killedAt} acknowledged orders (${unanswered} requests cut off); ` +
          `after restart ${orders.length} orders, 0 lost, ${halfWritten.length} half-written, stock consistent`
        );
      } finally {
        await handle.close();
      }
    } finally {
      await data.dispose();
    }
  },
};
