import { errorResponse } from '@manufaktura/contract';
import type { StaffArea } from '@manufaktura/core';
import { isShopToken, staffMay } from '@manufaktura/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { STAFF_SESSION_COOKIE, STAFF_SESSION_IDLE_MS } from '../../constants.ts';
import type { StaffRow } from '../../repositories/staff.ts';
import { hashToken } from '../../tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff, once `staffOnly` let the request through. */
    staff: StaffRow | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token of the back-office session the request presents, if it has the shape of one. */
export function staffToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  return isShopToken(token) ? token : undefined;
}

/**
 * The origins the back office is served from: `PUBLIC_URL`'s, and the one the
 * request itself names (the shop opened as 127.0.0.1 while PUBLIC_URL says localhost).
 */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  return [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
}

/**
 * Guards `/api/admin`: nothing there is cached, and a change must come from the
 * back office's own pages (its `Origin`), so no other site can make a signed-in
 * member's browser change anything, the sign-in included.
 */
export function guardAdmin(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !ownOrigins(request, app.orderSettings.publicUrl).includes(origin)) {
      return reply.sendError('admin.origin.invalid');
    }
  });
}

/**
 * A preHandler letting through only a signed-in member of staff (401
 * otherwise) whose role may work in `area` (403 otherwise). Every request
 * slides the session's idle limit; the absolute one stays.
 */
export function staffOnly(app: FastifyInstance, area?: StaffArea) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = staffToken(request);
    const member =
      token && (await app.repositories.staff.touchSession(hashToken(token), app.now(), STAFF_SESSION_IDLE_MS));
    if (!member) return reply.sendError('admin.not.signed.in');
    if (area && !staffMay(member.role, area)) return reply.sendError('admin.forbidden');
    request.staff = member;
  };
}

/** The refusals a back-office change can answer with, for its route's response schema. */
export const changeRefusals = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
