import { join } from 'node:path';

import { buildApp } from './app.ts';
import { mediaDirOf, openShopDatabase, seedShop } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createMailer } from './mail/transport.ts';
import { appSecret } from './secret.ts';

/** How often the outbox is looked at for e-mails due (orders also send theirs at once). */
const OUTBOX_INTERVAL_MS = 15_000;
/** In-flight requests get this long to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 4_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openShopDatabase(config);
  const mediaDir = mediaDirOf(config);
  if (config.SEED_DEMO) await seedShop(handle, mediaDir);

  const app = await buildApp({
    config,
    database: handle,
    mediaDir,
    mail: {
      send: createMailer({ smtpUrl: config.SMTP_URL, outboxDir: join(config.DATA_DIR, 'outbox') }),
      from: config.MAIL_FROM,
      intervalMs: OUTBOX_INTERVAL_MS,
    },
    orders: { secret: await appSecret(config), publicUrl: config.PUBLIC_URL, shopEmail: config.SHOP_EMAIL },
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop API could not start:', error);
  }
  process.exit(1);
});
