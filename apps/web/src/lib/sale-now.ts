import { isOnSale, UI_TEXT_PL } from '@manufaktura/core';
import { useEffect, useState } from 'react';

import type { SaleFields } from './sale-fields.ts';

export type { SaleFields } from './sale-fields.ts';

const asRendered = (product: SaleFields) => ({
  price: product.price,
  previousPrice: product.previousPrice,
  badges: product.badges,
});

/** A product's price and badges with the sale decided at `now`. */
export function saleAt(product: SaleFields, now: number) {
  // While on sale the page names the regular price as the previous one; otherwise the price is the regular one.
  const regular = product.previousPrice ?? product.price;
  const onSale =
    product.salePrice !== null &&
    isOnSale(
      {
        non_sale_price: regular,
        sale_price: product.salePrice,
        sale_price_start: product.saleStart,
        sale_price_end: product.saleEnd,
      },
      now,
    );
  if (onSale === product.onSale) return asRendered(product);
  const badges = product.badges.filter((badge) => badge !== UI_TEXT_PL.badgeSale);
  return onSale
    ? { price: product.salePrice!, previousPrice: regular, badges: [...badges, UI_TEXT_PL.badgeSale] }
    : { price: regular, previousPrice: null, badges };
}

/**
 * The sale as the page was rendered until it mounts, then by the browser's clock (spec §4: "the
 * current time is taken after the page mounts"), so a page kept in a cache never shows a sale that
 * has ended, or misses one that has begun.
 */
export function useSaleNow(product: SaleFields) {
  const [now, setNow] = useState<number | null>(null);
  // The first render must be the server's; the browser's time is read once, after mount, by design.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- spec §4: the time is taken after the page mounts
  useEffect(() => setNow(Date.now()), []);
  return now === null ? asRendered(product) : saleAt(product, now);
}
