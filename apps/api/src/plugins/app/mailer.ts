import { setTimeout as delay } from 'node:timers/promises';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { MAILER_CLOSE_WAIT_MS, OUTBOX_BATCH } from '../../constants.ts';
import { deliverDueEmails } from '../../mail/outbox.ts';
import type { SendMail } from '../../mail/transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Sends what is due now instead of waiting for the next round. */
      kick(): void;
      /** Resolves when the current round (if any) is over. */
      idle(): Promise<void>;
    };
  }
}

export interface MailerOptions {
  send: SendMail;
  /** Ends the transport's open connections once the last round is over (or given up on) as the app closes. */
  close?: () => void;
  from: string;
  /** How often due e-mails are looked for; 0 sends only when kicked. */
  intervalMs: number;
  /** How long closing waits for a send in flight (default 5 s). */
  closeWaitMs?: number;
}

/**
 * Sends the outbox in the background, one round (a batch) at a time; a round that found a full
 * batch is followed at once by another, until the e-mails due are sent.
 */
export default fp(
  async function mailer(app: FastifyInstance, options: MailerOptions) {
    let running: Promise<void> = Promise.resolve();
    let busy = false;
    let again = false;
    let closed = false;
    // A kick during a round asks for one more round after it: what it queued goes out too.
    const round = () => {
      if (closed) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      again = false;
      running = deliverDueEmails(app.db, options.send, options.from, app.now())
        .then(
          ({ claimed }) => {
            if (claimed === OUTBOX_BATCH) again = true;
          },
          (error: unknown) => app.log.error({ err: error }, 'sending e-mails failed'),
        )
        .finally(() => {
          busy = false;
          if (again) round();
        });
    };
    /** Resolves when no round is running, including the rounds kicks asked for meanwhile. */
    const idle = async () => {
      let current: Promise<void>;
      do {
        current = running;
        await current;
      } while (current !== running);
    };
    const timer = options.intervalMs > 0 ? setInterval(round, options.intervalMs) : undefined;
    timer?.unref();
    app.decorate('outbox', { kick: round, idle });
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await Promise.race([idle(), delay(options.closeWaitMs ?? MAILER_CLOSE_WAIT_MS, undefined, { ref: false })]);
      options.close?.();
    });
  },
  { name: 'mailer', dependencies: ['database', 'clock'] },
);
