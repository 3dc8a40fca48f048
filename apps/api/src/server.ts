import { join } from 'node:path';

import { buildApp } from './app.ts';
import { exitOnStartupFailure, mediaDirOf, openShopDatabase, seedShop } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import {
  OUTBOX_INTERVAL_MS,
  paymentExpiryIntervalMs,
  PRODUCT_VIEWS_INTERVAL_MS,
  SHUTDOWN_GRACE_MS,
} from './constants.ts';
import { createMailer } from './mail/transport.ts';
import { przelewy24Settings } from './payments/przelewy24.ts';
import { appSecret } from './secret.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const secret = await appSecret(config);
  const handle = await openShopDatabase(config);
  const mediaDir = mediaDirOf(config);
  if (config.SEED_DEMO) await seedShop(handle, mediaDir);

  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: join(config.DATA_DIR, 'outbox') });
  const app = await buildApp({
    config,
    database: handle,
    mediaDir,
    mail: {
      send: mailer.send,
      close: mailer.close,
      from: config.MAIL_FROM,
      intervalMs: OUTBOX_INTERVAL_MS,
    },
    orders: { secret, publicUrl: config.PUBLIC_URL, shopEmail: config.SHOP_EMAIL },
    payments: przelewy24Settings(config),
    storefront:
      config.STOREFRONT_URL && config.REVALIDATE_SECRET
        ? { url: config.STOREFRONT_URL, secret: config.REVALIDATE_SECRET }
        : null,
    paymentExpiry: { timeoutMs: config.PAYMENT_TIMEOUT, intervalMs: paymentExpiryIntervalMs(config.PAYMENT_TIMEOUT) },
    productViews: { intervalMs: PRODUCT_VIEWS_INTERVAL_MS },
  });
  await app.listen({ port: config.API_PORT, host: config.API_HOST });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch(exitOnStartupFailure('The shop API'));
