import { randomUUID } from 'node:crypto';

import type { CartLineRow, CartLineWrites, CartRepository, WrittenLines } from '../repositories/carts.ts';

type LinesRead = Awaited<ReturnType<CartRepository['linesWithProducts']>>;

/**
 * The cart repository as the cart rules see it for one decision: it records their line writes
 * (making the new lines' ids) instead of sending them, so that they go with the cart's version bump
 * in one statement. With `read` it answers the rules' read with that snapshot (a plain change's);
 * without, it reads the locked cart's lines as asked and remembers them.
 */
export function recordingLineWrites(carts: CartRepository, cartId: string, read?: LinesRead) {
  const writes: CartLineWrites = { deleted: [], updated: [], inserted: [] };
  const readLines = new Map<string, CartLineRow>();
  const remember = (lines: LinesRead) => {
    for (const line of lines.lines) readLines.set(line.lineId, line);
    return lines;
  };
  if (read) remember(read);
  const repository: CartRepository = {
    ...carts,
    linesWithProducts: async (id, productIds) =>
      read ? read : remember(await carts.linesWithProducts(id, productIds)),
    async deleteLine(lineId) {
      writes.deleted.push(lineId);
    },
    async updateLine(lineId, changes) {
      const { quantity, options, subProductsReplacementForced } = changes;
      const line = readLines.get(lineId)!;
      writes.updated.push({
        lineId,
        quantity: quantity ?? line.quantity,
        ...(options ? { options } : {}),
        ...(subProductsReplacementForced ? { replace: true } : {}),
      });
      return { ...line, ...changes };
    },
    async insertLine(line) {
      const row = {
        lineId: randomUUID(),
        productId: line.productId,
        quantity: line.quantity,
        options: line.options,
        subProductsReplacementForced: line.subProductsReplacementForced,
        position: line.position,
      };
      writes.inserted.push(row);
      return { ...row, cartId };
    },
  };
  return {
    repository,
    writes,
    /**
     * Whether a product's line is removed and the product added again: one statement cannot
     * order that delete and insert of one (cart, product) pair.
     */
    readdsRemovedProduct: () => {
      const removed = new Set(writes.deleted.map((lineId) => readLines.get(lineId)?.productId));
      return writes.inserted.some((line) => removed.has(line.productId));
    },
  };
}

/**
 * The cart's lines as the rules left them (`decided`, in their order), each written one as stored
 * (the database's form of its options). When a line went meanwhile without a change of the cart
 * (its product was deleted), what is left is read.
 */
export async function linesAsWritten(
  carts: CartRepository,
  decided: CartLineRow[],
  writes: CartLineWrites,
  written: WrittenLines,
): Promise<CartLineRow[]> {
  if (written.updated.length !== writes.updated.length || written.deleted !== writes.deleted.length)
    return carts.lines(written.cart.cartId);
  const stored = new Map([...written.updated, ...written.inserted].map((line) => [line.lineId, line]));
  return decided.map((line) => stored.get(line.lineId) ?? line);
}
