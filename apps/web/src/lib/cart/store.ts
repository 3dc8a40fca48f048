import type { CartUpdateRequest } from '@manufaktura/contract';
import type { CartAction, CartState, GlobalMessage, MergeActionType } from '@manufaktura/core';
import {
  CART_LOCK_POLL_MS,
  CART_LOCK_WAIT_MS,
  cartReducer,
  formatMessage,
  INITIAL_CART_STATE,
  NOTIFICATION_MESSAGES_PL,
  UI_TEXT_PL,
} from '@manufaktura/core';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { cartChanges, trackEcommerce, trackEvent } from '../analytics.ts';
import type { ApiResult } from '../api/client.ts';
import { shopApi } from '../api/client.ts';
import type { Cart, CartLine } from '../api/types.ts';
import { addressMessage, pushGlobalMessage } from '../global-message.ts';
import { rememberCartCountInBrowser } from './count-cookie.ts';

/**
 * The shopper's cart in the browser: one store for the badge, the promotion bar, the cart page
 * and checkout, changed only through the packages/core reducer (spec §4 "Cart actions"). It holds
 * the cart as `toCart` reshaped it: every amount in grosze.
 */
export interface ShopCart extends Omit<Cart, 'cartId' | 'coupon_code' | 'currency' | 'account' | 'metadata'> {
  cartId?: string | null | undefined;
  coupon_code?: string | null | undefined;
  currency: string;
  isCartLoaded: boolean;
  showCouponError: { state: boolean; message: string };
  globalMessage: GlobalMessage | null;
  checkoutBlocked?: boolean;
  /** Counts changes of the item count after the first load: each one animates the badge. */
  changeId: number;
  /** The item count before the latest such change. */
  previousQuantity: number;
  /** A change is on its way to the API. */
  pending: boolean;
}

const EMPTY_CART: ShopCart = {
  ...INITIAL_CART_STATE,
  cartId: null,
  version: 0,
  items: [],
  items_total: 0,
  discounts: [],
  promotions: [],
  coupon_code: null,
  coupon_error: null,
  free_shipping: false,
  gift_packing: false,
  shipping_method: null,
  email: null,
  billing: {},
  shipping: {},
  comments: '',
  notices: [],
  unpaid_order: null,
  changeId: 0,
  previousQuantity: 0,
  pending: false,
};

/** Address parameters the initial load reads and then removes from the address bar (spec §4). */
export const CART_QUERY_PARAMS = [
  'cart_recovery_token',
  'registration_confirmation_token',
  'sms',
  'message_code',
  'error_message',
] as const;

const CHANNEL = 'manufaktura-cart';

let state: ShopCart = EMPTY_CART;
let started = false;
let creating = false;
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Runs an action through the core reducer; a change of the item count after the first load animates the badge. */
export function dispatch(action: CartAction): void {
  const before = state;
  // The reducer merges whatever the server sent; the store's own fields ride along untouched.
  const next = cartReducer(before as unknown as CartState, action) as unknown as ShopCart;
  if (before.isCartLoaded && next.item_quantity !== before.item_quantity) {
    next.changeId = before.changeId + 1;
    next.previousQuantity = before.item_quantity;
  }
  state = next;
  notify();
  if (next.isCartLoaded) rememberCartCountInBrowser(next.item_quantity);
  // The message bar shows the cart's global message (spec §4); REMOVE_GLOBAL_MESSAGE clears it.
  if (next.globalMessage && next.globalMessage !== before.globalMessage) pushGlobalMessage(next.globalMessage);
}

function setPending(pending: boolean): void {
  state = { ...state, pending };
  notify();
}

