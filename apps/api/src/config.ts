import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65_535);
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const ADDRESS_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (ADDRESS_RANGES.has(entry)) return true;
  const [address = '', prefix] = entry.split('/');
  const version = isIP(address);
  if (version === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Whom the API believes about a request's real address and protocol
 * (X-Forwarded-For, X-Forwarded-Proto): everyone (`true`), no one (`false`),
 * or the proxies at the listed addresses, ranges and names.
 */
const trustProxy = z.union([
  booleanFlag,
  z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.every(isAddressOrRange), {
      error: 'must be true, false, or addresses, CIDR ranges and loopback/linklocal/uniquelocal, comma-separated',
    }),
]);

/** Every environment variable the API reads, with its default. */
const configSchema = z.object({
  API_PORT: port.default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  /**
   * The storefront forwards every shopper's request from beside the API, so by
   * default the loopback proxy is believed: per-address limits then count each
   * shopper, not the storefront (README: running behind a reverse proxy).
   */
  TRUST_PROXY: trustProxy.default(['loopback']),
  /** Where shoppers reach the storefront; links in e-mails start with it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** smtp(s)://user:pass@host:port; unset: e-mails are written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Manufaktura <sklep@manufaktura.pl>'),
  /** Where the shop is told of new orders. */
  SHOP_EMAIL: z.email().default('zamowienia@manufaktura.pl'),
  /** redis://… shared by every API instance for the rate limits; unset: each instance counts in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Signs the links that let a guest see an order; at least 32 characters. Unset: kept in DATA_DIR. */
  APP_SECRET: z.string().min(32).optional(),
});

export type Config = Omit<z.output<typeof configSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once, at start. A wrong value stops start-up with a
 * message that names each offending variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = configSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}
