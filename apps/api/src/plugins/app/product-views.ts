import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { refreshProductViews } from '../../catalog/product-views.ts';
import { PRODUCT_VIEWS_PER_ROUND } from '../../constants.ts';

declare module 'fastify' {
  interface FastifyInstance {
    productViews: {
      /** Builds every expired product answer now; how many products it built. */
      refreshAll(): Promise<number>;
    };
  }
}

export interface ProductViewsOptions {
  /** How often expired answers are built in the background; 0 builds them only when read (tests). */
  intervalMs: number;
}

/**
 * Keeps the product answers of `product_views` ready (ADR 016). On start every kept answer expires
 * (this code may write them differently); rounds then build what has expired, a few products at a
 * time, so shoppers' requests seldom wait for one. A request finding its answer expired builds it
 * itself: correctness never waits for a round.
 */
export default fp(
  async function productViews(app: FastifyInstance, options: ProductViewsOptions) {
    let running: Promise<number> | null = null;
    let closed = false;
    const refreshAll = () => {
      running ??= (async () => {
        let built = 0;
        for (;;) {
          const round = await refreshProductViews(app.repositories, app.now(), PRODUCT_VIEWS_PER_ROUND);
          built += round;
          if (round < PRODUCT_VIEWS_PER_ROUND || closed) return built;
        }
      })().finally(() => {
        running = null;
      });
      return running;
    };
    const round = () =>
      void refreshAll().catch((error: unknown) => app.log.error({ err: error }, 'building product answers failed'));
    app.decorate('productViews', { refreshAll });
    app.addHook('onReady', async () => {
      await app.repositories.products.expireAllViews();
      if (options.intervalMs > 0) round();
    });
    const timer = options.intervalMs > 0 ? setInterval(round, options.intervalMs) : undefined;
    timer?.unref();
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'product-views', dependencies: ['repositories', 'clock'] },
);
