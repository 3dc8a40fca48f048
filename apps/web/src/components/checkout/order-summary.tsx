import { formatMoney, UI_TEXT_PL } from '@manufaktura/core';

import type { Company } from '../../lib/api/types.ts';
import type { ShopCart } from '../../lib/cart/store.ts';
import { checkoutText } from '../../messages/cart.ts';
import { CartTotals } from '../cart/cart-totals.tsx';
import { pageStyles } from '../ui/commerce-page.tsx';
import Link from '../ui/link.tsx';
import styles from './checkout.module.css';

interface OrderSummaryProps {
  cart: ShopCart;
  seller: Company | null;
  /** The order is on its way: the button waits. */
  placing: boolean;
}

/** The order's lines and totals (grosze), the legal note, the order button and who sells. */
export function OrderSummary({ cart, seller, placing }: OrderSummaryProps) {
  return (
    <aside className={pageStyles.summary} aria-labelledby="twoje-zamowienie">
      <h2 id="twoje-zamowienie" className={pageStyles.summaryTitle}>
        {checkoutText.summary}
      </h2>
      <ul className={styles.items}>
        {cart.items.map((line) => (
          <li key={line.lineId}>
            <span>
              {line.product.name} <span className={styles.qty}>× {line.quantity}</span>
            </span>
            <span>{formatMoney(line.price_total)}</span>
          </li>
        ))}
      </ul>
      <Link href="/cart/" className="text-link">
        {checkoutText.edit}
      </Link>
      <CartTotals cart={cart} shippingFrom={null} />
      <p className={styles.legal}>{checkoutText.legal}</p>
      <button type="submit" className={`button ${styles.submit}`} disabled={placing} aria-busy={placing}>
        {placing ? checkoutText.placing : UI_TEXT_PL.finalOrderButton}
      </button>
      {seller && (
        <p className={styles.seller}>
          {seller.name}, {seller.address}, {seller.zip} {seller.city}
          {seller.vatNo && `, NIP ${seller.vatNo}`}
          {seller.mail && `, ${seller.mail}`}
          {seller.phone && `, ${seller.phone}`}
        </p>
      )}
    </aside>
  );
}
