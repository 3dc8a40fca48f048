import type { Metadata } from 'next';
import { connection } from 'next/server';

import { CheckoutForm } from '../../components/checkout/checkout-form.tsx';
import { publicEnv } from '../../env.ts';
import { getLayoutOrNull, getPaymentMethods, getShippingMethods } from '../../lib/api/server.ts';
import { getVisitorCart } from '../../lib/api/visitor.ts';
import { checkoutText } from '../../messages/cart.ts';

export const metadata: Metadata = {
  title: checkoutText.title,
  robots: { index: false, follow: false },
  alternates: { canonical: '/checkout/' },
};

/**
 * /checkout: a guest places the cart as an order (deliveries and payments from
 * the API). The cart is rendered on the server from the visitor's session, so
 * the whole checkout works without JavaScript.
 */
export default async function CheckoutPage() {
  await connection();
  const [shippingMethods, paymentMethods, layout, rendered] = await Promise.all([
    getShippingMethods(),
    getPaymentMethods(),
    getLayoutOrNull(),
    getVisitorCart(),
  ]);
  return (
    <CheckoutForm
      shippingMethods={shippingMethods}
      paymentMethods={paymentMethods}
      seller={layout?.company ?? null}
      geowidget={publicEnv().geowidget}
      rendered={rendered}
    />
  );
}
