import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface Window {
  count: number;
  resetAt: number;
}

export interface RateLimit {
  /** Counts one attempt under `key`; false once more than `max` came within `windowMs`. */
  take(key: string, max: number, windowMs: number): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimit;
  }
}

/** Fixed windows are enough for what is limited here: coupons, newsletter sign-ups. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Attempt limits per key (session, IP), in memory. One instance counts only
 * its own requests; behind several instances the limits are per instance.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    const windows = new Map<string, Window>();
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    app.decorate('rateLimit', {
      take(key, max, windowMs) {
        const now = Date.now();
        const window = windows.get(key);
        if (!window || window.resetAt <= now) {
          windows.set(key, { count: 1, resetAt: now + windowMs });
          return true;
        }
        window.count += 1;
        return window.count <= max;
      },
    });
  },
  { name: 'rate-limit' },
);
