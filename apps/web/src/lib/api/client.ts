import type { CartResponse, CartUpdateRequest, PlacedOrder, PlaceOrderBody, Subscription } from '@manufaktura/contract';
import {
  formatMessage,
  isShopToken,
  normalizeCouponCode,
  normalizeEmail,
  SESSION_HEADER,
  SHOP_SESSION_COOKIE,
} from '@manufaktura/core';

import { readCookie, writeCookie } from '../browser-cookie.ts';
import { readApiError } from './api-error.ts';
import { toCart } from './cart-mappers.ts';
import { marketingRequest } from './marketing-headers.ts';
import type { Cart } from './types.ts';

/**
 * The browser's client for the shop API on the same origin (spec §7): JSON in and out, the
 * session id sent back as the `Session-Id` header and kept in a cookie, the marketing identifiers
 * and the page's address with consent, e-mails lower-cased.
 * Expected failures come back as a value, never as a throw.
 */

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; errorMsgCode: string; message: string; params?: Record<string, unknown> };

function failure(status: number, errorMsgCode: string, params?: Record<string, unknown>): ApiResult<never> {
  return { ok: false, status, errorMsgCode, message: formatMessage(errorMsgCode, params), params };
}

export function readSessionId(): string | null {
  const id = readCookie(SHOP_SESSION_COOKIE);
  return isShopToken(id) ? id : null;
}

function storeSessionId(id: string): void {
  if (isShopToken(id)) writeCookie(SHOP_SESSION_COOKIE, id);
}

function clearSessionId(): void {
  writeCookie(SHOP_SESSION_COOKIE, '', 0);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  const marketing = marketingRequest();
  const headers: Record<string, string> = { accept: 'application/json', ...marketing.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sessionId = readSessionId();
  if (sessionId) headers[SESSION_HEADER] = sessionId;

  let response: Response;
  try {
    response = await fetch(new URL(`/api/${path}`, location.origin), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      referrer: marketing.referrer,
      referrerPolicy: marketing.referrerPolicy,
    });
  } catch {
    return failure(0, 'service.unavailable');
  }

  const returnedSession = response.headers.get(SESSION_HEADER);
  if (returnedSession) storeSessionId(returnedSession);

  let json: unknown;
  try {
    json = await readJson(response);
  } catch {
    return failure(response.status, 'unknown.error');
  }

  if (!response.ok) {
    const { errorMsgCode, params } = readApiError(json);
    return failure(response.status, errorMsgCode, params);
  }
  if (!returnedSession) {
    console.error(new Error('Missing session header'), path);
    return failure(response.status, 'unknown.error');
  }
  return { ok: true, data: json as T };
}

/** What the order button sends (spec §7 `/payment/invoke`), with one key per attempt: a double click or a retry makes one order. */
export type OrderRequest = Omit<PlaceOrderBody, 'payment_method'> & {
  /** As the shopper chose it; the API refuses a method it does not offer. */
  payment_method: string;
  idempotency_key: string;
};

/** Where an order goes (under /api/): a cart with nothing to pay goes to `zeroinvoke`, without a payment method. */
export function orderCall(order: OrderRequest, nothingToPay: boolean): { path: string; body: object } {
  if (!nothingToPay) return { path: 'payment/invoke', body: order };
  const { payment_method: _, ...zero } = order;
  return { path: 'payment/zeroinvoke', body: zero };
}

/** A cart answer reshaped for the storefront (amounts in grosze); a failure passes through. */
const asCart = (result: ApiResult<CartResponse>): ApiResult<Cart> =>
  result.ok ? { ok: true, data: toCart(result.data) } : result;

export const shopApi = {
  /** The session's cart. A 404 means the stored session is gone (spec §4), so it is forgotten. */
  async getCart(): Promise<ApiResult<Cart>> {
    const result = await request<CartResponse>('GET', 'carts');
    if (!result.ok && result.status === 404) clearSessionId();
    return asCart(result);
  },

  /** Any change of the cart; e-mails lower-cased and coupon codes upper-cased on the way (spec §5). */
  async updateCart(update: CartUpdateRequest): Promise<ApiResult<Cart>> {
    const body: CartUpdateRequest = { ...update };
    if (body.add_coupon_code !== undefined) body.add_coupon_code = normalizeCouponCode(body.add_coupon_code);
    if (body.email !== undefined) body.email = normalizeEmail(body.email);
    return asCart(await request<CartResponse>('POST', 'carts', body));
  },

  /** Places the cart as an order. */
  placeOrder(order: OrderRequest, nothingToPay: boolean): Promise<ApiResult<PlacedOrder>> {
    const { path, body } = orderCall(order, nothingToPay);
    return request('POST', path, body);
  },

  getSubscription(email: string): Promise<ApiResult<Subscription>> {
    return request('GET', `accounts/subscription?email=${encodeURIComponent(normalizeEmail(email))}`);
  },

  /** The newsletter form: subscribe, no account needed (spec §7). */
  subscribe(email: string): Promise<ApiResult<Subscription>> {
    return request('POST', 'accounts/subscription', {
      email: normalizeEmail(email),
      subscribe: true,
      account_must_exists: false,
    });
  },

  unsubscribe(token: string): Promise<ApiResult<Subscription>> {
    return request('POST', 'accounts/subscription/unsubscribe', { token });
  },

  /** The confirmation link's page, once the shopper presses the button (double opt-in). */
  confirmSubscription(token: string): Promise<ApiResult<Subscription>> {
    return request('POST', 'accounts/subscription/confirm', { token });
  },
};
