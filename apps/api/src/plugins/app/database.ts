import type { Database, DatabaseHandle } from '@manufaktura/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}

/** Hands the opened database to the app; the app closes it when it closes. */
export default fp(
  async function database(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    app.decorate('database', options.handle);
    app.decorate('db', options.handle.db);
    app.addHook('onClose', () => options.handle.close());
  },
  { name: 'database' },
);
