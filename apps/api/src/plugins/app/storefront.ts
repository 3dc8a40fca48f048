import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the storefront which of its cached data changed, by tag (ADR 014); never waited for. */
    storefrontChanged(tags: string[]): void;
  }
}

export interface StorefrontOptions {
  /** The storefront's own address (its POST /cache/revalidate) and its REVALIDATE_SECRET. */
  storefront: { url: string; secret: string } | null;
}

/** How long one notice may take before it is given up (the storefront's own lifetimes still apply). */
const NOTICE_TIMEOUT_MS = 3_000;

/**
 * After a change in the back office, the storefront drops the cached pages and
 * data it concerns, so shoppers see it within seconds rather than after the
 * data's lifetime. A storefront that cannot be told is logged, never an error
 * for the member of staff: its cached data expires on its own within a minute.
 */
export default fp(
  async function storefront(app: FastifyInstance, { storefront: target }: StorefrontOptions) {
    app.decorate('storefrontChanged', (tags: string[]) => {
      if (!target || tags.length === 0) return;
      fetch(new URL('/cache/revalidate', target.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(NOTICE_TIMEOUT_MS),
      }).then(
        (response) => {
          if (!response.ok) app.log.warn({ status: response.status, tags }, 'the storefront refused a revalidation');
        },
        (error: unknown) => app.log.warn({ err: error, tags }, 'the storefront could not be told of a change'),
      );
    });
  },
  { name: 'storefront' },
);
