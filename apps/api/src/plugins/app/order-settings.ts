import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { PlaceOrderContext } from '../../orders/place-order.ts';

export type OrderSettings = Omit<PlaceOrderContext, 'now'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What placing an order needs besides the request: the link secret, the public URL, the shop's address. */
    orderSettings: OrderSettings;
  }
}

export default fp(
  async function orderSettings(app: FastifyInstance, options: OrderSettings) {
    app.decorate('orderSettings', options);
  },
  { name: 'order-settings' },
);
