/**
 * 1,000 shoppers, each with the last product in their cart, press "order" at
 * the same moment while 10 units are left: exactly 10 orders, stock 0, and
 * every other shopper a clear refusal, never a 5xx.
 */
import { randomUUID } from 'node:crypto';

import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';

import { inBatches, isShopRefusal, placeOrder, send, shopperWithCart } from '../client.ts';
import type { Scenario } from '../scenario.ts';
import { prepareShop, startApi } from '../shop.ts';

const SHOPPERS = 1_000;
const UNITS = 10;

export const stockRace: Scenario = {
  name: `${SHOPPERS} concurrent orders for ${UNITS} units`,
  async run(check) {
    const data = await prepareShop([{ slug: 'ostatnie', name: 'Serum ostatnie sztuki', stock: UNITS }]);
    try {
      const api = await startApi(data);
      let answers;
      let seconds;
      try {
        const products = await send(`${api.url}/api/products`);
        const productId = String((products.json!.items as Array<{ product_id: string }>)[0]!.product_id);
        const shoppers = await inBatches(
          Array.from({ length: SHOPPERS }, (_, i) => i),
          25,
          (i) => shopperWithCart(api.url, i, productId),
        );
        const started = performance.now();
        answers = await Promise.all(shoppers.map((shopper) => placeOrder(api.url, shopper, randomUUID())));
        seconds = (performance.now() - started) / 1000;
      } finally {
        check(await api.stop(), (code) => code === 0, 'the API stopped cleanly');
      }

      const placed = answers.filter((answer) => answer.status >= 200 && answer.status < 300).length;
      const failed = answers.filter((answer) => answer.status >= 500).length;
      const unclear = answers.filter((answer) => answer.status >= 300 && !isShopRefusal(answer));
      check(placed, (n) => n === UNITS, `orders placed (of ${SHOPPERS} attempts)`);
      check(failed, (n) => n === 0, 'answers ≥ 500');
      check(unclear.length, (n) => n === 0, `refusals without an errorMsgCode ${unclear[0]?.body.slice(0, 120) ?? ''}`);

      const handle = await data.open();
      try {
        const [product] = await handle.db.select().from(schema.products);
        const orders = await handle.db.select().from(schema.orders);
        const sales = await handle.db
          .select()
          .from(schema.stockMovements)
          .where(eq(schema.stockMovements.type, 'SALE'));
        check(product!.stockOnHand, (n) => n === 0, 'units left in stock');
        check(orders.length, (n) => n === UNITS, 'orders in the database');
        check(
          -sales.reduce((sum, movement) => sum + movement.quantity, 0),
          (n) => n === UNITS,
          'units sold by movements',
        );
      } finally {
        await handle.close();
      }
      return `${SHOPPERS} attempts in ${seconds.toFixed(1)} s → ${placed} orders, stock 0, ${failed} answers ≥ 500`;
    } finally {
      await data.dispose();
    }
  },
};
