import { isIP } from 'node:net';
import { resolve } from 'node:path';

import { z } from 'zod';

import { DEFAULT_PAYMENT_TIMEOUT_MS } from './constants.ts';

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

/** APP_SECRET's shortest length: shorter secrets can be guessed. */
export const MIN_SECRET_LENGTH = 32;

/** Every environment variable the API reads, with its default. */
const configSchema = z.object({
  API_PORT: port.default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fill an empty database with the demo shop; by default only outside production. */
  SEED_DEMO: booleanFlag.optional(),
  /** The API reference page at /api/docs; by default only outside production (/api/openapi.json always). */
  API_DOCS: booleanFlag.optional(),
  /**
   * The storefront forwards every shopper's request from beside the API, so by
   * default the loopback proxy is believed: per-address limits then count each
   * shopper, not the storefront (README: running behind a reverse proxy).
   */
  TRUST_PROXY: trustProxy.default(['loopback']),
  /** Where the API tells the storefront which cached data changed (its POST /cache/revalidate); unset: it is not told. */
  STOREFRONT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The storefront's REVALIDATE_SECRET, sent with every such request. */
  REVALIDATE_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
  /** Where shoppers reach the storefront; links in e-mails start with it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** smtp(s)://user:pass@host:port; unset: e-mails are written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Manufaktura <sklep@manufaktura.pl>'),
  /** Where the shop is told of new orders. */
  SHOP_EMAIL: z.email().default('zamowienia@manufaktura.pl'),
  /** redis://… shared by every API instance for the rate limits; unset: each instance counts in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Signs session tokens and guest order links; the same on every instance. Unset: made once in DATA_DIR. */
  APP_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
  /** The OAuth client id of "Sign in with Google"; unset: no Google sign-in. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Where Google publishes the keys its ID tokens are signed with. */
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Facebook Login: the app's id and secret (both, or neither: no Facebook sign-in). */
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'a Facebook app id is a number')
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(16).optional(),
  /** The Graph API user tokens are checked with. */
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  /** Przelewy24: the merchant id, CRC key and API key (all three, or none: no online payment). */
  P24_MERCHANT_ID: z.coerce.number().int().positive().optional(),
  /** The point of sale; the merchant id unless Przelewy24 gave another. */
  P24_POS_ID: z.coerce.number().int().positive().optional(),
  P24_CRC: z.string().min(8).optional(),
  P24_API_KEY: z.string().min(8).optional(),
  /** Przelewy24's sandbox instead of the real payments. */
  P24_SANDBOX: booleanFlag.default(false),
  /** Another Przelewy24 host (the local simulator `npm start` runs without credentials). */
  P24_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long an order waits for its online payment before it is cancelled: 3d, 12h, 30m or 90s. */
  PAYMENT_TIMEOUT: z
    .string()
    .regex(/^\d{1,6}[smhd]$/, 'a duration such as 3d, 12h, 30m or 90s')
    .transform(
      (value) =>
        Number(value.slice(0, -1)) *
        { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[value.at(-1) as 's' | 'm' | 'h' | 'd'],
    )
    .default(DEFAULT_PAYMENT_TIMEOUT_MS),
});

type ParsedConfig = z.output<typeof configSchema>;
export type Config = Omit<ParsedConfig, 'DATA_DIR' | 'SEED_DEMO' | 'API_DOCS'> & {
  DATA_DIR: string;
  SEED_DEMO: boolean;
  API_DOCS: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables whose value is never repeated in a message. */
const SECRET_VARIABLES = new Set(['APP_SECRET', 'FACEBOOK_APP_SECRET', 'P24_CRC', 'P24_API_KEY']);
/** Variables that may hold a password in their URL's user part. */
const URL_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL']);

/** A URL with everything between its user name and the last `@` masked: `postgres://shop:***@db/shop`. */
function withoutPassword(url: string): string {
  const authority = url.indexOf('//');
  const at = url.lastIndexOf('@');
  const colon = url.indexOf(':', authority + 2);
  if (authority < 0 || at < authority || colon < 0 || colon > at) return url;
  return `${url.slice(0, colon + 1)}***${url.slice(at)}`;
}

/**
 * A value as a configuration error may repeat it: secrets not at all, and a URL's password
 * masked, so start-up logs never carry credentials.
 */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_VARIABLES.has(name)) return `a value of ${value.length} characters`;
  return JSON.stringify(URL_VARIABLES.has(name) ? withoutPassword(value) : value);
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
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${shownValue(String(issue.path[0]), env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const outsideProduction = env.NODE_ENV !== 'production';
  return {
    ...parsed.data,
    DATA_DIR: resolve(parsed.data.DATA_DIR),
    SEED_DEMO: parsed.data.SEED_DEMO ?? outsideProduction,
    API_DOCS: parsed.data.API_DOCS ?? outsideProduction,
  };
}
