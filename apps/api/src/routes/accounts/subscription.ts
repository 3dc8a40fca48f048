import { normalizeEmail, validateEmail } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { subscribeToNewsletter } from '../../newsletter/subscribe.ts';
import { createNewsletterRepository } from '../../repositories/newsletter.ts';
import { errorResponse } from '../../schemas/errors.ts';

/** Sign-ups and look-ups per address, in a 10-minute window. */
const WINDOW_MS = 10 * 60_000;
const ATTEMPTS_PER_IP = 20;

const subscription = z.object({ email: z.string(), subscribed: z.boolean() }).meta({ id: 'NewsletterSubscription' });

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponse, 404: errorResponse, 429: errorResponse };
  const newsletter = createNewsletterRepository(app.db);

  /** Validates and lower-cases an address, or answers with the reason it is not one. */
  function checkedEmail(raw: string): { email: string } | { error: NonNullable<ReturnType<typeof validateEmail>> } {
    const email = normalizeEmail(raw);
    const error = validateEmail(email);
    return error ? { error } : { email };
  }

  app.get(
    '/accounts/subscription',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Whether an address receives the newsletter',
        querystring: z.object({ email: z.string().max(320) }),
        response: { 200: subscription, ...errors },
      },
    },
    async (request, reply) => {
      if (!app.rateLimit.take(`newsletter:${request.ip}`, ATTEMPTS_PER_IP, WINDOW_MS)) {
        return reply.sendError('too.many.requests');
      }
      const checked = checkedEmail(request.query.email);
      if ('error' in checked) return reply.sendError(checked.error);
      return { email: checked.email, subscribed: await newsletter.isSubscribed(checked.email) };
    },
  );

  app.post(
    '/accounts/subscription',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribes (with consent) or unsubscribes an address; repeating it changes nothing',
        body: z.object({
          email: z.string().max(320),
          subscribe: z.boolean(),
          account_must_exists: z.boolean().default(false),
          source: z.enum(['footer', 'checkout', 'account']).default('footer'),
        }),
        response: { 200: subscription, ...errors },
      },
    },
    async (request, reply) => {
      if (!app.rateLimit.take(`newsletter:${request.ip}`, ATTEMPTS_PER_IP, WINDOW_MS)) {
        return reply.sendError('too.many.requests');
      }
      const checked = checkedEmail(request.body.email);
      if ('error' in checked) return reply.sendError(checked.error);
      // Accounts come later: until then no address has one.
      if (request.body.account_must_exists) return reply.sendError('account.not.found');
      const { email } = checked;
      const now = app.now();
      if (!request.body.subscribe) {
        await newsletter.unsubscribe(email, now);
        return { email, subscribed: false };
      }
      await app.db.transaction((tx) =>
        subscribeToNewsletter(tx, { email, source: request.body.source, now, publicUrl: app.orderSettings.publicUrl }),
      );
      app.outbox.kick();
      return { email, subscribed: true };
    },
  );

  app.post(
    '/accounts/subscription/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes the address an unsubscribe link was made for',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: subscription, ...errors },
      },
    },
    async (request, reply) => {
      const email = await newsletter.unsubscribeByToken(request.body.token, app.now());
      return email ? { email, subscribed: false } : reply.sendError('token.invalid');
    },
  );
};

export default subscriptionRoutes;
