import type { Metadata } from 'next';
import { connection } from 'next/server';

import { CheckoutForm } from '../../components/checkout/checkout-form.tsx';
import { getLayoutOrNull, getPaymentMethods, getShippingMethods } from '../../lib/api/server.ts';
import { pl } from '../../messages/pl.ts';

export const metadata: Metadata = {
  title: pl.checkout.title,
  robots: { index: false, follow: false },
  alternates: { canonical: '/checkout/' },
};

/** /checkout: a guest places the cart as an order (deliveries and payments from the API). */
export default async function CheckoutPage() {
  await connection();
  const [shippingMethods, paymentMethods, layout] = await Promise.all([
    getShippingMethods(),
    getPaymentMethods(),
    getLayoutOrNull(),
  ]);
  return (
    <CheckoutForm shippingMethods={shippingMethods} paymentMethods={paymentMethods} seller={layout?.company ?? null} />
  );
}
