import { SESSION_MAX_AGE_S, formatMessage, normalizeEmail } from '@manufaktura/core';

/**
 * The browser's client for the shop API on the same origin (spec §7): JSON in and out, the
 * session id sent back as the `Session-Id` header and kept in a cookie, e-mails lower-cased.
 * Expected failures come back as a value, never as a throw.
 */

const SESSION_HEADER = 'Session-Id';
/** Not the API's own HttpOnly `session_id` cookie, which scripts can neither read nor overwrite. */
const SESSION_COOKIE = 'shop_session';
const SESSION_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; errorMsgCode: string; message: string; params?: Record<string, unknown> };

function failure(status: number, errorMsgCode: string, params?: Record<string, unknown>): ApiResult<never> {
  return { ok: false, status, errorMsgCode, message: formatMessage(errorMsgCode, params), params };
}

export function readSessionId(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)shop_session=([^;]+)/);
  return match?.[1] && SESSION_PATTERN.test(match[1]) ? match[1] : null;
}

function storeSessionId(id: string): void {
  if (!SESSION_PATTERN.test(id)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${SESSION_MAX_AGE_S}; SameSite=Lax${secure}`;
}

function clearSessionId(): void {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sessionId = readSessionId();
  if (sessionId) headers[SESSION_HEADER] = sessionId;

  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
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
    const error = (json ?? {}) as { errorMsgCode?: unknown; params?: unknown };
    const code = typeof error.errorMsgCode === 'string' ? error.errorMsgCode : 'unknown.error';
    const params =
      typeof error.params === 'object' && error.params !== null ? (error.params as Record<string, unknown>) : undefined;
    return failure(response.status, code, params);
  }
  if (!returnedSession) {
    console.error(new Error('Missing session header'), path);
    return failure(response.status, 'unknown.error');
  }
  return { ok: true, data: json as T };
}

/** The part of the cart the frame shows: badge count, promotion notices, login state. */
export interface CartSummaryWire {
  item_quantity: number;
  account_logged_in?: boolean;
  promotions?: {
    ID: string;
    name: string;
    discountType: string;
    fulfilled: boolean;
    backgroundColor?: string;
    textColor?: string;
    notification: { key: string; params?: Record<string, unknown> };
  }[];
}

export interface Subscription {
  email: string;
  subscribed: boolean;
}

export const shopApi = {
  /** The session's cart. A 404 means the stored session is gone (spec §4), so it is forgotten. */
  async getCart(): Promise<ApiResult<CartSummaryWire>> {
    const result = await request<CartSummaryWire>('GET', 'carts');
    if (!result.ok && result.status === 404) clearSessionId();
    return result;
  },

  addToCart(productId: string, quantity = 1): Promise<ApiResult<CartSummaryWire>> {
    return request('POST', 'carts', {
      add_items: [{ product_id: productId, quantity, subProductsReplacementForced: false }],
    });
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
};
