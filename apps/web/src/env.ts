import { przelewy24Host } from '@manufaktura/core';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

import { geowidgetOrigin } from './lib/geowidget.ts';

/**
 * The storefront's environment, read at run time (not baked in at build) so
 * one build serves any port layout. Only server code imports this module;
 * client islands get the public values as props, so zod stays off the client.
 */
/**
 * Whose `X-Forwarded-For` the storefront believes about a shopper's address: everyone (`true`), no
 * one (`false`), or the proxies at the listed addresses, CIDR ranges and loopback/linklocal/
 * uniquelocal — the API's TRUST_PROXY, in the same words and with the same default.
 */
export type TrustProxy = boolean | string[];

const trustProxySchema = z.union([
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
  z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine(
      (entries) => {
        try {
          proxyAddr.compile(entries);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must be true, false, or addresses, CIDR ranges and loopback/linklocal/uniquelocal, comma-separated' },
    ),
]);

const serverEnvSchema = z.object({
  API_ORIGIN: z.url().optional(),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * Where shoppers reach the shop, the same setting as the API's: canonical URLs, social previews
   * and JSON-LD start with it, and its protocol decides HSTS and the cookies' Secure flag.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: trustProxySchema.default(['loopback']),
  /**
   * The shared secret the API (or the back office) sends to /cache/revalidate when data changed
   * (ADR 014); unset, the route answers 404.
   */
  REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

/**
 * Values that end up in the browser. An unset measurement id means no analytics at all; an unset
 * Geowidget token means no InPost map at checkout (the locker code is typed, with a link to InPost's map).
 */
const publicEnvSchema = z.object({
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'a GA4 measurement id looks like G-XXXXXXX')
    .optional(),
  NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN: z
    .string()
    .regex(/^[\w.-]{8,4096}$/, 'a Geowidget token is a JWT')
    .optional(),
  NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX: z.enum(['true', 'false']).default('false'),
  /** "Sign in with Google" on /login: the OAuth client id (the API's GOOGLE_CLIENT_ID). */
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]{10,200}\.apps\.googleusercontent\.com$/, 'a Google client id ends in .apps.googleusercontent.com')
    .optional(),
  /** "Zaloguj przez Facebooka" on /login: the Facebook app's id (the API's FACEBOOK_APP_ID). */
  NEXT_PUBLIC_FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'a Facebook app id is a number')
    .optional(),
});

export interface ServerEnv {
  apiOrigin: string;
  /** PUBLIC_URL without a trailing slash. */
  siteUrl: string;
  /** The shop is served over HTTPS (PUBLIC_URL says so; no request header can). */
  https: boolean;
  trustProxy: TrustProxy;
  /** Whoever sends it may expire cached data and pages (ADR 014); null: nobody. */
  revalidateSecret: string | null;
}

/** InPost's Geowidget v5: its token and where its script and styles come from. */
export interface Geowidget {
  token: string;
  origin: string;
}

export interface PublicEnv {
  gaMeasurementId: string | null;
  geowidget: Geowidget | null;
  googleClientId: string | null;
  facebookAppId: string | null;
  /** Przelewy24's origin (P24_URL, P24_SANDBOX as the API reads them): the checkout posts on to its payment page. */
  paymentOrigin: string;
}

/** `npm run dev` (Next.js in development mode); Next.js sets NODE_ENV itself. */
export const developing = process.env.NODE_ENV === 'development';

let cachedServer: ServerEnv | undefined;
let cachedPublic: PublicEnv | undefined;

/** The server settings from an environment (blank values count as unset). */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const parsed = serverEnvSchema.parse({
    API_ORIGIN: env.API_ORIGIN || undefined,
    API_PORT: env.API_PORT || undefined,
    PORT: env.PORT || undefined,
    PUBLIC_URL: env.PUBLIC_URL || undefined,
    TRUST_PROXY: env.TRUST_PROXY?.trim() || undefined,
    REVALIDATE_SECRET: env.REVALIDATE_SECRET || undefined,
  });
  const siteUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  return {
    apiOrigin: parsed.API_ORIGIN ?? `http://127.0.0.1:${parsed.API_PORT}`,
    siteUrl,
    https: siteUrl.startsWith('https:'),
    trustProxy: parsed.TRUST_PROXY,
    revalidateSecret: parsed.REVALIDATE_SECRET ?? null,
  };
}

export function serverEnv(): ServerEnv {
  cachedServer ??= readServerEnv(process.env);
  return cachedServer;
}

export function publicEnv(): PublicEnv {
  if (!cachedPublic) {
    const env = publicEnvSchema.parse({
      NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
      NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN: process.env.NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN || undefined,
      NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX: process.env.NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX || undefined,
      NEXT_PUBLIC_GOOGLE_CLIENT_ID: process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID || undefined,
      NEXT_PUBLIC_FACEBOOK_APP_ID: process.env.NEXT_PUBLIC_FACEBOOK_APP_ID || undefined,
    });
    const token = env.NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN;
    cachedPublic = {
      gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? null,
      geowidget: token ? { token, origin: geowidgetOrigin(env.NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX === 'true') } : null,
      googleClientId: env.NEXT_PUBLIC_GOOGLE_CLIENT_ID ?? null,
      facebookAppId: env.NEXT_PUBLIC_FACEBOOK_APP_ID ?? null,
      paymentOrigin: new URL(
        przelewy24Host({ url: process.env.P24_URL || undefined, sandbox: process.env.P24_SANDBOX === 'true' }),
      ).origin,
    };
  }
  return cachedPublic;
}
