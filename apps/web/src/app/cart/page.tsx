import type { Metadata } from 'next';
import { connection } from 'next/server';

import { CartView } from '../../components/cart/cart-view.tsx';
import { GIFT_PACKING_OFFERS } from '../../constants.ts';
import { getProducts, getShippingMethods } from '../../lib/api/server.ts';
import { getVisitorCart } from '../../lib/api/visitor.ts';
import { messageFromAddress } from '../../lib/global-message.ts';
import { cartText } from '../../messages/cart.ts';

export const metadata: Metadata = {
  title: cartText.title,
  robots: { index: false, follow: true },
  alternates: { canonical: '/cart/' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /cart: the shopper's cart, rendered on the server from their session (so it
 * works without JavaScript) and live in the browser; shipping prices and gift
 * packing from the catalog.
 */
export default async function CartPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const [shippingMethods, giftPacking, rendered, query] = await Promise.all([
    getShippingMethods().catch(() => []),
    getProducts({ giftPacking: true, limit: GIFT_PACKING_OFFERS }).catch(() => []),
    getVisitorCart(),
    searchParams,
  ]);
  const refusal = messageFromAddress(query.error_message);
  const paid = shippingMethods.filter((method) => method.price > 0);
  return (
    <CartView
      shippingFrom={paid.length > 0 ? Math.min(...paid.map((method) => method.price)) : null}
      giftPacking={giftPacking.filter((product) => product.available)}
      rendered={rendered}
      refusal={refusal}
    />
  );
}
