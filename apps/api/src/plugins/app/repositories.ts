import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Repositories, RunInTransaction } from '../../repositories/index.ts';
import { createRepositories } from '../../repositories/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories over the app's database, for reads and single statements. */
    repositories: Repositories;
    /** Runs `work` in one transaction, with the repositories over it; a throw rolls it all back. */
    transaction: RunInTransaction;
  }
}

/** The repositories: the only place in the API that queries the database, made by one factory. */
export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repositories', createRepositories(app.db));
    const transaction: RunInTransaction = (work) => app.db.transaction((tx) => work(createRepositories(tx)));
    app.decorate('transaction', transaction);
  },
  { name: 'repositories', dependencies: ['database'] },
);
