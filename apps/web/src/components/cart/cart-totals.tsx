import { formatMoney } from '@manufaktura/core';

import type { ShopCart } from '../../lib/cart/store.ts';
import { cartText } from '../../messages/cart.ts';
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
  if (cart.free_shipping) shipping = cartText.shippingFree;
  else if (method) shipping = formatMoney(cart.shipment_total);
  else if (shippingFrom !== null) shipping = cartText.shippingFrom(formatMoney(shippingFrom));

  return (
    <dl className={styles.totals}>
      <div>
        <dt>{cartText.itemsTotal}</dt>
        <dd>{formatMoney(cart.items_total)}</dd>
      </div>
      {cart.discount_total > 0 && (
        <div className={styles.discountRow}>
          <dt>{cartText.discounts}</dt>
          <dd>−{formatMoney(cart.discount_total)}</dd>
        </div>
      )}
      {shipping !== null && (
        <div>
          <dt>{method ? cartText.shippingChosen(method.name) : cartText.shipping}</dt>
          <dd>{shipping}</dd>
        </div>
      )}
      <div className={styles.grandTotal}>
        <dt>{cartText.total}</dt>
        <dd>
          <span data-testid="grand-total">{formatMoney(cart.grand_total)}</span>
          <small>{cartText.vatIncluded(formatMoney(cart.tax_total))}</small>
        </dd>
      </div>
    </dl>
  );
}
