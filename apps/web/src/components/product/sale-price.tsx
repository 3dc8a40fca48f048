'use client';

import type { ComponentProps } from 'react';

import type { SaleFields } from '../../lib/sale-now.ts';
import { useSaleNow } from '../../lib/sale-now.ts';
import { ProductPrice } from './product-price.tsx';

type PriceProps = Omit<ComponentProps<typeof ProductPrice>, 'price' | 'previousPrice'>;

/** A product's price with its sale checked again once the page has mounted. */
export function SalePrice({ product, ...props }: PriceProps & { product: SaleFields }) {
  const { price, previousPrice } = useSaleNow(product);
  return <ProductPrice price={price} previousPrice={previousPrice} {...props} />;
}

/** A product's badges ("PROMOCJA" among them while on sale), checked again once the page has mounted. */
export function SaleBadges({
  product,
  className,
  badgeClassName,
}: {
  product: SaleFields;
  className: string | undefined;
  badgeClassName: string | undefined;
}) {
  const { badges } = useSaleNow(product);
  if (badges.length === 0) return null;
  return (
    <ul className={className} aria-label="Oznaczenia">
      {badges.map((badge) => (
        <li key={badge} className={badgeClassName}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
