import { CURRENCY } from '../constants.ts';
import { UI_TEXT_PL } from '../messages/pl.ts';

/** Global message bar entry (spec §3): ERROR shows red, any other type brown. */
export interface GlobalMessage {
  message: string;
  type: 'ERROR' | 'INFO' | (string & {});
  isPermanent?: boolean;
}

/** Storefront cart state (spec §3 "Cart"). Server fields are merged in as they come. */
export interface CartState {
  items: readonly unknown[];
  item_quantity: number;
  grand_total: number;
  shipment_total: number;
  discount_total: number;
  tax_total: number;
  currency: string;
  discounts: readonly unknown[];
  promotions: readonly unknown[];
  coupon_code?: string | undefined;
  email?: string | undefined;
  cartId?: string | undefined;
  version?: number | undefined;
  metadata?: Record<string, unknown> | undefined;
  isCartLoaded: boolean;
  account_logged_in: boolean;
  showCouponError: { state: boolean; message: string };
  globalMessage: GlobalMessage | null;
  checkoutBlocked?: boolean;
  [key: string]: unknown;
}

/** State before the first cart load. */
export const INITIAL_CART_STATE: CartState = {
  items: [],
  item_quantity: 0,
  grand_total: 0,
  shipment_total: 0,
  discount_total: 0,
  tax_total: 0,
  currency: CURRENCY,
  discounts: [],
  promotions: [],
  isCartLoaded: false,
  account_logged_in: false,
  showCouponError: { state: false, message: '' },
  globalMessage: null,
};

/** Actions whose payload is merged into the state as is (spec §4 "Cart actions"). */
export const MERGE_ACTIONS = [
  'CART_LOADED',
  'CART_RECOVERED',
  'LOGIN',
  'LOGOUT',
  'GUEST',
  'USER_REGISTERED',
  'ACCOUNT_ADDRESS_UPDATED',
  'CHECKOUT_BILLING_UPDATED',
  'CHECKOUT_SHIPPING_UPDATED',
  'CHECKOUT_SHIPPING_METHOD_UPDATED',
  'ADD_ITEM',
  'SET_QUANTITY',
  'REMOVE_ITEM',
  'REMOVE_COUPON',
  'PACKED_AS_GIFT',
  'GIFT_PACKING_UPDATED',
  'GIFT_PACKING_REMOVED',
  'REMOVE_GLOBAL_MESSAGE',
  'CART_LOADED_FROM_ORDER',
  'BLOCK_CHECKOUT',
  'UNBLOCK_CHECKOUT',
  'UPDATE_LOYALTY_POINTS_USED',
] as const;

export type MergeActionType = (typeof MERGE_ACTIONS)[number];

type CartPayload = Partial<CartState>;

/** Every cart action. SET_QUANTITY carries the server cart plus what was asked (increasing, productId, quantity). */
export type CartAction =
  | { type: MergeActionType; payload?: CartPayload }
  | { type: 'APPLY_COUPON' | 'CLEAR_DISCOUNT_ERROR'; payload?: CartPayload }
  | { type: 'APPLY_COUPON_FAILED'; payload: CartPayload & { message: string } }
  | { type: 'ADD_ITEM_FAILED'; payload?: { message?: string; isPermanent?: boolean } };

const MERGE_SET: ReadonlySet<string> = new Set(MERGE_ACTIONS);

/**
 * Merges a payload into the state. A payload that carries a cart (it has `items`) and no
 * `coupon_code` drops the stored coupon code: the server removed the coupon (spec §4). Payloads
 * that are not carts (e.g. BLOCK_CHECKOUT flags) leave the coupon alone.
 */
function merge(state: CartState, payload: CartPayload | undefined): CartState {
  const next: CartState = { ...state, ...payload };
  if (payload && 'items' in payload && !payload.coupon_code) delete next.coupon_code;
  return next;
}

/**
 * The storefront cart reducer (spec §4 "Cart actions"). Pure: returns a new state. An unknown
 * action is a programming error and throws.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'APPLY_COUPON':
    case 'CLEAR_DISCOUNT_ERROR':
      return { ...merge(state, action.payload), showCouponError: { state: false, message: '' } };
    case 'APPLY_COUPON_FAILED': {
      const { message, ...rest } = action.payload;
      return { ...merge(state, rest), showCouponError: { state: true, message } };
    }
    case 'ADD_ITEM_FAILED':
      return {
        ...state,
        globalMessage: {
          type: 'ERROR',
          message: action.payload?.message ?? UI_TEXT_PL.addToCartFailed,
          isPermanent: action.payload?.isPermanent ?? false,
        },
      };
    default:
      break;
  }
  if (!MERGE_SET.has(action.type)) throw new Error(`Unknown cart action: ${String(action.type)}`);
  const next = merge(state, action.payload);
  if (action.type === 'CART_LOADED' || action.type === 'CART_RECOVERED') next.isCartLoaded = true;
  if (action.type === 'REMOVE_GLOBAL_MESSAGE') next.globalMessage = null;
  if (action.type === 'BLOCK_CHECKOUT') next.checkoutBlocked = true;
  if (action.type === 'UNBLOCK_CHECKOUT') next.checkoutBlocked = false;
  return next;
}
