import {
  adminSessionResponse,
  adminSignInBody,
  errorResponse,
  invitationAcceptBody,
  totpDisableBody,
  totpEnableBody,
  totpSetupResponse,
} from '@manufaktura/contract';
import { fromBase32, STAFF_AREAS, staffMay, totpUri } from '@manufaktura/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { acceptInvitation, signInStaff } from '../../admin/staff-auth.ts';
import { setTotp } from '../../admin/staff-members.ts';
import { toStaffMember } from '../../admin/staff-view.ts';
import { newTotpSecret } from '../../admin/totp.ts';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_MAX_MS } from '../../constants.ts';
import { refusable } from '../../refusal.ts';
import type { StaffRow } from '../../repositories/staff.ts';
import { hashToken } from '../../tokens.ts';
import { staffOnly, staffToken } from './guard.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

const sessionOf = (member: StaffRow) => ({
  staff: toStaffMember(member),
  areas: STAFF_AREAS.filter((area) => staffMay(member.role, area)),
});

/**
 * Signing in to the back office and out of it, taking an invitation, and the
 * member's own second factor. The session lives in an HttpOnly, SameSite=Strict
 * cookie sent only to `/api/admin`.
 */
const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = new URL(app.orderSettings.publicUrl).protocol === 'https:';
  const signedIn = staffOnly(app);
  const signInLimited = app.limit(['signInPerAddress', 'signInPerEmail']);

  function setSessionCookie(reply: FastifyReply, token: string) {
    reply.setCookie(STAFF_SESSION_COOKIE, token, {
      path: '/api/admin',
      maxAge: STAFF_SESSION_MAX_MS / 1000,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
  }

  app.get(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in member of staff and the parts of the back office they may use',
        response: { 200: adminSessionResponse, 401: errorResponse },
      },
      preHandler: signedIn,
    },
    async (request) => sessionOf(request.staff!),
  );

  app.post(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Signs a member of staff in (password, then the code from the app when turned on)',
        body: adminSignInBody,
        response: { 200: adminSessionResponse, ...errors },
      },
      preHandler: signInLimited,
    },
    async (request, reply) => {
      const result = await refusable(() => app.transaction((r) => signInStaff(r, request.body, app.now())));
      if (!result.ok) return reply.sendError(result.code, result.params);
      setSessionCookie(reply, result.value.token);
      return sessionOf(result.value.staff);
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Signs out: the session ends on the server',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const token = staffToken(request);
      if (token) await app.repositories.staff.endSession(hashToken(token));
      reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/api/admin', httpOnly: true, sameSite: 'strict', secure });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags: ['admin'],
        summary: 'Takes an invitation: sets the password and signs in',
        body: invitationAcceptBody,
        response: { 200: adminSessionResponse, ...errors },
      },
      preHandler: signInLimited,
    },
    async (request, reply) => {
      const result = await refusable(() => app.transaction((r) => acceptInvitation(r, request.body, app.now())));
      if (!result.ok) return reply.sendError(result.code, result.params);
      setSessionCookie(reply, result.value.token);
      return sessionOf(result.value.staff);
    },
  );

  app.post(
    '/session/totp/setup',
    {
      schema: {
        tags: ['admin'],
        summary: 'A new secret for the member’s authenticator app (nothing changes until a code confirms it)',
        response: { 200: totpSetupResponse, 401: errorResponse, 403: errorResponse },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const secret = newTotpSecret();
      return { secret, otpauth_url: totpUri('Manufaktura', request.staff!.email, fromBase32(secret)!) };
    },
  );

  const context = (member: StaffRow) => ({ actor: member, now: app.now(), publicUrl: app.orderSettings.publicUrl });

  app.post(
    '/session/totp',
    {
      schema: {
        tags: ['admin'],
        summary: 'Turns the second factor on, with a code from the app that holds the secret',
        body: totpEnableBody,
        response: { 200: adminSessionResponse, ...errors },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const member = request.staff!;
      const result = await refusable(() => app.transaction((r) => setTotp(r, member, request.body, context(member))));
      if (!result.ok) return reply.sendError(result.code, result.params);
      return sessionOf(result.value);
    },
  );

  app.delete(
    '/session/totp',
    {
      schema: {
        tags: ['admin'],
        summary: 'Turns the second factor off, with a current code from the app',
        body: totpDisableBody,
        response: { 200: adminSessionResponse, ...errors },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const member = request.staff!;
      const change = { secret: null, code: request.body.code };
      const result = await refusable(() => app.transaction((r) => setTotp(r, member, change, context(member))));
      if (!result.ok) return reply.sendError(result.code, result.params);
      return sessionOf(result.value);
    },
  );
};

export default adminSessionRoutes;
