import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { DatabaseHandle } from '@manufaktura/db';
import { seedDemoShop } from '@manufaktura/db';
import type { SeedShop } from '@manufaktura/db/seed-types';
import { createTestDatabase } from '@manufaktura/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import type { AppOptions } from '../src/app.ts';
import { buildApp } from '../src/app.ts';
import { saveOriginal } from '../src/media/storage.ts';

export interface TestAppOptions {
  now?: () => Date;
  /** Seed the demo shop, or the given one, with its pictures, at the test clock's time. */
  seed?: boolean | SeedShop;
  /** Keep public answers in memory this long (off by default: tests move the clock). */
  responseCacheSeconds?: number;
  /** How e-mails are sent; by default they are dropped. */
  mail?: AppOptions['mail'];
  orders?: Partial<AppOptions['orders']>;
  /** The Przelewy24 account online payments go to (the local simulator in tests). */
  payments?: AppOptions['payments'];
  /** Serve the reference at /api/docs (API_DOCS); on by default. */
  apiDocs?: boolean;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); nobody's by default. */
  trustProxy?: AppOptions['config']['TRUST_PROXY'];
  /** Count rate limits in this Redis (REDIS_URL) under this key prefix; in memory by default. */
  redis?: { url: string; nameSpace: string };
  /**
   * A database another app uses too (as two instances share one PostgreSQL);
   * this app does not close it. By default each app gets its own.
   */
  database?: DatabaseHandle;
  /** Write log lines at info level to this stream (silent by default). */
  logStream?: NodeJS.WritableStream;
  /** Sign in with Google: the client id and where its keys are published (a local server in tests). */
  google?: { clientId: string; jwksUrl: string };
  /** Facebook Login: the app and where its Graph API answers (a local stand-in in tests). */
  facebook?: { appId: string; appSecret: string; graphUrl: string };
  /** The storefront told of changes made in the back office (a local stand-in in tests). */
  storefront?: AppOptions['storefront'];
  /** Where the built back office is (a folder the test makes). */
  backOfficeDir?: string;
  /** Extra routes a test needs, registered before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * An app on its own fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) and its own media folder, both gone when it closes.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ? { ...options.database, close: async () => {} } : await createTestDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'manufaktura-media-'));
  if (options.seed) {
    await seedDemoShop(database.db, {
      now: options.now?.() ?? new Date(),
      ...(options.seed === true ? {} : { shop: options.seed }),
      writeOriginal: async (key, data, ext) => {
        await saveOriginal(mediaDir, key, data, ext);
      },
    });
  }
  const appOptions: AppOptions = {
    config: {
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
      TRUST_PROXY: options.trustProxy ?? false,
      API_DOCS: options.apiDocs ?? true,
      ...(options.google ? { GOOGLE_CLIENT_ID: options.google.clientId, GOOGLE_JWKS_URL: options.google.jwksUrl } : {}),
      ...(options.facebook
        ? {
            FACEBOOK_APP_ID: options.facebook.appId,
            FACEBOOK_APP_SECRET: options.facebook.appSecret,
            FACEBOOK_GRAPH_URL: options.facebook.graphUrl,
          }
        : {}),
    },
    database,
    mediaDir,
    mail: options.mail ?? { send: async () => {}, from: 'Manufaktura <sklep@example.pl>', intervalMs: 0 },
    orders: {
      secret: 'sekret-testowy-do-podpisywania-linkow-zamowien',
      publicUrl: 'http://sklep.test',
      shopEmail: 'zamowienia@example.pl',
      ...options.orders,
    },
    responseCacheSeconds: options.responseCacheSeconds ?? 0,
    payments: options.payments ?? null,
    verifyAnswers: true,
  };
  if (options.now) appOptions.now = options.now;
  if (options.backOfficeDir) appOptions.backOfficeDir = options.backOfficeDir;
  if (options.storefront) appOptions.storefront = options.storefront;
  if (options.logStream) appOptions.logStream = options.logStream;
  if (options.redis) {
    appOptions.config.REDIS_URL = options.redis.url;
    appOptions.rateLimitNameSpace = options.redis.nameSpace;
  }
  const app = await buildApp(appOptions);
  app.addHook('onClose', () => rm(mediaDir, { recursive: true, force: true }));
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
