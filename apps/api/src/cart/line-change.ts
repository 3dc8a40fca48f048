import type { CartUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';

import { refusable, refuse } from '../refusal.ts';
import type { CartLineRow, CartOwner, CartRow } from '../repositories/carts.ts';
import type { CartNotice } from '../wire/carts.ts';
import { linesAsWritten, recordingLineWrites } from './line-writes.ts';
import type { LoadedCart } from './load-cart.ts';
import { loadCart } from './load-cart.ts';
import { applyCartUpdate } from './operations.ts';
import type { CartContext } from './update-cart.ts';

type Outcome = { ok: true; cart: LoadedCart; notices: CartNotice[] } | ({ ok: false } & DomainError);

/**
 * Reads and conditional writes a line change tries before it locks the cart. Each attempt loses
 * only to a change of the same cart made between its read and its write (another tab, a
 * double-click), so a second attempt nearly always succeeds; the lock ends a longer run of them.
 */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * A change of an existing cart's lines alone (add, update, remove), in two round trips and no
 * transaction: the cart, its lines and their products are read as one snapshot, the cart rules
 * (`applyCartUpdate`, unchanged) decide on it, and one statement writes their decision only if the
 * cart's version is still the one read, bumping it (every change of a cart's lines bumps it, so an
 * unchanged version means unchanged lines). When another change came first, it starts again from
 * the read; after a few tries it locks the cart instead. A refusal or a payload that changes
 * nothing writes nothing: its answer is the snapshot read. Stock is checked as read, as it always
 * was (never reserved: ADR 003). Undefined when the owner has no open cart yet (the general path
 * makes it).
 */
export async function changeLines(
  ctx: CartContext,
  owner: CartOwner,
  body: CartUpdateBody,
): Promise<Outcome | undefined> {
  const { now, reference } = ctx;
  const carts = ctx.repositories.carts;
  const productIds = (body.add_items ?? []).map((item) => item.product_id);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const read = await carts.openCartWithLines(owner, productIds);
    if (!read) return undefined;
    const recorder = recordingLineWrites(carts, read.cart.cartId, read);
    // A plain change writes nothing but lines.
    const repository = { ...recorder.repository, update: unexpected, bumpVersion: unexpected };
    const outcome = await applyCartUpdate({ ...ctx.repositories, carts: repository }, read.cart, body, now, reference);
    if (!outcome.ok) return outcome;
    if (!outcome.changed) return answer(ctx, read.cart, outcome.lines);
    // Removing a product's line and adding the product again in one payload deletes and inserts
    // one (cart, product) pair; one statement cannot order those, the locked path can.
    if (recorder.readdsRemovedProduct()) break;
    const written = await carts.writeLinesIfUnchanged(owner, read.cart, recorder.writes, now);
    if (!written) continue;
    return answer(ctx, written.cart, await linesAsWritten(carts, outcome.lines, recorder.writes, written));
  }
  return changeLinesLocked(ctx, owner, body);
}

const unexpected = (): never => {
  throw new Error('a plain change of the lines wrote something else');
};

const answer = async (ctx: CartContext, cart: CartRow, lines: CartLineRow[]): Promise<Outcome> => ({
  ok: true,
  cart: await loadCart(ctx.repositories, cart, ctx.now, ctx.reference, lines),
  notices: [],
});

/** Thrown to roll back the version bump of a payload that changed nothing. */
class Unchanged extends Error {
  readonly lines: CartLineRow[];
  constructor(lines: CartLineRow[]) {
    super('unchanged');
    this.lines = lines;
  }
}

/**
 * The same change on the locked cart, in one transaction: its version goes up as it is locked,
 * and a payload that turns out to change nothing rolls that back. Undefined when the owner has no
 * open cart.
 */
async function changeLinesLocked(
  ctx: CartContext,
  owner: CartOwner,
  body: CartUpdateBody,
): Promise<Outcome | undefined> {
  const { now, reference } = ctx;
  let bumped: CartRow | undefined;
  try {
    const changed = await refusable(() =>
      ctx.transaction(async (repositories) => {
        bumped = await repositories.carts.bumpLockedFor(owner, now);
        if (!bumped) return undefined;
        const outcome = await applyCartUpdate(repositories, bumped, body, now, reference);
        if (!outcome.ok) refuse(outcome);
        if (!outcome.changed) throw new Unchanged(outcome.lines);
        return { cart: bumped, lines: outcome.lines };
      }),
    );
    if (!changed.ok) return changed;
    if (!changed.value) return undefined;
    return answer(ctx, changed.value.cart, changed.value.lines);
  } catch (error) {
    if (!(error instanceof Unchanged) || !bumped) throw error;
    // As it was before this request: the bump was rolled back.
    return answer(ctx, { ...bumped, version: bumped.version - 1 }, error.lines);
  }
}
