import type { AdminSignInBody, InvitationAcceptBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import { normalizeEmail, validatePassword } from '@manufaktura/core';

import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { STAFF_SESSION_MAX_MS } from '../constants.ts';
import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { StaffRow } from '../repositories/staff.ts';
import { hashToken, newToken } from '../tokens.ts';
import { checkTotp } from './totp.ts';

export interface SignedInStaff {
  staff: StaffRow;
  /** The new session's token, for the cookie. */
  token: string;
}

async function openSession(repositories: Repositories, member: StaffRow, now: Date): Promise<string> {
  const token = newToken();
  await repositories.staff.addSession(
    hashToken(token),
    member.staffId,
    now,
    new Date(now.getTime() + STAFF_SESSION_MAX_MS),
  );
  return token;
}

/**
 * Signs a member of staff in: the password (the same argon2 work whether the
 * address is known or not), then the second factor when it is on. One answer,
 * `admin.invalid.credentials`, for an unknown address, a wrong password, a
 * disabled member or a wrong code, so the form tells an attacker nothing;
 * `admin.totp.required` only to whoever knows the password.
 */
export async function signInStaff(
  repositories: Repositories,
  body: AdminSignInBody,
  now: Date,
): Promise<SignedInStaff> {
  const member = await repositories.staff.byEmail(normalizeEmail(body.email));
  const passwordOk = await verifyPassword(member?.passwordHash, body.password);
  if (!member || !passwordOk || member.disabledAt) refuse({ code: 'admin.invalid.credentials' });
  if (member.totpSecret) {
    if (!body.totp_code) refuse({ code: 'admin.totp.required' });
    const step = checkTotp(member.totpSecret, body.totp_code, now, member.totpLastStep);
    if (step === undefined || !(await repositories.staff.claimTotpStep(member.staffId, step))) {
      refuse({ code: 'admin.invalid.credentials' });
    }
  }
  const token = await openSession(repositories, member, now);
  await repositories.staff.audit({
    staffId: member.staffId,
    staffEmail: member.email,
    at: now,
    action: 'session.sign_in',
    entity: 'staff',
    entityId: member.staffId,
  });
  return { staff: member, token };
}

/** The first rule a new password breaks, or undefined. */
export function checkNewPassword(password: string, confirmation?: string): DomainError | undefined {
  const code = validatePassword(password, confirmation);
  return code ? { code } : undefined;
}

/**
 * Takes an invitation: sets the member's password (and name, if given), uses
 * the link up and signs them in. Used, expired or unknown links are one refusal.
 */
export async function acceptInvitation(
  repositories: Repositories,
  body: InvitationAcceptBody,
  now: Date,
): Promise<SignedInStaff> {
  const invalid = checkNewPassword(body.password, body.password_confirmation);
  if (invalid) refuse(invalid);
  const staffId = await repositories.staff.useInvitation(hashToken(body.token), now);
  const member = staffId === undefined ? undefined : await repositories.staff.lock(staffId);
  if (!member || member.disabledAt) refuse({ code: 'admin.invitation.invalid' });
  const passwordHash = await hashPassword(body.password);
  const changed = await repositories.staff.update(
    member.staffId,
    member.version,
    { passwordHash, ...(body.name ? { name: body.name } : {}) },
    now,
  );
  // Whoever held an older password (a re-sent invitation) is signed out everywhere.
  await repositories.staff.endSessionsOf(member.staffId);
  await repositories.staff.audit({
    staffId: member.staffId,
    staffEmail: member.email,
    at: now,
    action: 'staff.accept_invitation',
    entity: 'staff',
    entityId: member.staffId,
  });
  return { staff: changed!, token: await openSession(repositories, changed!, now) };
}
