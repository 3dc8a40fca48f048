import { UI_TEXT_PL } from '@manufaktura/core';

import type { ProductCard } from '../../lib/api/types.ts';
import { productText } from '../../messages/catalog.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

interface BuyControlProps {
  product: ProductCard;
  /** The `sizes` of the product's image where the control sits; the add-to-cart flight reuses it. */
  sizes: string;
  className?: string;
}

/** Add to cart, or the gift-packing text, or "Produkt niedostępny" (spec §2, §4). */
export function BuyControl({ product, sizes, className }: BuyControlProps) {
  if (product.giftPacking) return <p className={className}>{UI_TEXT_PL.giftPackingInCart}</p>;
  if (!product.available) return <p className={className}>{productText.unavailable}</p>;
  return <AddToCartButton product={{ id: product.id, name: product.name, image: product.image }} sizes={sizes} />;
}
