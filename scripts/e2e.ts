/**
 * `npm run test:e2e`: starts the shop exactly as `npm start` does, on free
 * ports with a throw-away data directory, runs the Playwright journeys in
 * Chromium, then stops the shop with SIGTERM and checks that it exits 0.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { exportJWK, generateKeyPair } from 'jose';

import { freePort, ROOT, run, stop, waitForUrl } from './shop-process.ts';

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

/**
 * Google's published keys, as a local stand-in: the shop checks Google ID tokens against
 * this key set, and the journeys sign their tokens with its private key
 * (E2E_GOOGLE_PRIVATE_JWK), as Google would.
 */
async function googleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const keys = [{ ...(await exportJWK(publicKey)), kid: 'e2e-1', alg: 'RS256', use: 'sig' }];
  const server = createHttpServer((_, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, jwksUrl: `http://127.0.0.1:${port}/certs`, privateJwk: JSON.stringify(await exportJWK(privateKey)) };
}

/** The Google OAuth client id the journeys sign in with. */
const E2E_GOOGLE_CLIENT_ID = 'manufaktura-e2e.apps.googleusercontent.com';

const chromium = findChromium();
const google = await googleKeys();
const [port, apiPort] = [await freePort(), await freePort()];
const dataDir = await mkdtemp(join(tmpdir(), 'manufaktura-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;

/**
 * The back office's owners, one per browser project, made as an operator makes the first one:
 * `npm run admin:create-owner` on the shop's data before it starts (e2e/admin.spec.ts).
 */
async function createOwner(email: string): Promise<string> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/admin-create-owner.ts'), '--email', email], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`admin:create-owner exited ${code}`))));
  });
  return /\/admin\/#\/zaproszenie\/([A-Za-z0-9_-]+)/.exec(output)![1]!;
}
const ownerInvitations = {
  desktop: await createOwner('wlasciciel.desktop@manufaktura.pl'),
  mobile: await createOwner('wlasciciel.mobile@manufaktura.pl'),
};

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
    // Sign in with Google is tested with a stand-in of Google's script and these keys (e2e/accounts.spec.ts).
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
    NEXT_PUBLIC_GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    // An order left unpaid is cancelled after a minute, not 3 days (e2e/payments.spec.ts waits for it).
    PAYMENT_TIMEOUT: '60s',
  },
});

let failed = false;
try {
  // The shop builds the storefront and the back office first: on a busy machine that alone can take minutes.
  await waitForUrl(`${baseUrl}/api/health`, shop, 600_000);
  await run(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_DATA_DIR: dataDir,
      CHROME_PATH: chromium,
      E2E_GOOGLE_CLIENT_ID,
      E2E_GOOGLE_PRIVATE_JWK: google.privateJwk,
      E2E_OWNER_INVITATIONS: JSON.stringify(ownerInvitations),
    },
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
  google.server.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
