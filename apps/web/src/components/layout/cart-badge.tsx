'use client';

import { MINI_CART_FADE_MS } from '@manufaktura/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { readCookie } from '../../lib/browser-cookie.ts';
import { CART_COUNT_COOKIE, readCartCount } from '../../lib/cart/count-cookie.ts';
import { CART_TARGET_ATTRIBUTE } from '../../lib/cart/fly-to-cart.ts';
import { useCart } from '../../lib/cart/store.ts';
import { CART_COUNT_SLOT, CART_EMPTY_SLOT } from '../../lib/shared-page.ts';
import styles from './cart-badge.module.css';

const unchanging = () => () => {};

/** The count in the storefront's cookie as the browser reads it; null on the server and while hydrating. */
function useCookieCount(): number | null {
  return useSyncExternalStore(
    unchanging,
    () => readCartCount(readCookie(CART_COUNT_COOKIE)),
    () => null,
  );
}

/**
 * The item count on the cart icon. Until the cart has loaded it shows the count the page was
 * rendered with (the storefront's cookie, lib/cart/count-cookie.ts), which is also all a visitor
 * without JavaScript sees. A shared page (ADR 014) is rendered for everyone with slots in place of
 * the count, which the front door fills with the visitor's count; the browser keeps what it was
 * sent (hence no hydration warning) and then reads the same cookie. After a shopper's action it
 * fades out, changes and fades in (0.5 s each, spec §4); the first load just shows the number.
 */
export function CartBadge({ rememberedCount }: { rememberedCount: number | null }) {
  const { item_quantity: itemQuantity, previousQuantity, changeId, isCartLoaded } = useCart();
  const cookieCount = useCookieCount();
  const [doneId, setDoneId] = useState(0);
  const fading = changeId !== doneId;
  const shown = !isCartLoaded ? (rememberedCount ?? cookieCount) : fading ? previousQuantity : itemQuantity;

  useEffect(() => {
    if (!fading) return;
    const swap = setTimeout(() => setDoneId(changeId), MINI_CART_FADE_MS);
    return () => clearTimeout(swap);
  }, [fading, changeId]);

  return (
    <>
      <span
        className={styles.badge}
        data-empty={shown === null ? CART_EMPTY_SLOT : shown === 0}
        data-fading={fading}
        data-ready={isCartLoaded}
        aria-hidden="true"
        {...{ [CART_TARGET_ATTRIBUTE]: '' }}
        suppressHydrationWarning
      >
        {shown ?? CART_COUNT_SLOT}
      </span>
      <span className="visually-hidden" suppressHydrationWarning>{` (${shown ?? CART_COUNT_SLOT})`}</span>
    </>
  );
}
