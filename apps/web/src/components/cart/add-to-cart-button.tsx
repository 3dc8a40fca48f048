'use client';

import { UI_TEXT_PL, toPln } from '@manufaktura/core';
import { useState } from 'react';

import { shopApi } from '../../lib/api/client.ts';
import { trackEcommerce } from '../../lib/analytics.ts';
import { CART_CHANGED_EVENT } from '../../lib/cart-summary.ts';
import { pushGlobalMessage } from '../../lib/global-message.ts';
import { pl } from '../../messages/pl.ts';

interface AddToCartButtonProps {
  /** Price in grosze. */
  product: { id: string; name: string; price: number };
}

/**
 * "Do koszyka": idle → loading → idle (spec §4). On success the badge learns the new count; on
 * failure a permanent error shows in the message bar and the page scrolls to the top (spec §8).
 */
export function AddToCartButton({ product }: AddToCartButtonProps) {
  const [loading, setLoading] = useState(false);

  async function add() {
    setLoading(true);
    const result = await shopApi.addToCart(product.id);
    setLoading(false);
    if (result.ok) {
      window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: result.data }));
      trackEcommerce('add_to_cart', {
        value: toPln(product.price),
        items: [{ item_id: product.id, item_name: product.name, price: toPln(product.price), quantity: 1 }],
      });
      return;
    }
    pushGlobalMessage({ type: 'ERROR', message: UI_TEXT_PL.addToCartFailed, isPermanent: true });
    window.scrollTo({ top: 0 });
  }

  return (
    <button type="button" className="button" onClick={add} disabled={loading} aria-busy={loading}>
      {loading ? pl.product.adding : UI_TEXT_PL.addToCart}
    </button>
  );
}
