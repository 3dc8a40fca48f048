import type { CartUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import { isUuid } from '@manufaktura/core';

import { refusable, refuse } from '../refusal.ts';
import type { CartOwner } from '../repositories/carts.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';
import { hashToken } from '../tokens.ts';
import type { CartNotice } from '../wire/carts.ts';
import type { LoadedCart } from './load-cart.ts';
import { loadCart } from './load-cart.ts';
import { mergeCarts } from './merge-carts.ts';
import { applyCartUpdate } from './operations.ts';
import { orderAgainItems } from './order-again.ts';
import type { CartReferenceData } from './reference-data.ts';

export interface CartContext {
  transaction: RunInTransaction;
  /** Over the app's database, to read the answer once the change is committed. */
  repositories: Repositories;
  reference: CartReferenceData;
  now: Date;
}

/**
 * One `POST /api/carts` for a session, in one transaction: the owner's cart
 * (made on its first change) is locked, a recovery token brings another guest
 * cart to this session (or into a signed-in shopper's cart), the payload is
 * applied, and a change bumps the version. A refusal leaves everything as it
 * was. Returns the priced cart.
 */
export async function updateCart(
  ctx: CartContext,
  owner: CartOwner,
  body: CartUpdateBody,
): Promise<{ ok: true; cart: LoadedCart; notices: CartNotice[] } | ({ ok: false } & DomainError)> {
  const { now, reference } = ctx;
  const changed = await refusable(() =>
    ctx.transaction(async (repositories) => {
      const carts = repositories.carts;
      let current = (await carts.lockFor(owner)) ?? (await carts.createFor(owner));
      let recovered = false;
      if (body.recoveryToken !== undefined) {
        const found = await carts.lockByRecoveryHash(hashToken(body.recoveryToken));
        if (!found) refuse({ code: 'cart.recovery.token.not.found' });
        if (found.accountId !== null && found.accountId !== owner.accountId)
          refuse({ code: 'cart.recovery.other.account' });
        if (found.cartId !== current.cartId) {
          if (owner.accountId !== null) {
            await mergeCarts(repositories, found, current, now);
            current = (await carts.lockFor(owner))!;
          } else {
            const { sessionTokenHash } = owner;
            await carts.update(current.cartId, { sessionTokenHash: null });
            await carts.update(found.cartId, { sessionTokenHash });
            current = { ...found, sessionTokenHash };
          }
          recovered = true;
        }
      }
      const notices: CartNotice[] = [];
      let change = body;
      if (body.orderAgain !== undefined) {
        const { orderId } = body.orderAgain;
        if (owner.accountId === null) refuse({ code: 'account.not.logged.in' });
        if (!isUuid(orderId)) refuse({ code: 'order.id.invalid' });
        const again = await orderAgainItems(repositories, owner.accountId, orderId, await carts.lines(current.cartId));
        if (!again) refuse({ code: 'order.not.found' });
        change = { ...body, add_items: [...(body.add_items ?? []), ...again.items] };
        if (again.unavailable.length > 0)
          notices.push({ key: 'product.not.available', params: { productNames: again.unavailable } });
      }
      const outcome = await applyCartUpdate(repositories, current, change, now, reference);
      if (!outcome.ok) refuse(outcome);
      // An unchanged cart is as it was read; a changed one comes back from the version bump.
      const cart = outcome.changed || recovered ? await carts.bumpVersion(current.cartId, now) : current;
      return { cart, lines: outcome.lines, notices };
    }),
  );
  if (!changed.ok) return changed;
  // The lines are as the transaction left them: the answer need not read them again.
  const { cart, lines, notices } = changed.value;
  return { ok: true, cart: await loadCart(ctx.repositories, cart, now, reference, lines), notices };
}
