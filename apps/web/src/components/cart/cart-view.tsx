'use client';

import { useEffect, useRef } from 'react';

import { trackCart } from '../../lib/analytics.ts';
import type { Cart, ProductCard } from '../../lib/api/types.ts';
import { useRenderedCart } from '../../lib/cart/store.ts';
import { cartText } from '../../messages/cart.ts';
import { UnpaidOrder } from '../order/unpaid-order.tsx';
import { CartLoading, EmptyState, pageStyles } from '../ui/commerce-page.tsx';
import Link from '../ui/link.tsx';
import styles from './cart.module.css';
import { CartLines } from './cart-lines.tsx';
import { CartPromotions } from './cart-promotions.tsx';
import { CartTotals } from './cart-totals.tsx';
import { CouponForm } from './coupon-form.tsx';
import { GiftPacking } from './gift-packing.tsx';

interface CartViewProps {
  /** Grosze: the cheapest paid delivery, for "Dostawa od …". */
  shippingFrom: number | null;
  giftPacking: ProductCard[];
  /** The cart as the server rendered it (see `useRenderedCart`). */
  rendered: Cart | null | undefined;
  /** A refusal of a form posted without JavaScript (`error_message`); with it, the message bar shows it. */
  refusal: string | null;
}

/** The cart page: lines, promotions and free-shipping progress, coupon, gift packing and totals. */
export function CartView({ shippingFrom, giftPacking, rendered, refusal }: CartViewProps) {
  const cart = useRenderedCart(rendered);
  const lines = cart.items.filter((line) => !line.product.giftPacking);
  const viewed = useRef(false);
  useEffect(() => {
    // view_cart once per visit of the page, as soon as there is a cart to show.
    if (viewed.current || !cart.isCartLoaded || cart.items.length === 0) return;
    viewed.current = true;
    trackCart('view_cart', cart);
  }, [cart]);

  if (!cart.isCartLoaded) return <CartLoading title={cartText.title} noScript={cartText.noScript} />;
  const refused = refusal && (
    <noscript>
      <p className={pageStyles.alert} role="alert">
        {refusal}
      </p>
    </noscript>
  );
  if (lines.length === 0) {
    return (
      <EmptyState
        title={cartText.emptyTitle}
        notice={
          <>
            {refused}
            {cart.unpaid_order && <UnpaidOrder order={cart.unpaid_order} />}
          </>
        }
      >
        {cartText.emptyText}
      </EmptyState>
    );
  }

  const blocked = cart.checkoutBlocked === true || lines.some((line) => !line.product.available);
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1 className={pageStyles.title}>{cartText.title}</h1>
      {refused}
      <CartPromotions promotions={cart.promotions} />
      <div className={pageStyles.layout}>
        <div className={pageStyles.main}>
          <CartLines lines={lines} />
          <GiftPacking offers={giftPacking} lines={cart.items.filter((line) => line.product.giftPacking)} />
        </div>
        <aside className={pageStyles.summary} aria-labelledby="podsumowanie">
          <h2 id="podsumowanie" className={pageStyles.summaryTitle}>
            {cartText.summary}
          </h2>
          <CouponForm cart={cart} />
          <CartTotals cart={cart} shippingFrom={shippingFrom} />
          {blocked ? (
            <span className={`button ${styles.checkout}`} aria-disabled="true">
              {cartText.checkout}
            </span>
          ) : (
            <Link href="/checkout/" className={`button ${styles.checkout}`}>
              {cartText.checkout}
            </Link>
          )}
          <Link href="/sklep/" className={`text-link ${styles.continue}`}>
            {cartText.continueShopping}
          </Link>
          <p className={styles.status} role="status">
            {cart.pending ? cartText.updating : ''}
          </p>
        </aside>
      </div>
    </div>
  );
}
