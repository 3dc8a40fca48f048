'use client';

import { formatCapacity, formatMoney, MAX_LINE_QUANTITY } from '@manufaktura/core';

import type { CartLine } from '../../lib/api/types.ts';
import { removeItem, setQuantity, useCart } from '../../lib/cart/store.ts';
import { cartText } from '../../messages/cart.ts';
import { CloseIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './cart.module.css';
import { CartForm } from './cart-form.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** The cart's product lines: picture, name, capacity, unit price (with the sale), quantity, total, remove. */
export function CartLines({ lines }: { lines: CartLine[] }) {
  const { pending } = useCart();
  return (
    <section aria-labelledby="pozycje">
      <h2 id="pozycje" className="visually-hidden">
        {cartText.lines}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLine key={line.lineId} line={line} pending={pending} />
        ))}
      </ul>
    </section>
  );
}

function CartLine({ line, pending }: { line: CartLine; pending: boolean }) {
  const { product } = line;
  const capacity = formatCapacity(product.capacity, product.capacity_unit);
  const discount = line.discounts.reduce((sum, item) => sum + item.amount, 0);
  return (
    <li className={styles.line} data-line={product.slug}>
      <div className={styles.lineImage}>
        {product.image && <ResponsiveImage image={{ ...product.image, alt: '' }} sizes="96px" />}
      </div>
      <div className={styles.lineInfo}>
        <Link href={`/sklep/${product.slug}/`} className={styles.lineName}>
          {product.name}
        </Link>
        {capacity && <span className={styles.lineMeta}>{capacity}</span>}
        <span className={styles.linePrice}>
          <span className="visually-hidden">{cartText.unitPrice}: </span>
          {product.sale && product.previous_unit_price !== null ? (
            <>
              <span className={styles.sale}>{formatMoney(line.unit_price)}</span>{' '}
              <s>{formatMoney(product.previous_unit_price)}</s>
            </>
          ) : (
            formatMoney(line.unit_price)
          )}
        </span>
        {!product.available && (
          <p className={styles.lineWarning} role="alert">
            {cartText.unavailable}
          </p>
        )}
      </div>
      <QuantityStepper
        lineId={line.lineId}
        name={product.name}
        quantity={line.quantity}
        max={MAX_LINE_QUANTITY}
        disabled={pending}
        onChange={(quantity) => void setQuantity(line, quantity)}
      />
      <div className={styles.lineTotal}>
        <span className="visually-hidden">{cartText.lineTotal}: </span>
        {formatMoney(line.price_total)}
        {discount > 0 && <small>{cartText.lineDiscount(formatMoney(discount))}</small>}
      </div>
      <CartForm intent="remove" fields={{ line_id: line.lineId }} onSubmit={() => void removeItem(line)}>
        <button type="submit" className={styles.remove} aria-label={cartText.removeOf(product.name)} disabled={pending}>
          <CloseIcon size={16} />
          <span aria-hidden="true">{cartText.remove}</span>
        </button>
      </CartForm>
    </li>
  );
}
