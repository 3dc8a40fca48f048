import {
  errorResponse,
  subscription,
  subscriptionBody,
  subscriptionLinkBody,
  subscriptionQuery,
} from '@manufaktura/contract';
import { normalizeEmail, validateEmail } from '@manufaktura/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { NewsletterContext } from '../../newsletter/subscribe.ts';
import {
  confirmSubscription,
  mailUnsubscribeLink,
  requestSubscription,
  unsubscribeWithLink,
} from '../../newsletter/subscribe.ts';

/**
 * The newsletter (spec §7), double opt-in. An address belongs to the session
 * that confirmed it through the e-mailed link, and to the signed-in account
 * with that e-mail: only they are told the address's state or unsubscribe it
 * at once; anyone else gets the same neutral answer whatever the state, and a
 * request to unsubscribe sends the owner the signed unsubscribe link instead.
 */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponse, 404: errorResponse, 429: errorResponse };
  const newsletter = app.repositories.newsletter;
  const context = (): NewsletterContext => ({
    now: app.now(),
    secret: app.orderSettings.secret,
    publicUrl: app.orderSettings.publicUrl,
  });
  /** Whether the request's session is signed in to the account with this e-mail. */
  async function isAccountOwner(request: FastifyRequest, email: string) {
    const accountId = await request.session.accountId();
    return accountId !== null && (await app.repositories.accounts.byId(accountId))?.email === email;
  }
  /** The stored subscription of an address when the request's session owns it. */
  async function owned(request: FastifyRequest, email: string) {
    const session = await request.session.load();
    if (!session) return undefined;
    const row = await newsletter.find(email);
    if (!row) return undefined;
    return row.ownerSessionHash === session.tokenHash || (await isAccountOwner(request, email)) ? row : undefined;
  }
  /** Sign-ups and look-ups share one budget per address. */
  const limited = app.limit(['newsletterPerAddress']);

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
        summary: 'Whether the shopper’s own address receives the newsletter (a neutral answer for any other)',
        querystring: subscriptionQuery,
        response: { 200: subscription, ...errors },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const checked = checkedEmail(request.query.email);
      if ('error' in checked) return reply.sendError(checked.error);
      const own = await owned(request, checked.email);
      return { email: checked.email, subscribed: own?.subscribed ?? false, pending: Boolean(own?.pendingSince) };
    },
  );

  app.post(
    '/accounts/subscription',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Asks for a subscription (a confirmation link is e-mailed) or unsubscribes: at once for the owner, by an e-mailed link for anyone else',
        body: subscriptionBody,
        response: { 200: subscription, ...errors },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const checked = checkedEmail(request.body.email);
      if ('error' in checked) return reply.sendError(checked.error);
      const { email } = checked;
      // Only for the signed-in owner of the account: the answer never says whether someone else has one.
      if (request.body.account_must_exists && !(await isAccountOwner(request, email)))
        return reply.sendError('account.not.found');
      const ctx = context();
      const own = await owned(request, email);
      if (!request.body.subscribe) {
        if (own) await newsletter.unsubscribe(email, ctx.now);
        else await app.transaction((repositories) => mailUnsubscribeLink(repositories, email, ctx));
        app.outbox.kick();
        return { email, subscribed: false, pending: false };
      }
      if (own?.subscribed) return { email, subscribed: true, pending: false };
      await app.transaction((repositories) =>
        requestSubscription(repositories, { email, source: request.body.source, ip: request.ip }, ctx),
      );
      app.outbox.kick();
      return { email, subscribed: false, pending: true };
    },
  );

  app.post(
    '/accounts/subscription/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms the sign-up a confirmation link was made for; the address then belongs to this session',
        body: subscriptionLinkBody,
        response: { 200: subscription, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { tokenHash } = await request.session.persist();
      const ctx = context();
      const email = await app.transaction((repositories) =>
        confirmSubscription(repositories, request.body.token, tokenHash, ctx),
      );
      if (!email) return reply.sendError('token.invalid');
      app.outbox.kick();
      return { email, subscribed: true, pending: false };
    },
  );

  app.post(
    '/accounts/subscription/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes the address an unsubscribe link was made for',
        body: subscriptionLinkBody,
        response: { 200: subscription, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const email = await unsubscribeWithLink(app.repositories, request.body.token, context());
      return email ? { email, subscribed: false, pending: false } : reply.sendError('token.invalid');
    },
  );
};

export default subscriptionRoutes;
