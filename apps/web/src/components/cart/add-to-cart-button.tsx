'use client';

import { UI_TEXT_PL } from '@manufaktura/core';
import { useState } from 'react';

import type { FlightImage } from '../../lib/cart/fly-to-cart.ts';
import { flyToCart } from '../../lib/cart/fly-to-cart.ts';
import { addItem } from '../../lib/cart/store.ts';
import { productText } from '../../messages/catalog.ts';
import { CartForm } from './cart-form.tsx';

interface AddToCartButtonProps {
  product: { id: string; name: string };
  /** The product's image as it flies to the cart (`requireFlightImage`: add to cart needs one, spec §5). */
  image: FlightImage;
}

/**
 * "Do koszyka": idle → loading while the add runs and the product image flies to the cart
 * counter → idle when it lands (spec §4). On failure the store shows the permanent error and
 * scrolls to the top (spec §8). Without JavaScript the form adds the product and opens the cart.
 */
export function AddToCartButton({ product, image }: AddToCartButtonProps) {
  const [loading, setLoading] = useState(false);

  async function add(form: HTMLFormElement) {
    const origin = form.closest('[data-product]')?.querySelector('img') ?? form;
    setLoading(true);
    // The cart store reports the addition to analytics (add_to_cart), whichever button made it.
    await Promise.all([addItem(product.id), flyToCart(image, origin)]);
    setLoading(false);
  }

  return (
    <CartForm intent="add" fields={{ product_id: product.id }} onSubmit={(form) => void add(form)}>
      <button type="submit" className="button" disabled={loading} aria-busy={loading}>
        {loading ? productText.adding : UI_TEXT_PL.addToCart}
      </button>
    </CartForm>
  );
}
