import { MAX_LINE_QUANTITY } from '@manufaktura/core';

import type { CartOwner, CartRow } from '../repositories/carts.ts';
import type { Repositories } from '../repositories/index.ts';

const isBlank = (value: Record<string, unknown>) => Object.values(value).every((field) => !field);

/**
 * What a guest picked before signing in joins the account's cart: the guest
 * cart becomes the account's when it has none, else it is merged into it
 * (`mergeCarts`). Run in the sign-in's transaction. Returns whether lines
 * were added to a cart the account already had.
 */
export async function mergeGuestCart(
  repositories: Repositories,
  guest: CartOwner,
  account: CartOwner & { accountId: string },
  contact: { email: string },
  now: Date,
): Promise<boolean> {
  const { carts } = repositories;
  const guestCart = await carts.lockFor({ sessionTokenHash: guest.sessionTokenHash, accountId: null });
  const accountCart = await carts.lockFor(account);

  if (!accountCart) {
    if (guestCart) await adopt(repositories, guestCart, account.accountId, contact, now);
    return false;
  }
  await fillContact(repositories, accountCart, contact);
  return guestCart ? mergeCarts(repositories, guestCart, accountCart, now) : false;
}

/**
 * Moves what `from` holds into `into` (both locked by the caller): a product
 * in both gets the sum, capped by the line limit and the stock; a coupon,
 * shipping and checkout details fill only what `into` lacks. `from` is
 * deleted. Returns whether any line was added.
 */
export async function mergeCarts(
  repositories: Repositories,
  from: CartRow,
  into: CartRow,
  now: Date,
): Promise<boolean> {
  const { carts } = repositories;
  const fromLines = await carts.lines(from.cartId);
  const lines = await carts.lines(into.cartId);
  const products = new Map(
    (await carts.productsForCart(fromLines.map((line) => line.productId))).map((p) => [p.productId, p]),
  );
  let position = lines.reduce((max, line) => Math.max(max, line.position), 0);
  let added = false;
  for (const line of fromLines) {
    const product = products.get(line.productId);
    if (!product?.published) continue;
    const existing = lines.find((mine) => mine.productId === line.productId);
    const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, MAX_LINE_QUANTITY, product.stockOnHand);
    if (quantity <= (existing?.quantity ?? 0)) continue;
    if (existing) await carts.updateLine(existing.lineId, { quantity });
    else {
      position += 1;
      await carts.insertLine({
        cartId: into.cartId,
        productId: line.productId,
        quantity,
        options: line.options,
        subProductsReplacementForced: line.subProductsReplacementForced,
        position,
      });
    }
    added = true;
  }
  await carts.update(into.cartId, {
    couponCode: into.couponCode ?? from.couponCode,
    shippingMethodId: into.shippingMethodId ?? from.shippingMethodId,
    shippingAttributes: into.shippingMethodId ? into.shippingAttributes : from.shippingAttributes,
    billing: isBlank(into.billing) ? from.billing : into.billing,
    shipping: isBlank(into.shipping) ? from.shipping : into.shipping,
    comments: into.comments || from.comments,
  });
  await carts.delete(from.cartId);
  await carts.bumpVersion(into.cartId, now);
  return added;
}

/** The guest cart becomes the account's: it no longer hangs on the session, and orders go out to the account's e-mail. */
async function adopt(
  repositories: Repositories,
  cart: CartRow,
  accountId: string,
  contact: { email: string },
  now: Date,
) {
  await repositories.carts.update(cart.cartId, { accountId, sessionTokenHash: null });
  await fillContact(repositories, cart, contact);
  await repositories.carts.bumpVersion(cart.cartId, now);
}

async function fillContact(repositories: Repositories, cart: CartRow, contact: { email: string }) {
  if (cart.email !== contact.email)
    await repositories.carts.update(cart.cartId, { email: contact.email, account: { email: contact.email } });
}
