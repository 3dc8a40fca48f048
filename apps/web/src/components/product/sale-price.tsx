import type { ComponentProps } from 'react';

import { saleMayChange } from '../../lib/sale-fields.ts';
import { BadgeList } from './badge-list.tsx';
import { LiveSaleBadges, LiveSalePrice } from './live-sale-price.tsx';
import { ProductPrice } from './product-price.tsx';

/*
 * Only a product whose sale the browser's clock could show otherwise than the page was rendered
 * gets a client island for it; the rest are plain HTML with nothing to hydrate (on the home page,
 * most of its fifty cards).
 */

/** A product's price, with its sale checked again once the page has mounted where it may have changed. */
export function SalePrice({ product, ...props }: ComponentProps<typeof LiveSalePrice>) {
  if (saleMayChange(product)) return <LiveSalePrice product={product} {...props} />;
  return <ProductPrice price={product.price} previousPrice={product.previousPrice} {...props} />;
}

/** A product's badges ("PROMOCJA" among them while on sale), checked again where the sale may have changed. */
export function SaleBadges({ product, ...props }: ComponentProps<typeof LiveSaleBadges>) {
  if (saleMayChange(product)) return <LiveSaleBadges product={product} {...props} />;
  return <BadgeList badges={product.badges} {...props} />;
}
