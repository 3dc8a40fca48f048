/**
 * `npm run test:e2e`: starts the shop exactly as `npm start` does, on free
 * ports with a throw-away data directory, runs the Playwright journeys in
 * Chromium, then stops the shop with SIGTERM and checks that it exits 0.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT, run, stop, waitForUrl } from './shop-process.ts';

/** A made-up Geowidget token: the journeys never reach InPost. */
const E2E_GEOWIDGET_TOKEN = 'e2e.geowidget.token';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium(): string {
  const path = [process.env.CHROME_PATH, ...CHROMIUM_CANDIDATES].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!path) {
    console.error(
      'No Chromium found for the end-to-end tests. Install it with `apt-get install chromium` ' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  return path;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const chromium = findChromium();
const [port, apiPort] = [await freePort(), await freePort()];
const dataDir = await mkdtemp(join(tmpdir(), 'manufaktura-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;

const shop = spawn(process.execPath, [join(ROOT, 'scripts/start.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // InPost's map at checkout is tested with a stand-in of its script (e2e/checkout.spec.ts).
    NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN: E2E_GEOWIDGET_TOKEN,
  },
});

let failed = false;
try {
  await waitForUrl(`${baseUrl}/api/health`, shop, 300_000);
  await run(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, CHROME_PATH: chromium },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  const exitCode = await stop(shop);
  if (exitCode !== 0) {
    console.error(`The shop did not stop cleanly on SIGTERM (exit ${exitCode}).`);
    failed = true;
  }
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
