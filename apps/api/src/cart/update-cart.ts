import type { CartUpdateBody } from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import { isUuid } from '@manufaktura/core';

import { cancelUnpaidOrder } from '../orders/cancel-unpaid.ts';
import type { OrderSnapshot } from '../orders/snapshot.ts';
import { refusable, refuse } from '../refusal.ts';
import type { CartChanges, CartOwner } from '../repositories/carts.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';
import type { OrderRow } from '../repositories/orders.ts';
import { hashToken } from '../tokens.ts';
import type { CartNotice } from '../wire/carts.ts';
import { changeLines } from './line-change.ts';
import { linesAsWritten, recordingLineWrites } from './line-writes.ts';
import type { LoadedCart } from './load-cart.ts';
import { loadCart } from './load-cart.ts';
import { mergeCarts } from './merge-carts.ts';
import { applyCartUpdate } from './operations.ts';
import { orderItemsForCart } from './order-items.ts';
import type { CartReferenceData } from './reference-data.ts';

export interface CartContext {
  transaction: RunInTransaction;
  /** Over the app's database, to read the answer once the change is committed. */
  repositories: Repositories;
  reference: CartReferenceData;
  now: Date;
  /** Checks an order's link token (an unpaid order brought back to the cart). */
  isOrderAccessToken: (orderId: string, token: string) => boolean;
}

/**
 * One `POST /api/carts` for a session, in one transaction: the owner's cart
 * (made on its first change) is locked, a recovery token brings another guest
 * cart to this session (or into a signed-in shopper's cart), the payload is
 * applied, and a change bumps the version. A refusal leaves everything as it
 * was. Returns the priced cart. A change of an existing cart's lines alone
 * takes no lock (`changeLines`: read, decide, write if the version is unchanged).
 */
export async function updateCart(
  ctx: CartContext,
  owner: CartOwner,
  body: CartUpdateBody,
): Promise<{ ok: true; cart: LoadedCart; notices: CartNotice[] } | ({ ok: false } & DomainError)> {
  const { now, reference } = ctx;
  if (isPlainChange(body)) {
    const outcome = await changeLines(ctx, owner, body);
    if (outcome) return outcome;
  }
  const changed = await refusable(() =>
    ctx.transaction(async (repositories) => {
      const carts = repositories.carts;
      let current = await carts.lockOrCreateFor(owner);
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
      /** Adds an order's lines to the change, naming those it cannot bring back. */
      const addOrderItems = async (orderId: string) => {
        const found = await orderItemsForCart(repositories, orderId, await carts.lines(current.cartId));
        change = { ...change, add_items: [...(change.add_items ?? []), ...found.items] };
        if (found.unavailable.length > 0)
          notices.push({ key: 'product.not.available', params: { productNames: found.unavailable } });
      };
      if (body.orderAgain !== undefined) {
        const { orderId } = body.orderAgain;
        if (owner.accountId === null) refuse({ code: 'account.not.logged.in' });
        if (!isUuid(orderId)) refuse({ code: 'order.id.invalid' });
        const order = await repositories.orders.byId(orderId);
        if (order?.accountId !== owner.accountId) refuse({ code: 'order.not.found' });
        await addOrderItems(orderId);
      }
      if (body.reopenOrder !== undefined) {
        const { orderId, token } = body.reopenOrder;
        if (!isUuid(orderId) || !ctx.isOrderAccessToken(orderId, token)) refuse({ code: 'payment.order.not.found' });
        const order = await repositories.orders.byId(orderId);
        if (!order) refuse({ code: 'payment.order.not.found' });
        if (!(await cancelUnpaidOrder(repositories, order, now))) refuse({ code: 'payment.not.awaited' });
        notices.push({ key: 'payment.in.progress' });
        // The order's delivery comes back if the shop still offers it.
        const { shippingService, ...given } = checkoutOf(order);
        const offered = shippingService && (await reference.shippingMethod(repositories, shippingService.method_id));
        change = { ...change, ...given, ...(offered ? { shippingService } : {}) };
        await addOrderItems(orderId);
        // Its coupon comes back as it was; the cart says so if it no longer applies.
        const { couponCode } = order.snapshot as unknown as OrderSnapshot;
        if (couponCode) {
          await carts.update(current.cartId, { couponCode });
          current = { ...current, couponCode };
        }
      }
      // The rules' changes of the cart row itself and of its lines go with the version bump: one
      // statement, not one for each.
      let rowChanges: CartChanges = {};
      const recorder = recordingLineWrites(carts, current.cartId);
      const deferring: Repositories = {
        ...repositories,
        carts: {
          ...recorder.repository,
          update: async (cartId, changes) => {
            if (cartId === current.cartId) rowChanges = { ...rowChanges, ...changes };
            else await carts.update(cartId, changes);
          },
        },
      };
      const outcome = await applyCartUpdate(deferring, current, change, now, reference);
      if (!outcome.ok) refuse(outcome);
      // An unchanged cart is as it was read; a changed one comes back from the version bump.
      if (!outcome.changed && !recovered) return { cart: current, lines: outcome.lines, notices };
      const { writes } = recorder;
      if (recorder.readdsRemovedProduct()) {
        // A product's line removed and the product added again: the removal first, on its own.
        for (const lineId of writes.deleted.splice(0)) await carts.deleteLine(lineId);
      }
      const written = await carts.bumpVersionWriting(current.cartId, now, rowChanges, writes);
      return { cart: written.cart, lines: await linesAsWritten(carts, outcome.lines, writes, written), notices };
    }),
  );
  if (!changed.ok) return changed;
  // The lines are as the transaction left them: the answer need not read them again.
  const { cart, lines, notices } = changed.value;
  return { ok: true, cart: await loadCart(ctx.repositories, cart, now, reference, lines), notices };
}

const LINE_CHANGES = new Set(['add_items', 'update_items', 'remove_items']);

/** A change of the cart's lines alone (the cart row itself only gets its version bumped). */
const isPlainChange = (body: CartUpdateBody) => Object.keys(body).every((key) => LINE_CHANGES.has(key));

/** What the shopper gave at checkout for an order, as a cart keeps it, so the checkout starts from it again. */
function checkoutOf(order: OrderRow): CartUpdateBody {
  const snapshot = order.snapshot as unknown as OrderSnapshot;
  const { billing, shippingAddress, shippingMethod, comments } = snapshot;
  return {
    email: order.email,
    billing: Object.fromEntries(Object.entries(billing).filter(([, value]) => value !== null)),
    shipping: shippingAddress ?? {},
    comments,
    shippingService: { method_id: shippingMethod.methodId, attributes: shippingMethod.attributes },
  };
}
