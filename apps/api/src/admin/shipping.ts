import type { AdminShippingMethod, AdminShippingMethodUpdate } from '@manufaktura/contract';
import { fromPln, toPln } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ShippingMethodAdminRow, ShippingMethodChanges } from '../repositories/shipping-admin.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { recordVersion } from './record-version.ts';

const changeable = (row: ShippingMethodAdminRow): ShippingMethodChanges => ({
  name: row.name,
  description: row.description,
  price: row.price,
  active: row.active,
  position: row.position,
});

export function toAdminShippingMethod(row: ShippingMethodAdminRow): AdminShippingMethod {
  return {
    id: row.methodId,
    name: row.name,
    description: row.description,
    price: toPln(row.price),
    cash_on_delivery: row.cashOnDelivery,
    requires_locker: row.requiresLocker,
    active: row.active,
    position: row.position,
    version: recordVersion(changeable(row)),
  };
}

/**
 * Renames a shipping method, changes its price, its place at checkout or
 * whether it is offered at all, when nobody changed it since `version`. The
 * last method offered stays on: checkout never goes without delivery. Carts
 * that chose it are priced with the new values from their next answer.
 */
export async function updateShippingMethod(
  repositories: Repositories,
  methodId: string,
  body: AdminShippingMethodUpdate,
  ctx: ActorContext,
): Promise<ShippingMethodAdminRow> {
  const methods = await repositories.shippingAdmin.lockAll();
  const before = methods.find((method) => method.methodId === methodId);
  if (!before) refuse({ code: 'shipping.method.not.found' });
  if (toAdminShippingMethod(before).version !== body.version) refuse({ code: 'admin.version.conflict' });
  if (body.active === false && !methods.some((method) => method.active && method.methodId !== methodId))
    refuse({ code: 'shipping.method.last.active' });
  const after = await repositories.shippingAdmin.update(methodId, {
    name: body.name ?? before.name,
    description: body.description ?? before.description,
    price: body.price === undefined ? before.price : fromPln(body.price),
    active: body.active ?? before.active,
    position: body.position ?? before.position,
  });
  await auditChange(repositories, ctx, {
    action: 'shipping.method.changed',
    entity: 'shipping_method',
    entityId: methodId,
    before: changeable(before),
    after: changeable(after),
  });
  return after;
}
