import { z } from 'zod';

import { geowidgetOrigin } from './lib/geowidget.ts';

/**
 * The storefront's environment, read at run time (not baked in at build) so
 * one build serves any port layout. Only server code imports this module;
 * client islands get the public values as props, so zod stays off the client.
 */
const serverEnvSchema = z.object({
  API_ORIGIN: z.url().optional(),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The shop's public address, for canonical URLs, social previews and JSON-LD. */
  SITE_URL: z.url().optional(),
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
});

export interface ServerEnv {
  apiOrigin: string;
  siteUrl: string;
}

/** InPost's Geowidget v5: its token and where its script and styles come from. */
export interface Geowidget {
  token: string;
  origin: string;
}

export interface PublicEnv {
  gaMeasurementId: string | null;
  geowidget: Geowidget | null;
}

let cachedServer: ServerEnv | undefined;
let cachedPublic: PublicEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cachedServer) {
    const env = serverEnvSchema.parse({
      API_ORIGIN: process.env.API_ORIGIN || undefined,
      API_PORT: process.env.API_PORT || undefined,
      PORT: process.env.PORT || undefined,
      SITE_URL: process.env.SITE_URL || undefined,
    });
    cachedServer = {
      apiOrigin: env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT}`,
      siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    };
  }
  return cachedServer;
}

export function publicEnv(): PublicEnv {
  if (!cachedPublic) {
    const env = publicEnvSchema.parse({
      NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
      NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN: process.env.NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN || undefined,
      NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX: process.env.NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX || undefined,
    });
    const token = env.NEXT_PUBLIC_INPOST_GEOWIDGET_TOKEN;
    cachedPublic = {
      gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? null,
      geowidget: token ? { token, origin: geowidgetOrigin(env.NEXT_PUBLIC_INPOST_GEOWIDGET_SANDBOX === 'true') } : null,
    };
  }
  return cachedPublic;
}
