import { z } from 'zod';

/**
 * The storefront's server environment, read at run time (not baked in at
 * build) so one build serves any port layout.
 */
const serverEnvSchema = z.object({
  API_ORIGIN: z.url().optional(),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
});

let cached: { apiOrigin: string } | undefined;

export function serverEnv(): { apiOrigin: string } {
  if (!cached) {
    const env = serverEnvSchema.parse({
      API_ORIGIN: process.env.API_ORIGIN || undefined,
      API_PORT: process.env.API_PORT || undefined,
    });
    cached = { apiOrigin: env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT}` };
  }
  return cached;
}
