import {
  accountResponse,
  accountUpdateBody,
  errorResponse,
  forgetPasswordBody,
  forgetPasswordResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
} from '@manufaktura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requestPasswordReset, resetPassword } from '../../accounts/password-reset.ts';
import { accountView, updateAccount } from '../../accounts/profile.ts';
import { register } from '../../accounts/register.ts';
import { signInAs } from '../../accounts/session-sign-in.ts';

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

/**
 * Accounts (spec §7): registration with an e-mailed confirmation, password
 * reset by e-mail, and the signed-in shopper's own profile. Signing in and
 * out go through `POST /api/carts` as the spec has it. Nothing here says
 * whether someone else's address has an account, beyond registration's
 * `email.already.registered`.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ now: app.now(), publicUrl: app.orderSettings.publicUrl });
  /** Registration and reset e-mails, per client address and per e-mail address. */
  const mailLimited = app.limit(['accountMailsPerAddress', 'accountMailsPerEmail']);

  /** The account the request's session is signed in to, if any. */
  async function signedIn(request: FastifyRequest) {
    const accountId = await request.session.accountId();
    return accountId === null ? undefined : app.repositories.accounts.byId(accountId);
  }

  app.get(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in shopper’s account: profile, saved addresses, consents',
        response: { 200: accountResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const account = await signedIn(request);
      if (!account) return reply.sendError('account.not.logged.in');
      return accountView(app.repositories, account);
    },
  );

  app.post(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Changes the signed-in shopper’s profile, addresses, newsletter and loyalty switches, or password',
        body: accountUpdateBody,
        response: { 200: accountResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const account = await signedIn(request);
      if (!account) return reply.sendError('account.not.logged.in');
      const ctx = {
        ...context(),
        secret: app.orderSettings.secret,
        sessionTokenHash: request.session.tokenHash,
        ip: request.ip,
      };
      const result = await app.transaction((repositories) => updateAccount(repositories, account, request.body, ctx));
      if (!result.ok) return reply.sendError(result.code, result.params);
      app.outbox.kick();
      return accountView(app.repositories, result.account);
    },
  );

  app.post(
    '/accounts/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Registers an account; a confirmation link (valid 48 hours) is e-mailed',
        body: registerBody,
        response: { 201: registerResponse, ...errors },
      },
      preHandler: mailLimited,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await app.transaction((repositories) => register(repositories, request.body, context()));
      if (!result.ok) return reply.sendError(result.code, result.params);
      app.outbox.kick();
      return reply.code(201).send({ email: result.email, confirmation_sent: true });
    },
  );

  app.post(
    '/accounts/forget-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mails a password reset link (valid one hour) if the address has an account; the same answer if not',
        body: forgetPasswordBody,
        response: { 202: forgetPasswordResponse, ...errors },
      },
      preHandler: mailLimited,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await app.transaction((repositories) =>
        requestPasswordReset(repositories, request.body.email, context()),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      app.outbox.kick();
      return reply.code(202).send({ email: result.email, sent: true });
    },
  );

  app.post(
    '/accounts/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Sets a new password with a reset link’s token, ends every session of the account and signs this one in',
        body: resetPasswordBody,
        response: { 200: accountResponse, ...errors },
      },
      preHandler: app.limit(['signInPerAddress']),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const now = app.now();
      const result = await app.transaction((repositories) => resetPassword(repositories, request.body, now));
      if (!result.ok) return reply.sendError(result.code, result.params);
      await signInAs(
        { transaction: app.transaction, repositories: app.repositories, now },
        request.session,
        result.account,
      );
      return accountView(app.repositories, result.account);
    },
  );
};

export default accountRoutes;