export function getCartState(): ShopCart {
  return state;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first change of a session creates its cart; a second change meanwhile waits for it,
 * polling every 200 ms for up to 3 s (spec §4 "Session"), so one session never makes two carts.
 */
async function send(update: CartUpdateRequest): Promise<ApiResult<Cart>> {
  if (!state.cartId) {
    const deadline = Date.now() + CART_LOCK_WAIT_MS;
    while (creating && Date.now() < deadline) await sleep(CART_LOCK_POLL_MS);
  }
  const isCreation = !state.cartId && !creating;
  if (isCreation) creating = true;
  setPending(true);
  try {
    return await shopApi.updateCart(update);
  } finally {
    if (isCreation) creating = false;
    setPending(false);
  }
}

/** What a change did beyond the asked (a merged cart, products no longer sold) becomes the page's message. */
function noticeOf(cart: Cart): { globalMessage: GlobalMessage } | Record<string, never> {
  if (cart.notices.length === 0) return {};
  return { globalMessage: { type: 'INFO', message: cart.notices.map((notice) => notice.message).join(' ') } };
}

/** Tells the shop's other tabs that the cart changed, so they load it again. */
function announce(cart: Cart): void {
  channel?.postMessage({ version: cart.version, cartId: cart.cartId });
}

/**
 * Sends a change and dispatches `type` with the cart the server answered. On failure the cart
 * is loaded again (another tab may have changed it) and the error is returned for the caller.
 */
async function change(
  type: MergeActionType,
  update: CartUpdateRequest,
  extra: Record<string, unknown> = {},
): Promise<ApiResult<Cart>> {
  const result = await send(update);
  if (result.ok) {
    const told = noticeOf(result.data);
    dispatch({ type, payload: { ...result.data, ...told, ...extra } as unknown as Partial<CartState> });
    announce(result.data);
  } else if (result.status !== 429) {
    await reload();
  }
  return result;
}

/** Loads the cart again, e.g. when the tab regains focus or another tab changed it. */
export async function reload(): Promise<void> {
  const result = await shopApi.getCart();
  const changed = (cart: Cart) =>
    cart.version !== state.version ||
    cart.cartId !== state.cartId ||
    cart.account_logged_in !== state.account_logged_in ||
    cart.unpaid_order?.id !== state.unpaid_order?.id;
  if (result.ok && changed(result.data)) {
    dispatch({ type: 'CART_LOADED', payload: result.data as unknown as Partial<CartState> });
  } else if (!result.ok && result.status === 404) {
    dispatch({ type: 'CART_LOADED', payload: { ...EMPTY_CART, isCartLoaded: true } as unknown as CartState });
  }
}

function messageFor(code: string | null, fallback: keyof typeof NOTIFICATION_MESSAGES_PL): string {
  if (code) {
    const text = formatMessage(code);
    if (text !== formatMessage('unknown.error')) return text;
  }
  return NOTIFICATION_MESSAGES_PL[fallback];
}

/**
 * The initial cart load (spec §4): tokens and messages are read from the address and removed from
 * it without a reload; a recovery or registration token fetches the cart with it, otherwise the
 * plain cart loads and an `error_message` becomes an ERROR message, a notification's
 * `message_code` an INFO one.
 */
export async function initialLoad(location: Location = window.location): Promise<void> {
  const url = new URL(location.href);
  const read = (name: (typeof CART_QUERY_PARAMS)[number]) => url.searchParams.get(name)?.trim() || null;
  const recoveryToken = read('cart_recovery_token') ?? read('sms');
  const registrationToken = read('registration_confirmation_token');
  const messageCode = read('message_code');
  const message = addressMessage(url.searchParams);

  if (CART_QUERY_PARAMS.some((name) => url.searchParams.has(name))) {
    for (const name of CART_QUERY_PARAMS) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }

  if (recoveryToken || registrationToken) {
    const result = await send(
      registrationToken
        ? { account: { emailRegistrationConfirmationToken: registrationToken } }
        : { recoveryToken: recoveryToken! },
    );
    if (result.ok) {
      const fallback = registrationToken ? 'account.confirmed' : 'cart.recovered';
      const globalMessage = { type: 'INFO', message: messageFor(messageCode, fallback) };
      dispatch({ type: 'CART_RECOVERED', payload: { ...result.data, globalMessage } as unknown as Partial<CartState> });
      return;
    }
    await loadPlain({ type: 'ERROR', message: result.message });
    return;
  }

  await loadPlain(message);
}

async function loadPlain(globalMessage: GlobalMessage | null): Promise<void> {
  const result = await shopApi.getCart();
  const cart = result.ok ? result.data : {};
  dispatch({ type: 'CART_LOADED', payload: { ...cart, globalMessage } as unknown as Partial<CartState> });
}

function start(): void {
  if (started) return;
  started = true;
  void initialLoad();
  const refresh = () => {
    if (document.visibilityState === 'visible' && state.isCartLoaded && !state.pending) void reload();
  };
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', refresh);
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void reload();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** A cart as the API answered it, as the store holds it once loaded. */
export function loadedCart(cart: Cart): ShopCart {
  const action: CartAction = { type: 'CART_LOADED', payload: cart as unknown as Partial<CartState> };
  return cartReducer(EMPTY_CART as unknown as CartState, action) as unknown as ShopCart;
}

/**
 * The cart for a page rendered with it on the server (/cart, /checkout): that
 * one until the browser has loaded the live cart, so the page shows whole
 * without JavaScript. `null` means the visitor has no cart; `undefined` that
 * the server could not tell, so the page waits for the live one.
 */
export function useRenderedCart(rendered: Cart | null | undefined): ShopCart {
  const live = useCart();
  const fromServer = useMemo(() => (rendered === undefined ? null : loadedCart(rendered ?? ({} as Cart))), [rendered]);
  // A page rendered after a change made on the server (a Server Action: order again, sign in) is
  // newer than the live cart: the live one is loaded again.
  useEffect(() => {
    const stale = getCartState();
    if (rendered && stale.isCartLoaded && (rendered.cartId !== stale.cartId || rendered.version !== stale.version))
      void reload();
  }, [rendered]);
  return live.isCartLoaded || !fromServer ? live : fromServer;
}

/** The cart, live. Before the first answer it is the empty cart with `isCartLoaded` false. */
export function useCart(): ShopCart {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY_CART,
  );
}

// The shopper's changes, each one POST /api/carts and one reducer action.

/**
 * A change of the cart's products; what it added and took away goes to analytics (add_to_cart,
 * remove_from_cart), whichever control made it.
 */
async function changeItems(
  type: MergeActionType,
  update: CartUpdateRequest,
  extra: Record<string, unknown> = {},
): Promise<ApiResult<Cart>> {
  const before = state.items;
  const result = await change(type, update, extra);
  if (result.ok) {
    const { added, removed } = cartChanges(before, result.data.items);
    trackEcommerce('add_to_cart', added);
    trackEcommerce('remove_from_cart', removed);
  }
  return result;
}

export async function addItem(productId: string): Promise<ApiResult<Cart>> {
  const result = await changeItems('ADD_ITEM', {
    add_items: [{ product_id: productId, quantity: 1, subProductsReplacementForced: false }],
  });
  if (!result.ok) {
    dispatch({ type: 'ADD_ITEM_FAILED', payload: { message: UI_TEXT_PL.addToCartFailed, isPermanent: true } });
    window.scrollTo({ top: 0 });
  }
  return result;
}

export function setQuantity(line: CartLine, quantity: number): Promise<ApiResult<Cart>> {
  const type = line.product.giftPacking ? 'GIFT_PACKING_UPDATED' : 'SET_QUANTITY';
  return changeItems(
    type,
    { update_items: [{ lineId: line.lineId, quantity }] },
    {
      increasing: quantity > line.quantity,
      productId: line.product.product_id,
      quantity,
    },
  );
}

export function removeItem(line: CartLine): Promise<ApiResult<Cart>> {
  const type = line.product.giftPacking ? 'GIFT_PACKING_REMOVED' : 'REMOVE_ITEM';
  return changeItems(type, { remove_items: [{ lineId: line.lineId }] });
}

export function packAsGift(productId: string): Promise<ApiResult<Cart>> {
  return changeItems('PACKED_AS_GIFT', {
    add_items: [{ product_id: productId, quantity: 1, subProductsReplacementForced: false }],
  });
}

/** Applies a coupon; a refusal shows its mapped message under the coupon field (spec §8). */
export async function applyCoupon(code: string): Promise<ApiResult<Cart>> {
  const result = await send({ add_coupon_code: code });
  if (result.ok) {
    dispatch({ type: 'APPLY_COUPON', payload: result.data as unknown as Partial<CartState> });
    announce(result.data);
  } else {
    dispatch({ type: 'APPLY_COUPON_FAILED', payload: { message: result.message } });
  }
  return result;
}

export function clearCouponError(): void {
  if (state.showCouponError.state) dispatch({ type: 'CLEAR_DISCOUNT_ERROR' });
}

export function removeCoupon(): Promise<ApiResult<Cart>> {
  return change('REMOVE_COUPON', { remove_coupon_code: true });
}

/** Stores checkout data on the cart (spec §7 payload parts) under the matching action. */
export function saveCheckout(
  type: 'CHECKOUT_BILLING_UPDATED' | 'CHECKOUT_SHIPPING_UPDATED' | 'CHECKOUT_SHIPPING_METHOD_UPDATED',
  update: CartUpdateRequest,
): Promise<ApiResult<Cart>> {
  return change(type, update);
}

/** A sign-in through the cart (Google, Facebook); a successful one goes to analytics as `login`. */
async function logIn(method: string, account: CartUpdateRequest['account']): Promise<ApiResult<Cart>> {
  const result = await change('LOGIN', { account });
  if (result.ok) trackEvent('login', { method });
  return result;
}

/** Signs in with Google's ID token (spec §7 `{account: {googleJWTToken}}`); the API checks it. */
export function signInWithGoogle(googleJWTToken: string): Promise<ApiResult<Cart>> {
  return logIn('Google', { googleJWTToken });
}

/** Signs in with Facebook Login (spec §7 `{account: {email, facebookUserId}}`, with the user token the API checks). */
export function signInWithFacebook(facebookUserId: string, facebookAccessToken: string): Promise<ApiResult<Cart>> {
  return logIn('Facebook', { facebookUserId, facebookAccessToken });
}

/**
 * Signs out (spec §4 LOGOUT): the API ends the session and answers the new
 * guest's empty cart. The caller then navigates to /logout.
 */
export function logOut(): Promise<ApiResult<Cart>> {
  return change('LOGOUT', { logout: true });
}

/** After an order: the session's cart is closed, so the store starts from an empty one. */
export function cartClosed(): void {
  dispatch({ type: 'CART_LOADED', payload: { ...EMPTY_CART, isCartLoaded: true } as unknown as CartState });
}
