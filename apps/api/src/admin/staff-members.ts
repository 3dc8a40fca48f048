import type { StaffInviteBody, StaffUpdateBody } from '@manufaktura/contract';
import { normalizeEmail, validateEmail } from '@manufaktura/core';

import { STAFF_INVITATION_TTL_MS } from '../constants.ts';
import { staffInvitationEmail, staffInvitationUrl } from '../mail/templates/staff.ts';
import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { StaffChanges, StaffRow } from '../repositories/staff.ts';
import { hashToken, newToken } from '../tokens.ts';
import { auditedStaff } from './staff-view.ts';
import { checkTotp } from './totp.ts';

export interface StaffContext {
  /** Who is making the change (for the audit log): a member, or a command run on the server (no id). */
  actor: { staffId: string | null; email: string };
  now: Date;
  publicUrl: string;
}

/** Writes the audit row of a change to a member of staff. */
function auditStaff(
  repositories: Repositories,
  ctx: StaffContext,
  action: string,
  before: StaffRow | null,
  after: StaffRow,
): Promise<void> {
  return repositories.staff.audit({
    staffId: ctx.actor.staffId,
    staffEmail: ctx.actor.email,
    at: ctx.now,
    action,
    entity: 'staff',
    entityId: after.staffId,
    before: before && auditedStaff(before),
    after: auditedStaff(after),
  });
}

/** A new invitation link for `member`, e-mailed through the outbox (the caller's transaction). */
async function sendInvitation(repositories: Repositories, member: StaffRow, ctx: StaffContext): Promise<string> {
  const token = newToken();
  await repositories.staff.addInvitation(
    member.staffId,
    hashToken(token),
    ctx.now,
    new Date(ctx.now.getTime() + STAFF_INVITATION_TTL_MS),
  );
  const url = staffInvitationUrl(ctx.publicUrl, token);
  await repositories.outbox.enqueue(
    [{ kind: 'staff-invitation', to: member.email, ...staffInvitationEmail(url, member.role) }],
    ctx.now,
  );
  return url;
}

/**
 * Invites someone to the back office with a role: a member without a password
 * and a link that sets it. An address already on the staff is refused.
 */
export async function inviteStaff(
  repositories: Repositories,
  body: StaffInviteBody,
  ctx: StaffContext,
): Promise<{ staff: StaffRow; invitationUrl: string }> {
  const invalid = validateEmail(body.email);
  if (invalid) refuse({ code: invalid });
  const member = await repositories.staff.create({
    email: normalizeEmail(body.email),
    name: body.name,
    role: body.role,
    now: ctx.now,
  });
  if (!member) refuse({ code: 'admin.staff.exists' });
  const invitationUrl = await sendInvitation(repositories, member, ctx);
  await auditStaff(repositories, ctx, 'staff.invite', null, member);
  return { staff: member, invitationUrl };
}

/** What the audit log names as the actor when the first owner is made on the server. */
export const CREATE_OWNER_COMMAND = 'npm run admin:create-owner';

/**
 * The shop's first owner (or another one, when every owner lost access): an
 * invitation printed for whoever runs the command on the server. Never a
 * default password. An address already on the staff gets a new link instead,
 * as an owner, active again.
 */
export async function createOwner(
  repositories: Repositories,
  body: { email: string; name: string },
  now: Date,
  publicUrl: string,
): Promise<{ staff: StaffRow; invitationUrl: string }> {
  const ctx: StaffContext = { actor: { staffId: null, email: CREATE_OWNER_COMMAND }, now, publicUrl };
  const existing = await repositories.staff.byEmail(normalizeEmail(body.email));
  if (!existing) return inviteStaff(repositories, { ...body, role: 'OWNER' }, ctx);
  const owner = await repositories.staff.update(
    existing.staffId,
    existing.version,
    { role: 'OWNER', disabledAt: null },
    now,
  );
  if (!owner) refuse({ code: 'admin.version.conflict' });
  await repositories.staff.endSessionsOf(owner.staffId);
  const invitationUrl = await sendInvitation(repositories, owner, ctx);
  await auditStaff(repositories, ctx, 'staff.create_owner', existing, owner);
  return { staff: owner, invitationUrl };
}

/** A new invitation for a member who has not set a password yet (the first one got lost). */
export async function reinviteStaff(
  repositories: Repositories,
  staffId: string,
  ctx: StaffContext,
): Promise<{ staff: StaffRow; invitationUrl: string }> {
  const member = await repositories.staff.lock(staffId);
  if (!member) refuse({ code: 'admin.staff.not.found' });
  if (member.passwordHash !== null || member.disabledAt) refuse({ code: 'admin.invitation.invalid' });
  const invitationUrl = await sendInvitation(repositories, member, ctx);
  await auditStaff(repositories, ctx, 'staff.reinvite', member, member);
  return { staff: member, invitationUrl };
}

/**
 * Changes a member's name, role or access, when nobody changed them since
 * `version`. The shop keeps at least one active owner; a member whose access
 * is taken away is signed out at once.
 */
export async function updateStaff(
  repositories: Repositories,
  staffId: string,
  body: StaffUpdateBody,
  ctx: StaffContext,
): Promise<StaffRow> {
  // One change to the staff at a time: two owners taking each other's access cannot both succeed.
  await repositories.staff.serialiseChanges();
  const before = await repositories.staff.lock(staffId);
  if (!before) refuse({ code: 'admin.staff.not.found' });
  if (before.version !== body.version) refuse({ code: 'admin.version.conflict' });
  const changes: StaffChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.role !== undefined) changes.role = body.role;
  if (body.active !== undefined) changes.disabledAt = body.active ? null : (before.disabledAt ?? ctx.now);
  const activeOwner = (role: string, disabledAt: Date | null) => role === 'OWNER' && disabledAt === null;
  const disabledAfter = changes.disabledAt !== undefined ? changes.disabledAt : before.disabledAt;
  const ownerAfter = activeOwner(changes.role ?? before.role, disabledAfter);
  if (
    activeOwner(before.role, before.disabledAt) &&
    !ownerAfter &&
    !(await repositories.staff.anotherActiveOwner(staffId))
  ) {
    refuse({ code: 'admin.last.owner' });
  }
  const after = await repositories.staff.update(staffId, body.version, changes, ctx.now);
  if (!after) refuse({ code: 'admin.version.conflict' });
  if (after.disabledAt !== null || after.role !== before.role) await repositories.staff.endSessionsOf(staffId);
  await auditStaff(repositories, ctx, 'staff.update', before, after);
  return after;
}

/**
 * Turns the member's second factor on (a secret their app holds) or off (null),
 * once a code proves the app: for the new secret on, for the current one off.
 * A secret travels only in the request that turns it on.
 */
export async function setTotp(
  repositories: Repositories,
  member: StaffRow,
  change: { secret: string | null; code: string },
  ctx: StaffContext,
): Promise<StaffRow> {
  const proving = change.secret ?? member.totpSecret;
  const step = proving
    ? checkTotp(proving, change.code, ctx.now, change.secret ? null : member.totpLastStep)
    : undefined;
  if (step === undefined) refuse({ code: 'admin.totp.invalid' });
  const totp = change.secret
    ? { totpSecret: change.secret.toUpperCase(), totpLastStep: step }
    : { totpSecret: null, totpLastStep: null };
  const after = await repositories.staff.update(member.staffId, member.version, totp, ctx.now);
  if (!after) refuse({ code: 'admin.version.conflict' });
  await auditStaff(repositories, ctx, change.secret ? 'staff.totp_on' : 'staff.totp_off', member, after);
  return after;
}
