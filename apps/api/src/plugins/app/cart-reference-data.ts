import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { CartReferenceData } from '../../cart/reference-data.ts';
import { cartReferenceData } from '../../cart/reference-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Promotions, shipping methods and products for cart answers, kept in memory for a few seconds. */
    cartReferenceData: CartReferenceData;
  }
}

export interface CartReferenceDataOptions {
  /** How long they are kept, in seconds; 0 reads them for every answer. */
  ttlSeconds: number;
}

export default fp(
  async function cartReferenceDataPlugin(app: FastifyInstance, options: CartReferenceDataOptions) {
    app.decorate('cartReferenceData', cartReferenceData(options.ttlSeconds * 1000));
  },
  { name: 'cart-reference-data' },
);
