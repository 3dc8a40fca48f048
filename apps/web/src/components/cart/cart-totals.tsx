import { formatMoney, formatPln } from '@manufaktura/core';

import type { ShopCart } from '../../lib/cart/store.ts';
import { pl } from '../../messages/pl.ts';
import styles from './cart.module.css';

interface CartTotalsProps {
  cart: ShopCart;
  /** Grosze: the cheapest paid delivery while none is chosen; null hides the line. */
  shippingFrom: number | null;
}

/** Products, discounts, delivery, the total and the VAT it includes; shared by cart and checkout. */
export function CartTotals({ cart, shippingFrom }: CartTotalsProps) {
  const method = cart.shipping_method;
  let shipping: string | null = null;
  if (cart.free_shipping) shipping = pl.cart.shippingFree;
  else if (method) shipping = formatPln(cart.shipment_total);
  else if (shippingFrom !== null) shipping = pl.cart.shippingFrom(formatMoney(shippingFrom));

  return (
    <dl className={styles.totals}>
      <div>
        <dt>{pl.cart.itemsTotal}</dt>
        <dd>{formatPln(cart.items_total)}</dd>
      </div>
      {cart.discount_total > 0 && (
        <div className={styles.discountRow}>
          <dt>{pl.cart.discounts}</dt>
          <dd>−{formatPln(cart.discount_total)}</dd>
        </div>
      )}
      {shipping !== null && (
        <div>
          <dt>{method ? pl.cart.shippingChosen(method.name) : pl.cart.shipping}</dt>
          <dd>{shipping}</dd>
        </div>
      )}
      <div className={styles.grandTotal}>
        <dt>{pl.cart.total}</dt>
        <dd>
          <span data-testid="grand-total">{formatPln(cart.grand_total)}</span>
          <small>{pl.cart.vatIncluded(formatPln(cart.tax_total))}</small>
        </dd>
      </div>
    </dl>
  );
}
