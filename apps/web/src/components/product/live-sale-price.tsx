'use client';

import type { ComponentProps } from 'react';

import type { SaleFields } from '../../lib/sale-now.ts';
import { useSaleNow } from '../../lib/sale-now.ts';
import { BadgeList } from './badge-list.tsx';
import { ProductPrice } from './product-price.tsx';

type PriceProps = Omit<ComponentProps<typeof ProductPrice>, 'price' | 'previousPrice'>;

/** A product's price with its sale checked again once the page has mounted. */
export function LiveSalePrice({ product, ...props }: PriceProps & { product: SaleFields }) {
  const { price, previousPrice } = useSaleNow(product);
  return <ProductPrice price={price} previousPrice={previousPrice} {...props} />;
}

/** A product's badges ("PROMOCJA" among them while on sale), checked again once the page has mounted. */
export function LiveSaleBadges({
  product,
  ...props
}: Omit<ComponentProps<typeof BadgeList>, 'badges'> & { product: SaleFields }) {
  const { badges } = useSaleNow(product);
  return <BadgeList badges={badges} {...props} />;
}
