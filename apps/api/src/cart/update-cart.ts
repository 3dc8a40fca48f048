import type { CartUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';

import { refusable, refuse } from '../refusal.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';
import { hashToken } from '../tokens.ts';
import type { LoadedCart } from './load-cart.ts';
import { loadCart } from './load-cart.ts';
import { applyCartUpdate } from './operations.ts';
import type { CartReferenceData } from './reference-data.ts';

export interface CartContext {
  transaction: RunInTransaction;
  /** Over the app's database, to read the answer once the change is committed. */
  repositories: Repositories;
  reference: CartReferenceData;
  now: Date;
}

/**
 * One `POST /api/carts` for a session, in one transaction: the session's cart
 * (made on its first change) is locked, a recovery token brings another guest
 * cart to this session, the payload is applied, and a change bumps the
 * version. A refusal leaves everything as it was. Returns the priced cart.
 */
export async function updateCart(
  ctx: CartContext,
  sessionTokenHash: string,
  body: CartUpdateBody,
): Promise<{ ok: true; cart: LoadedCart } | ({ ok: false } & DomainError)> {
  const { now, reference } = ctx;
  const changed = await refusable(() =>
    ctx.transaction(async (repositories) => {
      const carts = repositories.carts;
      let current = (await carts.lockBySession(sessionTokenHash)) ?? (await carts.createForSession(sessionTokenHash));
      let recovered = false;
      if (body.recoveryToken !== undefined) {
        const found = await carts.lockByRecoveryHash(hashToken(body.recoveryToken));
        if (!found) refuse({ code: 'cart.recovery.token.not.found' });
        if (typeof found.account.accountId === 'string') refuse({ code: 'cart.recovery.other.account' });
        if (found.cartId !== current.cartId) {
          await carts.update(current.cartId, { sessionTokenHash: null });
          await carts.update(found.cartId, { sessionTokenHash });
          current = { ...found, sessionTokenHash };
          recovered = true;
        }
      }
      const outcome = await applyCartUpdate(repositories, current, body, now, reference);
      if (!outcome.ok) refuse(outcome);
      // An unchanged cart is as it was read; a changed one comes back from the version bump.
      const cart = outcome.changed || recovered ? await carts.bumpVersion(current.cartId, now) : current;
      return { cart, lines: outcome.lines };
    }),
  );
  if (!changed.ok) return changed;
  // The lines are as the transaction left them: the answer need not read them again.
  const { cart, lines } = changed.value;
  return { ok: true, cart: await loadCart(ctx.repositories, cart, now, reference, lines) };
}
