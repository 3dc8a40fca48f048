import {
  auditListResponse,
  auditQuery,
  errorResponse,
  staffIdParams,
  staffInviteBody,
  staffInviteResponse,
  staffListResponse,
  staffMember,
  staffUpdateBody,
} from '@manufaktura/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { inviteStaff, reinviteStaff, updateStaff } from '../../admin/staff-members.ts';
import { toStaffMember } from '../../admin/staff-view.ts';
import { refusable } from '../../refusal.ts';
import type { StaffRow } from '../../repositories/staff.ts';
import { staffOnly } from './guard.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The shop's staff and the audit log: the owner's alone. */
const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownersOnly = staffOnly(app, 'staff');
  const context = (request: FastifyRequest) => ({
    actor: request.staff!,
    now: app.now(),
    publicUrl: app.orderSettings.publicUrl,
  });

  /** Answers an invitation sent (201, with its link), or the refusal; the e-mail leaves at once. */
  async function invited(reply: FastifyReply, send: () => Promise<{ staff: StaffRow; invitationUrl: string }>) {
    const result = await refusable(send);
    if (!result.ok) return reply.sendError(result.code, result.params);
    app.outbox.kick();
    return reply
      .code(201)
      .send({ staff: toStaffMember(result.value.staff), invitation_url: result.value.invitationUrl });
  }

  app.get(
    '/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every member of staff',
        response: { 200: staffListResponse, 401: errorResponse, 403: errorResponse },
      },
      preHandler: ownersOnly,
    },
    async () => {
      const rows = await app.repositories.staff.list();
      return { data: rows.map(toStaffMember), total: rows.length };
    },
  );

  app.get(
    '/staff/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One member of staff',
        params: staffIdParams,
        response: { 200: staffMember, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: ownersOnly,
    },
    async (request, reply) => {
      const member = await app.repositories.staff.byId(request.params.id);
      return member ? toStaffMember(member) : reply.sendError('admin.staff.not.found');
    },
  );

  app.post(
    '/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invites someone to the back office with a role (the link is e-mailed)',
        body: staffInviteBody,
        response: { 201: staffInviteResponse, ...errors },
      },
      preHandler: ownersOnly,
    },
    async (request, reply) => {
      return invited(reply, () => app.transaction((r) => inviteStaff(r, request.body, context(request))));
    },
  );

  app.post(
    '/staff/:id/invitation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sends a member who has not set a password yet a new invitation (the old link stops working)',
        params: staffIdParams,
        response: { 201: staffInviteResponse, ...errors },
      },
      preHandler: ownersOnly,
    },
    async (request, reply) => {
      return invited(reply, () => app.transaction((r) => reinviteStaff(r, request.params.id, context(request))));
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a member’s name, role or access (with the version read)',
        params: staffIdParams,
        body: staffUpdateBody,
        response: { 200: staffMember, ...errors },
      },
      preHandler: ownersOnly,
    },
    async (request, reply) => {
      const result = await refusable(() =>
        app.transaction((r) => updateStaff(r, request.params.id, request.body, context(request))),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      return toStaffMember(result.value);
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who changed what, newest first (one record with entity and entity_id)',
        querystring: auditQuery,
        response: { 200: auditListResponse, 401: errorResponse, 403: errorResponse },
      },
      preHandler: staffOnly(app, 'audit'),
    },
    async (request) => {
      const { entity, entity_id: entityId, limit, offset } = request.query;
      const { rows, total } = await app.repositories.staff.auditPage({
        ...(entity === undefined ? {} : { entity }),
        ...(entityId === undefined ? {} : { entityId }),
        limit,
        offset,
      });
      return {
        data: rows.map((row) => ({
          id: row.auditId,
          at: row.at.toISOString(),
          staff_id: row.staffId,
          staff_email: row.staffEmail,
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          before: row.before,
          after: row.after,
        })),
        total,
      };
    },
  );
};

export default adminStaffRoutes;
