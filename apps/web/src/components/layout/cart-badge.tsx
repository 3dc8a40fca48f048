'use client';

import { MINI_CART_FADE_MS } from '@manufaktura/core';
import { useEffect, useState } from 'react';

import { CART_TARGET_ATTRIBUTE } from '../../lib/cart/fly-to-cart.ts';
import { useCart } from '../../lib/cart/store.ts';
import styles from './cart-badge.module.css';

/**
 * The item count on the cart icon. Until the cart has loaded it shows the count the page was
 * rendered with (the storefront's cookie, lib/cart/count-cookie.ts), which is also all a visitor
 * without JavaScript sees. After a shopper's action it fades out, changes and fades in (0.5 s
 * each, spec §4); the first load just shows the number.
 */
export function CartBadge({ rememberedCount }: { rememberedCount: number }) {
  const { item_quantity: itemQuantity, previousQuantity, changeId, isCartLoaded } = useCart();
  const [doneId, setDoneId] = useState(0);
  const fading = changeId !== doneId;
  const shown = !isCartLoaded ? rememberedCount : fading ? previousQuantity : itemQuantity;

  useEffect(() => {
    if (!fading) return;
    const swap = setTimeout(() => setDoneId(changeId), MINI_CART_FADE_MS);
    return () => clearTimeout(swap);
  }, [fading, changeId]);

  return (
    <>
      <span
        className={styles.badge}
        data-empty={shown === 0}
        data-fading={fading}
        data-ready={isCartLoaded}
        aria-hidden="true"
        {...{ [CART_TARGET_ATTRIBUTE]: '' }}
      >
        {shown}
      </span>
      <span className="visually-hidden">{` (${shown})`}</span>
    </>
  );
}
