'use client';

import { useRef } from 'react';

import type { Geowidget } from '../../env.ts';
import type { Cart, Company, PaymentMethod, ShippingMethod } from '../../lib/api/types.ts';
import type { ShopCart } from '../../lib/cart/store.ts';
import { useRenderedCart } from '../../lib/cart/store.ts';
import { checkoutText } from '../../messages/cart.ts';
import { UnpaidOrder } from '../order/unpaid-order.tsx';
import { CartLoading, EmptyState, pageStyles } from '../ui/commerce-page.tsx';
import { BillingFieldset } from './billing-fieldset.tsx';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import { CommentsField } from './comments-field.tsx';
import { ConsentsFieldset } from './consents-fieldset.tsx';
import { ContactFieldset } from './contact-fieldset.tsx';
import { DeliveryFieldset } from './delivery-fieldset.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentFieldset } from './payment-fieldset.tsx';
import { ShippingAddressFieldset } from './shipping-address-fieldset.tsx';
import { useCheckout } from './use-checkout.ts';

interface CheckoutFormProps {
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  seller: Company | null;
  /** InPost's map for choosing a parcel locker, when the shop has a Geowidget token. */
  geowidget: Geowidget | null;
}

/** /checkout once the cart is known: the empty state, or the form. */
export function CheckoutForm({ rendered, ...props }: CheckoutFormProps & { rendered: Cart | null | undefined }) {
  const cart = useRenderedCart(rendered);
  const items = cart.items.filter((line) => line.quantity > 0);

  if (!cart.isCartLoaded) return <CartLoading title={checkoutText.title} noScript={checkoutText.noScript} />;
  if (items.length === 0) {
    const unpaid = cart.unpaid_order;
    return (
      <EmptyState title={checkoutText.emptyTitle} notice={unpaid && <UnpaidOrder order={unpaid} />}>
        {checkoutText.emptyText}
      </EmptyState>
    );
  }
  return <CheckoutFormLoaded {...props} cart={cart} />;
}

/**
 * The checkout form. With JavaScript it checks and places the order in place;
 * without it (or before it has loaded) the same form posts to a Server Action
 * that does the same (`checkout-flow.ts`), and the page comes back with its answer.
 */
function CheckoutFormLoaded({
  shippingMethods,
  paymentMethods,
  seller,
  geowidget,
  cart,
}: CheckoutFormProps & { cart: ShopCart }) {
  const summary = useRef<HTMLDivElement>(null);
  const checkout = useCheckout(cart, shippingMethods, paymentMethods, summary);
  const { fields } = checkout;

  return (
    <div className={`container ${pageStyles.page}`}>
      <h1 className={pageStyles.title}>{checkoutText.title}</h1>
      <form
        className={`${pageStyles.layout} ${styles.form}`}
        action={checkout.postAction}
        onSubmit={checkout.submit}
        noValidate
      >
        {/* The cart the shopper saw, its total in grosze like every amount of the cart (the Server Action compares it). */}
        <input type="hidden" name={FORM_NAMES.version} value={cart.version} />
        <input type="hidden" name={FORM_NAMES.seenTotal} value={cart.grand_total} />
        <div className={pageStyles.main}>
          <ErrorSummary ref={summary} errors={checkout.errors} message={checkout.formError} />
          <ContactFieldset fields={fields} />
          <DeliveryFieldset
            checkout={checkout}
            shippingMethods={shippingMethods}
            seller={seller}
            geowidget={geowidget}
            pending={cart.pending}
          />
          <BillingFieldset fields={fields} signedIn={cart.account_logged_in} />
          <ShippingAddressFieldset fields={fields} />
          <PaymentFieldset fields={fields} payments={checkout.payments} />
          <CommentsField fields={fields} />
          <ConsentsFieldset fields={fields} />
        </div>
        <OrderSummary cart={cart} seller={seller} placing={checkout.placing} />
      </form>
    </div>
  );
}
