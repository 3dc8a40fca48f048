import { formatMoney } from '@manufaktura/core';

import { pl } from '../../messages/pl.ts';
import styles from './product-price.module.css';

interface ProductPriceProps {
  price: number;
  previousPrice: number | null;
}

/** A product's price in zł; while on sale the regular price is shown struck through. */
export function ProductPrice({ price, previousPrice }: ProductPriceProps) {
  if (previousPrice === null) {
    return <p className={styles.price}>{formatMoney(price)}</p>;
  }
  return (
    <p className={styles.price}>
      <span className="visually-hidden">{pl.product.salePrice}: </span>
      <span className={styles.sale}>{formatMoney(price)}</span>{' '}
      <span className="visually-hidden">{pl.product.regularPrice}: </span>
      <s className={styles.previous}>{formatMoney(previousPrice)}</s>
    </p>
  );
}
