import { useSyncExternalStore } from 'react';

import { shopApi } from './api/client.ts';
import type { CartSummaryWire } from './api/client.ts';

/**
 * The cart as the frame sees it, shared by the badge, the promotion bar and the account icons.
 * Loaded once per page; until the API answers (or when it fails) the cart counts as empty.
 * Other islands announce changes with `window.dispatchEvent(new CustomEvent('cart:changed',
 * { detail: { item_quantity } }))`.
 */
export interface CartSummary {
  itemQuantity: number;
  loggedIn: boolean;
  promotions: NonNullable<CartSummaryWire['promotions']>;
  /** Counts the shopper's changes of the item count after the first load: each one animates the badge. */
  changeId: number;
  /** The count before the latest such change. */
  previousQuantity: number;
  loaded: boolean;
}

export const CART_CHANGED_EVENT = 'cart:changed';

const EMPTY: CartSummary = {
  itemQuantity: 0,
  loggedIn: false,
  promotions: [],
  changeId: 0,
  previousQuantity: 0,
  loaded: false,
};

let state = EMPTY;
let started = false;
const listeners = new Set<() => void>();

function set(next: Partial<CartSummary>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function fromWire(cart: CartSummaryWire): Partial<CartSummary> {
  return {
    itemQuantity: cart.item_quantity,
    loggedIn: cart.account_logged_in === true,
    promotions: cart.promotions ?? [],
  };
}

function start(): void {
  if (started) return;
  started = true;
  window.addEventListener(CART_CHANGED_EVENT, (event) => {
    const detail = (event as CustomEvent<Partial<CartSummaryWire> | undefined>).detail;
    if (typeof detail?.item_quantity !== 'number') return;
    const changed = detail.item_quantity !== state.itemQuantity;
    set({
      ...fromWire({ ...detail, item_quantity: detail.item_quantity }),
      ...(changed && { changeId: state.changeId + 1, previousQuantity: state.itemQuantity }),
      loaded: true,
    });
    if (!detail.promotions) void refresh(false);
  });
  void refresh(true);
}

async function refresh(initial: boolean): Promise<void> {
  const result = await shopApi.getCart();
  if (result.ok) {
    const next = fromWire(result.data);
    set(initial ? { ...next, loaded: true } : { promotions: next.promotions, loggedIn: next.loggedIn, loaded: true });
  } else if (initial) {
    set({ loaded: true });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

export function useCartSummary(): CartSummary {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}
