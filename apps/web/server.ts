/**
 * The storefront's server (`node apps/web/server.ts --port 3000 --hostname 127.0.0.1 [--dev]`):
 * Next.js behind the front door
 * (src/server/front-door.ts), which fixes the forwarding headers before Next.js sees a request,
 * forwards the API's paths itself and, outside development, answers the shared pages from their
 * cache (src/server/shared-pages.ts, ADR 014), which asks Next.js for them on a private socket.
 * Listens on HOST:PORT; SIGTERM closes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import next from 'next';

import { SHARED_PAGE_FRESH_SECONDS } from './src/constants.ts';
import { publicEnv, serverEnv } from './src/env.ts';
import { contentSecurityPolicy } from './src/lib/content-security-policy.ts';
import { onSharedPagesChanged } from './src/lib/shared-page.ts';
import { frontDoor } from './src/server/front-door.ts';
import type { SharedPages } from './src/server/shared-pages.ts';
import { renderOnSocket, sharedPages } from './src/server/shared-pages.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    hostname: { type: 'string', default: '127.0.0.1' },
    dev: { type: 'boolean', default: false },
  },
});
const [host, port] = [values.hostname, Number(values.port)];
const env = serverEnv();

const app = next({ dev: values.dev, dir: import.meta.dirname, hostname: host, port });
await app.prepare();

const pages = app.getRequestHandler();

// Shared pages are rendered by Next.js on a socket in a directory only this user can open.
const socketDir = values.dev ? null : mkdtempSync(join(tmpdir(), 'manufaktura-web-'));
const inner = createServer(pages);
let shared: SharedPages | undefined;
if (socketDir) {
  const socketPath = join(socketDir, 'next.sock');
  await new Promise<void>((resolve) => inner.listen(socketPath, resolve));
  const cache = sharedPages({
    render: renderOnSocket(socketPath),
    freshMs: SHARED_PAGE_FRESH_SECONDS * 1000,
    policy: (hashes) => contentSecurityPolicy({ hashes }, publicEnv()),
  });
  onSharedPagesChanged(() => cache.purge());
  shared = cache;
}

const server = createServer(
  frontDoor({
    apiOrigin: env.apiOrigin,
    publicUrl: env.siteUrl,
    trustProxy: env.trustProxy,
    pages,
    sharedPages: shared,
  }),
);
if (values.dev) {
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (request, socket, head) => void upgrade(request, socket, head));
}
server.listen(port, host, () => console.warn(`The storefront listens on http://${host}:${port}`));

function shutdown() {
  if (socketDir) {
    inner.close();
    rmSync(socketDir, { recursive: true, force: true });
  }
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
