'use client';

import { formatMoney, MAX_LINE_QUANTITY } from '@manufaktura/core';

import type { CartLine, ProductCard } from '../../lib/api/types.ts';
import { packAsGift, removeItem, setQuantity, useCart } from '../../lib/cart/store.ts';
import { cartText } from '../../messages/cart.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './cart.module.css';
import { CartForm } from './cart-form.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** Gift packing, sold only here (spec §2): add it, change how many, or take it off. */
export function GiftPacking({ offers, lines }: { offers: ProductCard[]; lines: CartLine[] }) {
  const { pending } = useCart();
  const inCart = new Set(lines.map((line) => line.product.product_id));
  const available = offers.filter((offer) => !inCart.has(offer.id));
  if (lines.length === 0 && available.length === 0) return null;

  return (
    <section className={styles.gift} aria-labelledby="prezent">
      <h2 id="prezent" className={styles.giftTitle}>
        {cartText.giftTitle}
      </h2>
      {lines.map((line) => (
        <div key={line.lineId} className={styles.giftRow}>
          <p>
            <strong>{line.product.name}</strong> · {formatMoney(line.unit_price)}
            <br />
            {cartText.giftAdded}
          </p>
          <QuantityStepper
            lineId={line.lineId}
            name={line.product.name}
            quantity={line.quantity}
            max={MAX_LINE_QUANTITY}
            disabled={pending}
            onChange={(quantity) => void setQuantity(line, quantity)}
          />
          <CartForm intent="remove" fields={{ line_id: line.lineId }} onSubmit={() => void removeItem(line)}>
            <button type="submit" className="text-link" disabled={pending}>
              {cartText.removeOf(line.product.name)}
            </button>
          </CartForm>
        </div>
      ))}
      {available.map((offer) => (
        <div key={offer.id} className={styles.giftRow}>
          {offer.image && (
            <div className={styles.giftImage}>
              <ResponsiveImage image={{ ...offer.image, alt: '' }} sizes="72px" />
            </div>
          )}
          <p>{cartText.giftText}</p>
          <CartForm intent="add" fields={{ product_id: offer.id }} onSubmit={() => void packAsGift(offer.id)}>
            <button type="submit" className="button button-outline" disabled={pending}>
              {cartText.giftAdd(formatMoney(offer.price))}
            </button>
          </CartForm>
        </div>
      ))}
    </section>
  );
}
