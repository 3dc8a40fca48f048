import 'server-only';

import type { CartResponse } from '@manufaktura/contract';
import { API_SESSION_COOKIE, isShopToken, SESSION_HEADER, SHOP_SESSION_COOKIE } from '@manufaktura/core';
import { cookies, headers as requestHeaders } from 'next/headers';

import { serverEnv } from '../../env.ts';
import { CART_COUNT_COOKIE, readCartCount } from '../cart/count-cookie.ts';
import { SHARED_PAGE_HEADER } from '../shared-page.ts';
import { toCart } from './cart-mappers.ts';
import { shopCookieOptions } from './cookie-options.ts';
import type { Cart } from './types.ts';

/**
 * The shop API called from the storefront's server on behalf of one visitor:
 * their session goes along, so forms and the cart work without JavaScript
 * exactly as they do with it (the same cart, the same per-session limits).
 */

/** The API's answer: its status and its JSON body (an error body when not 2xx, null when not JSON). */
export interface VisitorAnswer {
  status: number;
  body: unknown;
}

/** The visitor's session id; the script's copy first, as its header is what the API reads first. */
export async function visitorSession(): Promise<string | undefined> {
  const jar = await cookies();
  for (const name of [SHOP_SESSION_COOKIE, API_SESSION_COOKIE]) {
    const value = jar.get(name)?.value;
    if (isShopToken(value)) return value;
  }
  return undefined;
}

async function call(method: 'GET' | 'POST', path: string, body: unknown, session: string | undefined) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers[SESSION_HEADER] = session;
  // The shopper's address as the front door resolved it (server/front-door.ts): the API's limits count the shopper.
  const forwardedFor = (await requestHeaders()).get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const response = await fetch(new URL(path, serverEnv().apiOrigin), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    // A non-JSON answer (a proxy's error page) is treated like any other failure.
  }
  return { answer: { status: response.status, body: json }, returned: response.headers.get(SESSION_HEADER) };
}

/** Reads from the API as the visitor, while a page renders. A network failure is thrown. */
export async function getAsVisitor(path: string): Promise<VisitorAnswer> {
  return (await call('GET', path, undefined, await visitorSession())).answer;
}

/**
 * Posts to the API as the visitor, from a Server Action. A first visit without
 * JavaScript has no session yet: the one the API opens is kept in the same two
 * cookies the browser would have got. A network failure is thrown; every
 * answer, error or not, is returned.
 */
export async function postAsVisitor(path: string, body: unknown): Promise<VisitorAnswer> {
  const session = await visitorSession();
  const { answer, returned } = await call('POST', path, body, session);
  if (returned !== session && isShopToken(returned)) {
    const jar = await cookies();
    jar.set(API_SESSION_COOKIE, returned, { ...shopCookieOptions(), httpOnly: true });
    jar.set(SHOP_SESSION_COOKIE, returned, shopCookieOptions());
  }
  return answer;
}

export const isSuccess = (answer: VisitorAnswer) => answer.status >= 200 && answer.status < 300;

/** Keeps the header's item count after a Server Action changed the cart (lib/cart/count-cookie.ts). */
export async function rememberCartCount(count: number): Promise<void> {
  (await cookies()).set(CART_COUNT_COOKIE, String(count), shopCookieOptions());
}

/** Keeps the header's count right after a cart answer; gives its notices, for the next page to show. */
export async function rememberCartAnswer(answer: VisitorAnswer): Promise<CartResponse['notices']> {
  const cart = answer.body as Partial<CartResponse> | null;
  if (typeof cart?.item_quantity === 'number') await rememberCartCount(cart.item_quantity);
  return cart?.notices ?? [];
}

/**
 * The header's item count as the storefront last learnt it; null on a shared page (ADR 014), which
 * is rendered for everyone and gets each visitor's count from the front door.
 */
export async function rememberedCartCount(): Promise<number | null> {
  if ((await requestHeaders()).has(SHARED_PAGE_HEADER)) return null;
  return readCartCount((await cookies()).get(CART_COUNT_COOKIE)?.value);
}

/**
 * The visitor's cart (amounts in grosze), for rendering /cart and /checkout on the server: null
 * when they have none yet, undefined when the API could not say (the page then
 * waits for the browser to load it).
 */
export async function getVisitorCart(): Promise<Cart | null | undefined> {
  if (!(await visitorSession())) return null;
  try {
    const answer = await getAsVisitor('/api/carts');
    if (answer.status === 404) return null;
    if (isSuccess(answer)) return toCart(answer.body as CartResponse);
    console.error('The shop API answered the cart with', answer.status);
  } catch (error) {
    console.error('The shop API could not be reached for the cart', error);
  }
  return undefined;
}
