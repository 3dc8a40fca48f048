/**
 * `npm start`: builds the storefront and the back office if needed, starts the API (which
 * migrates and seeds an empty database) and the storefront, prints the URL.
 * Ctrl-C or SIGTERM stops both and exits 0.
 */
import {
  backOfficeBuildIsStale,
  buildBackOffice,
  buildStorefront,
  localPaymentGateway,
  shopEnv,
  startApi,
  startStorefront,
  stop,
  storefrontBuildIsStale,
  waitForUrl,
} from './shop-process.ts';

const env = shopEnv();

if (storefrontBuildIsStale()) {
  console.log('Building the storefront…');
  await buildStorefront();
}
if (backOfficeBuildIsStale()) {
  console.log('Building the back office…');
  await buildBackOffice();
}

const gateway = await localPaymentGateway();
if (gateway) console.log(`Online payments go to a local Przelewy24 simulator: ${gateway.url}`);
const api = startApi(env, gateway?.env);
await waitForUrl(`http://${env.HOST}:${env.API_PORT}/api/health`, api);
const web = startStorefront(env, gateway ? { P24_URL: gateway.url } : {});
await waitForUrl(`http://${env.HOST}:${env.PORT}/`, web);

const host = env.HOST === '127.0.0.1' || env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
console.log(`\nManufaktura is open: http://${host}:${env.PORT}\n`);

let stopping = false;
async function shutdown(exitCode: number): Promise<never> {
  stopping = true;
  await Promise.all([stop(web), stop(api)]);
  await gateway?.close();
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
for (const [name, child] of [
  ['API', api],
  ['storefront', web],
] as const) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`The ${name} stopped unexpectedly (${code}); stopping the shop.`);
    void shutdown(1);
  });
}
