import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { legalDocumentsKept } from '../../orders/legal-documents.ts';
import type { PlaceOrderContext } from '../../orders/place-order.ts';

/** What the app is given for orders; the legal documents' keeper is its own. */
export type OrderSettings = Omit<PlaceOrderContext, 'now' | 'documents'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What placing an order needs besides the request: the link secret, the public URL, the shop's address, the legal documents kept. */
    orderSettings: Omit<PlaceOrderContext, 'now'>;
  }
}

export default fp(
  async function orderSettings(app: FastifyInstance, options: OrderSettings) {
    app.decorate('orderSettings', { ...options, documents: legalDocumentsKept() });
  },
  { name: 'order-settings' },
);
