import { UI_TEXT_PL } from '@manufaktura/core';
import { cache } from 'react';

import type { ProductCard } from '../../lib/api/types.ts';
import { requireFlightImage } from '../../lib/cart/fly-to-cart.ts';
import { productText } from '../../messages/catalog.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

/**
 * One flight image per product image and sizes within a rendering: a page with several controls for
 * one product (the product page has three) then sends it once, the others as references to it.
 */
const flightImage = cache(requireFlightImage);

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
  // The island gets only what it uses: the id, the name, and the one srcset the flight needs.
  return (
    <AddToCartButton
      product={{ id: product.id, name: product.name }}
      image={flightImage(product.name, product.image, sizes)}
    />
  );
}
