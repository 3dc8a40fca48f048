import { randomUUID } from 'node:crypto';

import cookie from '@fastify/cookie';
import type { DatabaseHandle } from '@manufaktura/db';
import type { FastifyInstance } from 'fastify';
import Fastify, { LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

import { facebookVerifier } from './accounts/facebook.ts';
import { googleVerifier } from './accounts/google.ts';
import type { Config } from './config.ts';
import { DEFAULT_PAYMENT_TIMEOUT_MS, DEFAULT_RESPONSE_CACHE_SECONDS } from './constants.ts';
import { loggableUrl, loggerOptions } from './logging.ts';
import type { Przelewy24Settings } from './payments/przelewy24.ts';
import { createPrzelewy24 } from './payments/przelewy24.ts';
import cartReferenceData from './plugins/app/cart-reference-data.ts';
import clock from './plugins/app/clock.ts';
import database from './plugins/app/database.ts';
import errors, { routerErrorHandler } from './plugins/app/errors.ts';
import type { MailerOptions } from './plugins/app/mailer.ts';
import mailer from './plugins/app/mailer.ts';
import media from './plugins/app/media.ts';
import type { OrderSettings } from './plugins/app/order-settings.ts';
import orderSettings from './plugins/app/order-settings.ts';
import type { PaymentExpiryOptions } from './plugins/app/payment-expiry.ts';
import paymentExpiryPlugin from './plugins/app/payment-expiry.ts';
import type { ProductViewsOptions } from './plugins/app/product-views.ts';
import productViewsPlugin from './plugins/app/product-views.ts';
import rateLimit from './plugins/app/rate-limit.ts';
import repositories from './plugins/app/repositories.ts';
import sessions from './plugins/app/sessions/index.ts';
import type { StorefrontOptions } from './plugins/app/storefront.ts';
import storefrontPlugin from './plugins/app/storefront.ts';
import httpCache from './plugins/external/http-cache.ts';
import openapi from './plugins/external/openapi.ts';
import responseCache from './plugins/external/response-cache.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import accountRoutes from './routes/accounts/index.ts';
import subscriptionRoutes from './routes/accounts/subscription.ts';
import adminRoutes from './routes/admin/index.ts';
import backOfficeRoutes, { DEFAULT_BACK_OFFICE_DIR } from './routes/back-office/index.ts';
import cartRoutes from './routes/carts/index.ts';
import bundleRoutes from './routes/content/bundles.ts';
import homeRoutes from './routes/content/home.ts';
import layoutRoutes from './routes/content/layout.ts';
import pageRoutes from './routes/content/pages.ts';
import postRoutes from './routes/content/posts.ts';
import healthRoutes from './routes/health/index.ts';
import inquiryRoutes from './routes/inquiries/index.ts';
import mediaRoutes from './routes/media/index.ts';
import orderRoutes from './routes/orders/index.ts';
import productRoutes from './routes/products/index.ts';
import reviewRoutes from './routes/reviews/index.ts';
import searchRoutes from './routes/search/index.ts';
import { serializerCompiler, verifyAnswers } from './serialization.ts';

export interface AppOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY' | 'REDIS_URL' | 'API_DOCS'> &
    Partial<
      Pick<
        Config,
        'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL'
      >
    >;
  database: DatabaseHandle;
  /** Where originals and generated variants of images live. */
  mediaDir: string;
  /** How e-mails leave the shop (SMTP or files) and how often the outbox is looked at. */
  mail: MailerOptions;
  /** What placing orders needs: the link secret, the public URL, the shop's address. */
  orders: OrderSettings;
  /** The Przelewy24 account online payments go to; none: only cash on delivery. */
  payments?: Przelewy24Settings | null;
  /** When an order unpaid online is cancelled, and how often that is looked at (default: 3 days, never). */
  paymentExpiry?: PaymentExpiryOptions;
  /**
   * Seconds public answers, and the promotions and shipping methods carts read, are kept in memory
   * (default 5; 0 in tests that move the clock).
   */
  responseCacheSeconds?: number;
  /** Prefix of the rate-limit counters in Redis (tests give each run its own). */
  rateLimitNameSpace?: string;
  /** The storefront told of changes made in the back office; none by default. */
  storefront?: StorefrontOptions['storefront'];
  /** Where the built back office is (apps/admin/dist by default). */
  backOfficeDir?: string;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Where log lines go (standard output by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Check every answer against its contract schema before it is written (tests). */
  verifyAnswers?: boolean;
  /** Product answers kept ready in the background (ADR 016); by default only built when read. */
  productViews?: ProductViewsOptions;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Composes the API: external plugins, then ours, then the routes under /api.
 * Exported without listening so tests can `inject` requests.
 */
export async function buildApp({
  config,
  database: handle,
  mediaDir,
  mail,
  orders,
  payments = null,
  paymentExpiry: expiry = { timeoutMs: DEFAULT_PAYMENT_TIMEOUT_MS, intervalMs: 0 },
  backOfficeDir = DEFAULT_BACK_OFFICE_DIR,
  storefront = null,
  now,
  responseCacheSeconds = DEFAULT_RESPONSE_CACHE_SECONDS,
  rateLimitNameSpace,
  logStream,
  verifyAnswers: verify = false,
  productViews = { intervalMs: 0 },
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const presented = request.headers['x-request-id'];
      return typeof presented === 'string' && REQUEST_ID.test(presented) ? presented : randomUUID();
    },
    bodyLimit: 1_048_576,
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: routerErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (verify) verifyAnswers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: loggableUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(openapi, { reference: config.API_DOCS });
  await app.register(clock, now ? { now } : {});
  await app.register(database, { handle });
  await app.register(media, { mediaDir });
  await app.register(repositories);
  await app.register(sessions, { secret: orders.secret, publicUrl: orders.publicUrl });
  // After sessions: an answer from the cache is public, and public answers carry no Session-Id.
  await app.register(responseCache, { ttlSeconds: responseCacheSeconds });
  await app.register(httpCache);
  await app.register(cartReferenceData, { ttlSeconds: responseCacheSeconds });
  await app.register(rateLimit, {
    redisUrl: config.REDIS_URL,
    ...(rateLimitNameSpace ? { nameSpace: rateLimitNameSpace } : {}),
  });
  await app.register(mailer, mail);
  await app.register(orderSettings, orders);
  app.decorate(
    'googleSignIn',
    config.GOOGLE_CLIENT_ID
      ? googleVerifier({
          clientId: config.GOOGLE_CLIENT_ID,
          jwksUrl: config.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
        })
      : null,
  );
  app.decorate(
    'facebookSignIn',
    config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
      ? facebookVerifier({
          appId: config.FACEBOOK_APP_ID,
          appSecret: config.FACEBOOK_APP_SECRET,
          graphUrl: config.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v21.0',
        })
      : null,
  );

  app.decorate('przelewy24', payments ? createPrzelewy24(payments) : null);
  await app.register(paymentExpiryPlugin, expiry);
  await app.register(productViewsPlugin, productViews);
  await app.register(storefrontPlugin, { storefront });

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        productRoutes,
        reviewRoutes,
        searchRoutes,
        bundleRoutes,
        postRoutes,
        pageRoutes,
        homeRoutes,
        layoutRoutes,
        cartRoutes,
        orderRoutes,
        accountRoutes,
        subscriptionRoutes,
        inquiryRoutes,
      ]) {
        await api.register(routes);
      }
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(backOfficeRoutes, { dir: backOfficeDir });
  return app;
}
