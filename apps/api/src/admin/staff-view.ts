import type { StaffMember } from '@manufaktura/contract';

import type { StaffRow } from '../repositories/staff.ts';

/** A member of staff as the back office sees them: never a hash or a secret. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.staffId,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.disabledAt === null,
    invitation_pending: row.passwordHash === null,
    totp_enabled: row.totpSecret !== null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member: what an owner can change, no secrets. */
export function auditedStaff(row: StaffRow): Record<string, unknown> {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.disabledAt === null,
    totp_enabled: row.totpSecret !== null,
  };
}
