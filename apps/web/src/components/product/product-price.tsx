import type { PriceContext } from '@manufaktura/core';
import { formatMoney, priceDisplay } from '@manufaktura/core';

import { productText } from '../../messages/catalog.ts';
import styles from './product-price.module.css';

interface ProductPriceProps {
  price: number;
  previousPrice: number | null;
  /** Grosze; the Omnibus lowest price, shown only on product and category pages (spec §4). */
  leastPrice?: number | null;
  context?: PriceContext;
  size?: 'normal' | 'large';
}

/**
 * A product's price in zł; while on sale the regular price is shown struck through and, on product
 * and category pages, "Najniższa cena z 30 dni przed obniżką" when the lowest price is known.
 */
export function ProductPrice({ price, previousPrice, leastPrice = null, context = 'other', size }: ProductPriceProps) {
  const className = size === 'large' ? `${styles.price} ${styles.large}` : styles.price;
  if (previousPrice === null) {
    return <p className={className}>{formatMoney(price)}</p>;
  }
  const display = priceDisplay(
    { price: previousPrice, sale: true, sale_price: price, least_price: leastPrice },
    context,
  );
  return (
    <>
      <p className={className}>
        <span className="visually-hidden">{productText.salePrice}: </span>
        <span className={styles.sale}>{formatMoney(price)}</span>{' '}
        <span className="visually-hidden">{productText.regularPrice}: </span>
        <s className={styles.previous}>{formatMoney(previousPrice)}</s>
      </p>
      {display?.lowestPriceNotice && <p className={styles.notice}>{display.lowestPriceNotice}</p>}
    </>
  );
}
