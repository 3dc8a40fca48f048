import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

import { startP24Simulator } from './p24-simulator.ts';

export const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');
/** The storefront's own server: Next.js behind the front door that fixes the forwarding headers (ADR 008). */
export const STOREFRONT_SERVER = join(WEB, 'server.ts');

export interface ShopEnv {
  PORT: string;
  API_PORT: string;
  HOST: string;
  DATA_DIR: string;
}

/** The shop's own defaults, overridable from the environment. */
export function shopEnv(env: NodeJS.ProcessEnv = process.env): ShopEnv {
  return {
    PORT: env.PORT || '3000',
    API_PORT: env.API_PORT || '4000',
    HOST: env.HOST || '127.0.0.1',
    DATA_DIR: resolve(ROOT, env.DATA_DIR || 'data'),
  };
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.next') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Where a build notes the NEXT_PUBLIC_ values it was made with. */
const BUILT_WITH = join(WEB, '.next/public-env.json');

/**
 * The NEXT_PUBLIC_ values a build bakes in (the content security policy
 * among them: analytics, InPost's map), in a stable order.
 */
function publicEnvOf(env: NodeJS.ProcessEnv): string {
  const entries = Object.entries(env).filter(([name, value]) => name.startsWith('NEXT_PUBLIC_') && value);
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The storefront needs a build when there is none, its sources changed since, or its public settings did. */
export function storefrontBuildIsStale(): boolean {
  const buildId = join(WEB, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  if (!existsSync(BUILT_WITH) || readFileSync(BUILT_WITH, 'utf8') !== publicEnvOf(process.env)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [join(WEB, 'src'), join(WEB, 'public'), join(WEB, 'next.config.ts'), join(ROOT, 'packages/core/src')];
  return sources.some((source) => newestMtime(source) > builtAt);
}

const ADMIN = join(ROOT, 'apps/admin');
const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js');

/** The back office needs a build when there is none or its sources (or core's, or the contract's) changed since. */
export function backOfficeBuildIsStale(): boolean {
  const page = join(ADMIN, 'dist/index.html');
  if (!existsSync(page)) return true;
  const builtAt = statSync(page).mtimeMs;
  const sources = [join(ADMIN, 'src'), join(ADMIN, 'index.html'), join(ADMIN, 'vite.config.ts')];
  return [...sources, join(ROOT, 'packages/core/src'), join(ROOT, 'packages/contract/src')].some(
    (source) => newestMtime(source) > builtAt,
  );
}

export async function buildBackOffice(): Promise<void> {
  await run(process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn'], { cwd: ADMIN });
}

export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd ?? ROOT, env: options.env ?? process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export async function buildStorefront(): Promise<void> {
  await run(process.execPath, [NEXT_BIN, 'build'], {
    cwd: WEB,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(BUILT_WITH, publicEnvOf(process.env));
}

/** The secret the storefront's revalidation route takes when none is configured: new for every run. */
const RUN_REVALIDATE_SECRET = randomBytes(32).toString('base64url');

/**
 * The settings both processes read alike: one public address (PUBLIC_URL, by default the
 * storefront's own port on localhost), so links, HSTS and cookies agree.
 */
export function sharedEnv(env: ShopEnv, from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const storefrontHost = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  return {
    ...from,
    ...env,
    PUBLIC_URL: from.PUBLIC_URL || `http://localhost:${env.PORT}`,
    // The API tells the storefront beside it what changed (ADR 014), with a secret made for this run.
    STOREFRONT_URL: from.STOREFRONT_URL || `http://${storefrontHost}:${env.PORT}`,
    REVALIDATE_SECRET: from.REVALIDATE_SECRET || RUN_REVALIDATE_SECRET,
  };
}

/** Extra settings for the API, e.g. the local payment gateway's. */
export function startApi(env: ShopEnv, extra: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...sharedEnv(env), ...extra, API_HOST: env.HOST },
  });
}

/** The demo Przelewy24 account the local simulator keeps (its keys are made anew at every start). */
const SIMULATED_MERCHANT_ID = 100_001;

/**
 * Outside production, a shop without Przelewy24 credentials takes its online payments with the local
 * simulator (same protocol, a payment page with "zapłać", "odrzuć" and "porzuć"); the settings the
 * API needs for it, or none. In production, no credentials means no online payment.
 */
export async function localPaymentGateway(
  from: NodeJS.ProcessEnv = process.env,
): Promise<{ env: NodeJS.ProcessEnv; url: string; close(): Promise<void> } | null> {
  if (from.P24_MERCHANT_ID || from.NODE_ENV === 'production' || from.P24_SIMULATOR === 'false') return null;
  const account = {
    merchantId: SIMULATED_MERCHANT_ID,
    posId: SIMULATED_MERCHANT_ID,
    crc: randomBytes(8).toString('hex'),
    apiKey: randomBytes(16).toString('hex'),
  };
  const simulator = await startP24Simulator({ ...account, port: Number(from.P24_SIMULATOR_PORT || 0) });
  return {
    url: simulator.url,
    close: simulator.close,
    env: {
      P24_MERCHANT_ID: String(account.merchantId),
      P24_CRC: account.crc,
      P24_API_KEY: account.apiKey,
      P24_URL: simulator.url,
    },
  };
}

/** Extra settings for one storefront, e.g. a TRUST_PROXY of its own. */
export function startStorefront(env: ShopEnv, extra: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, [STOREFRONT_SERVER, '--port', env.PORT, '--hostname', env.HOST], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...sharedEnv(env), ...extra, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/** A TCP port nothing listens on at the moment, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls a URL until it answers 2xx, the process dies, or the time runs out. */
export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM and resolves with the exit code (or null if killed by a signal). */
export function stop(child: ChildProcess, timeoutMs = 10_000): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolvePromise(code);
    });
    child.kill('SIGTERM');
  });
}
