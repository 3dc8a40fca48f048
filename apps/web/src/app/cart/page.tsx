import type { Metadata } from 'next';
import { connection } from 'next/server';

import { CartView } from '../../components/cart/cart-view.tsx';
import { getProducts, getShippingMethods } from '../../lib/api/server.ts';
import { pl } from '../../messages/pl.ts';

export const metadata: Metadata = {
  title: pl.cart.title,
  robots: { index: false, follow: true },
  alternates: { canonical: '/cart/' },
};

/** /cart: the shopper's cart, loaded in the browser; shipping prices and gift packing from the catalog. */
export default async function CartPage() {
  await connection();
  const [shippingMethods, giftPacking] = await Promise.all([
    getShippingMethods().catch(() => []),
    getProducts({ giftPacking: true, limit: 4 }).catch(() => []),
  ]);
  const paid = shippingMethods.filter((method) => method.price > 0);
  return (
    <CartView
      shippingFrom={paid.length > 0 ? Math.min(...paid.map((method) => method.price)) : null}
      giftPacking={giftPacking.filter((product) => product.available)}
    />
  );
}
