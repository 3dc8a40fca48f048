import type { AdminTestimonial, AdminTestimonialCreate, AdminTestimonialUpdate } from '@manufaktura/contract';

import { refuse } from '../refusal.ts';
import type { TestimonialRow, TestimonialValues } from '../repositories/content-admin.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { recordVersion } from './record-version.ts';

/** What the back office shows and may change of a testimonial: its audit record and its version. */
const shown = (row: TestimonialValues) => ({ name: row.name, text: row.text, position: row.position });

export function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return { id: row.testimonialId, ...shown(row), version: recordVersion(shown(row)) };
}

/** Adds a customer's opinion to the home page's slider, last unless given a place. */
export async function createTestimonial(
  repositories: Repositories,
  body: AdminTestimonialCreate,
  ctx: ActorContext,
): Promise<TestimonialRow> {
  const position = body.position ?? (await repositories.contentAdmin.nextTestimonialPosition());
  const created = await repositories.contentAdmin.insertTestimonial({ name: body.name, text: body.text, position });
  await auditChange(repositories, ctx, {
    action: 'testimonial.created',
    entity: 'testimonial',
    entityId: created.testimonialId,
    before: null,
    after: shown(created),
  });
  return created;
}

/** The testimonial, locked, when nobody changed it since `version`. */
async function lockedAt(repositories: Repositories, testimonialId: string, version: string) {
  const before = await repositories.contentAdmin.lockTestimonial(testimonialId);
  if (!before) refuse({ code: 'testimonial.not.found' });
  if (recordVersion(shown(before)) !== version) refuse({ code: 'admin.version.conflict' });
  return before;
}

/** Changes a testimonial's author, text or place in the slider when nobody changed it since `version`. */
export async function updateTestimonial(
  repositories: Repositories,
  testimonialId: string,
  body: AdminTestimonialUpdate,
  ctx: ActorContext,
): Promise<TestimonialRow> {
  const before = await lockedAt(repositories, testimonialId, body.version);
  const after = await repositories.contentAdmin.updateTestimonial(testimonialId, {
    name: body.name ?? before.name,
    text: body.text ?? before.text,
    position: body.position ?? before.position,
  });
  await auditChange(repositories, ctx, {
    action: 'testimonial.changed',
    entity: 'testimonial',
    entityId: testimonialId,
    before: shown(before),
    after: shown(after),
  });
  return after;
}

/**
 * Takes a testimonial off the home page for good. Unlike orders or coupons it
 * is nobody's history: it is deleted, and its audit row keeps what it said
 * (its author's name and text), should it be wanted back.
 */
export async function deleteTestimonial(
  repositories: Repositories,
  testimonialId: string,
  version: string,
  ctx: ActorContext,
): Promise<void> {
  const before = await lockedAt(repositories, testimonialId, version);
  await repositories.contentAdmin.deleteTestimonial(testimonialId);
  await auditChange(repositories, ctx, {
    action: 'testimonial.deleted',
    entity: 'testimonial',
    entityId: testimonialId,
    before: shown(before),
    after: null,
  });
}
