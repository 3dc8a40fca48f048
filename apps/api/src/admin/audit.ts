import type { Repositories } from '../repositories/index.ts';
import type { AuditEntry } from '../repositories/staff.ts';
import type { StaffContext } from './staff-members.ts';

/** Who makes a change, and when. */
export type ActorContext = Pick<StaffContext, 'actor' | 'now'>;

/** Writes the audit row of a change made by `ctx`'s member, at `ctx`'s time, in the caller's transaction. */
export function auditChange(
  repositories: Repositories,
  ctx: ActorContext,
  change: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>,
): Promise<void> {
  return repositories.staff.audit({ staffId: ctx.actor.staffId, staffEmail: ctx.actor.email, at: ctx.now, ...change });
}
