import type { CartUpdateBody } from '@manufaktura/contract';
import { MAX_LINE_QUANTITY } from '@manufaktura/core';

import type { CartLineRow } from '../repositories/carts.ts';
import type { Repositories } from '../repositories/index.ts';

type AddItem = NonNullable<CartUpdateBody['add_items']>[number];

/**
 * An order's lines as cart additions (“zamów ponownie”, or an unpaid order
 * brought back to the cart), each as much as the stock and the line limit
 * allow beside what the cart holds. Products no longer sold, or out of
 * stock, are named in `unavailable`.
 */
export async function orderItemsForCart(
  repositories: Repositories,
  orderId: string,
  cartLines: CartLineRow[],
): Promise<{ items: AddItem[]; unavailable: string[] }> {
  const lines = await repositories.orders.lines(orderId);
  const products = new Map(
    (await repositories.carts.productsForCart(lines.flatMap((line) => (line.productId ? [line.productId] : [])))).map(
      (product) => [product.productId, product],
    ),
  );
  const items: AddItem[] = [];
  const unavailable: string[] = [];
  for (const line of lines) {
    const product = line.productId ? products.get(line.productId) : undefined;
    const inCart = cartLines.find((held) => held.productId === line.productId)?.quantity ?? 0;
    const room = product?.published ? Math.min(product.stockOnHand, MAX_LINE_QUANTITY) - inCart : 0;
    const quantity = Math.min(line.quantity, room);
    if (product && quantity > 0) items.push({ product_id: product.productId, quantity });
    if (quantity < line.quantity) unavailable.push(product?.name ?? line.name);
  }
  return { items, unavailable };
}
