import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { cancelUnpaidOrders } from '../../payments/expiry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cancels the orders whose online payment is overdue; the app runs it every `intervalMs` too. */
    paymentExpiry: { run(): Promise<number>; readonly timeoutMs: number };
  }
}

export interface PaymentExpiryOptions {
  /** How long an order waits for its online payment before it is cancelled. */
  timeoutMs: number;
  /** How often overdue orders are looked for (0: only when `run` is called, as tests do). */
  intervalMs: number;
}

/** Cancels unpaid orders in the background, one round at a time. */
export default fp(
  async function paymentExpiry(app: FastifyInstance, options: PaymentExpiryOptions) {
    let running: Promise<number> | null = null;
    const run = () => {
      running ??= cancelUnpaidOrders(
        { repositories: app.repositories, transaction: app.transaction, log: app.log },
        { now: app.now(), timeoutMs: options.timeoutMs, publicUrl: app.orderSettings.publicUrl },
      ).finally(() => {
        running = null;
      });
      return running;
    };
    const round = () =>
      void run().catch((error: unknown) => app.log.error({ err: error }, 'cancelling unpaid orders failed'));
    const timer = options.intervalMs > 0 ? setInterval(round, options.intervalMs) : undefined;
    timer?.unref();
    app.decorate('paymentExpiry', { run, timeoutMs: options.timeoutMs });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'payment-expiry', dependencies: ['repositories', 'clock', 'order-settings'] },
);
