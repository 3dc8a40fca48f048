/**
 * `npm run dev`: the API restarting on change (node --watch) and the
 * storefront in Next.js dev mode, on the same ports as `npm start`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ROOT, sharedEnv, shopEnv, stop, STOREFRONT_SERVER, waitForUrl } from './shop-process.ts';

const env = shopEnv();
const api = spawn(process.execPath, ['--watch', join(ROOT, 'apps/api/src/server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...sharedEnv(env), API_HOST: env.HOST },
});
await waitForUrl(`http://${env.HOST}:${env.API_PORT}/api/health`, api);
const web = spawn(process.execPath, [STOREFRONT_SERVER, '--dev', '--port', env.PORT, '--hostname', env.HOST], {
  cwd: join(ROOT, 'apps/web'),
  stdio: 'inherit',
  env: { ...sharedEnv(env), NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' },
});

async function shutdown(): Promise<never> {
  await Promise.all([stop(web), stop(api)]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
