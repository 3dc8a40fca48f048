import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time rules are decided at (sale windows, promotions); replaceable in tests. */
    now: () => Date;
  }
}

export default fp(
  async function clock(app: FastifyInstance, options: { now?: () => Date }) {
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
