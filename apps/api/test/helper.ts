import { createTestDatabase } from '@manufaktura/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildApp } from '../src/app.ts';
import type { AppOptions } from '../src/app.ts';

export interface TestAppOptions {
  now?: () => Date;
  /** Extra routes a test needs, registered before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** An app on its own fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const appOptions: AppOptions = { config: { LOG_LEVEL: 'silent', TRUST_PROXY: false }, database };
  if (options.now) appOptions.now = options.now;
  const app = await buildApp(appOptions);
  await options.extend?.(app);
  await app.ready();
  return app;
}

/** One app per test file, closed (with its database) after the file. */
export function useTestApp(options: TestAppOptions = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not ready yet');
    return app;
  };
}
