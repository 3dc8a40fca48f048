/**
 * The storefront's server (`node apps/web/server.ts --port 3000 --hostname 127.0.0.1 [--dev]`):
 * Next.js behind the front door
 * (src/server/front-door.ts), which fixes the forwarding headers before Next.js sees a request and
 * forwards the API's paths itself. Listens on HOST:PORT; SIGTERM closes it.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

import next from 'next';

import { serverEnv } from './src/env.ts';
import { frontDoor } from './src/server/front-door.ts';

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

const server = createServer(
  frontDoor({
    apiOrigin: env.apiOrigin,
    publicUrl: env.siteUrl,
    trustProxy: env.trustProxy,
    pages: app.getRequestHandler(),
  }),
);
if (values.dev) {
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (request, socket, head) => void upgrade(request, socket, head));
}
server.listen(port, host, () => console.warn(`The storefront listens on http://${host}:${port}`));

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
