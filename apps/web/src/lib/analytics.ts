import type { Money } from '@manufaktura/core';
import { CURRENCY, divideRounded, formatCapacity, netFromGross, toPln, VAT_RATE } from '@manufaktura/core';

import type { CartLine, OrderItem, ProductCard } from './api/types.ts';
import { consentAccepts } from './consent-cookie.ts';

/**
 * GA4 with Google Consent Mode v2, basic mode (reference ga4-ecommerce.md): nothing from Google
 * loads until the shopper accepts analytics, and only when a measurement id is configured.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedId: string | null = null;
let granted = false;

/**
 * Events of a page sent before the consent manager has applied the stored choice (it loads once
 * the page is interactive); sent as soon as it does, dropped if analytics is not accepted.
 */
const early: unknown[][] = [];
const EARLY_MAX = 30;

/**
 * Query parameters that hold a secret or a person's data: order and unsubscribe links carry
 * `token`, cart links `cart_recovery_token` or `sms`, and so on. They never reach Google.
 */
const SENSITIVE_PARAM = /token|key|session|secret|passw|signature|^sig$|^sms$|e-?mail|^code$/i;

/** An address as GA4 may see it: without the sensitive query parameters (and no fragment). */
export function addressForAnalytics(address: string): string {
  if (!address) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  for (const name of [...url.searchParams.keys()]) {
    if (SENSITIVE_PARAM.test(name)) url.searchParams.delete(name);
  }
  url.hash = '';
  return url.toString();
}

function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
  void args;
}

/** Called on every consent decision (first choice, each later page load, changes). */
export function applyAnalyticsConsent(accepted: boolean, measurementId: string | null): void {
  granted = accepted && measurementId !== null;
  if (!granted || !measurementId) {
    early.length = 0;
    if (loadedId) gtag('consent', 'update', { analytics_storage: 'denied' });
    return;
  }
  if (loadedId) {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  loadedId = measurementId;
  window.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('set', 'ads_data_redaction', true);
  gtag('js', new Date());
  // gtag.js reports document.location by default, query tokens and all.
  const page = {
    page_location: addressForAnalytics(location.href),
    page_referrer: addressForAnalytics(document.referrer),
  };
  gtag('set', page);
  gtag('config', measurementId, page);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  for (const args of early.splice(0)) gtag(...args);
}

/** Pushes an event once analytics runs; before the stored choice is applied, keeps it for then. */
function send(...args: unknown[]): boolean {
  if (loadedId && granted) {
    gtag(...args);
    return true;
  }
  if (loadedId || !consentAccepts('analytics') || early.length >= EARLY_MAX) return false;
  early.push(args);
  return true;
}

/** A product as an event reports it, amounts as the shop holds them: gross grosze. */
export interface AnalyticsProduct {
  id: string;
  name: string;
  /** What one piece costs after its discounts, gross, in grosze. */
  price: Money;
  quantity: number;
  /** The discount on one piece, gross, in grosze. */
  discount?: Money;
  category?: string | null;
  /** E.g. "50 ml". */
  variant?: string | null;
  /** Position in the list it was seen in, from 0. */
  index?: number;
}

/** A GA4 item (reference ga4-ecommerce.md, "Item object"): numbers, PLN, net. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  discount?: number;
  item_category?: string;
  item_variant?: string;
  index?: number;
}

/** Where products were listed (view_item_list, select_item). */
export interface ItemList {
  id: string;
  name: string;
}

/** Net of a gross amount in grosze: gross ÷ 1.23, the divisor the spec gives analytics (§9). */
const net = (gross: Money): Money => netFromGross(gross, VAT_RATE);

/** An amount reported beside the items (shipping): net, in PLN. */
export const netPln = (gross: Money): number => toPln(net(gross));

/**
 * The one place an event's products become GA4 items and value. Every amount net (spec §9), in PLN;
 * `value` is Σ price × quantity over the items, without shipping or tax (reference), summed in
 * grosze so that it matches the items exactly.
 */
export function analyticsItems(products: readonly AnalyticsProduct[]): { value: number; items: AnalyticsItem[] } {
  let value = 0;
  const items = products.map((product) => {
    const price = net(product.price);
    value += price * product.quantity;
    return {
      item_id: product.id,
      item_name: product.name,
      price: toPln(price),
      quantity: product.quantity,
      ...(product.discount ? { discount: toPln(net(product.discount)) } : {}),
      ...(product.category ? { item_category: product.category } : {}),
      ...(product.variant ? { item_variant: product.variant } : {}),
      ...(product.index === undefined ? {} : { index: product.index }),
    };
  });
  return { value: toPln(value), items };
}

/** A product card or page: one piece at its current price. */
export function productOfCard(
  card: Pick<ProductCard, 'id' | 'name' | 'price' | 'category' | 'capacity'>,
  index?: number,
): AnalyticsProduct {
  return {
    id: card.id,
    name: card.name,
    price: card.price,
    quantity: 1,
    category: card.category,
    variant: card.capacity,
    ...(index === undefined ? {} : { index }),
  };
}

/** A cart line (by default all of it): its price per piece after the line's discounts. */
export function productOfLine(line: CartLine, quantity = line.quantity): AnalyticsProduct {
  const price = divideRounded(line.price_total, line.quantity);
  const { product } = line;
  return {
    id: product.product_id,
    name: product.name,
    price,
    quantity,
    discount: Math.max(0, line.unit_price - price),
    category: product.categories[0]?.name ?? null,
    variant: formatCapacity(product.capacity, product.capacity_unit) ?? null,
  };
}

/** A line of a placed order. */
export function productOfOrderItem(item: OrderItem): AnalyticsProduct {
  return {
    id: item.product_id,
    name: item.name,
    price: divideRounded(item.total, item.quantity),
    quantity: item.quantity,
    discount: divideRounded(item.discount_total, item.quantity),
  };
}

/**
 * What a change of the cart added and took away, per product, for add_to_cart and
 * remove_from_cart: whichever way it was made (a card, the product page, the cart's stepper).
 */
export function cartChanges(
  before: readonly CartLine[],
  after: readonly CartLine[],
): { added: AnalyticsProduct[]; removed: AnalyticsProduct[] } {
  const count = (lines: readonly CartLine[]) => {
    const quantities = new Map<string, { line: CartLine; quantity: number }>();
    for (const line of lines) {
      const seen = quantities.get(line.product.product_id);
      quantities.set(line.product.product_id, { line, quantity: (seen?.quantity ?? 0) + line.quantity });
    }
    return quantities;
  };
  const [was, is] = [count(before), count(after)];
  const added: AnalyticsProduct[] = [];
  const removed: AnalyticsProduct[] = [];
  for (const [id, now] of is) {
    const more = now.quantity - (was.get(id)?.quantity ?? 0);
    if (more > 0) added.push(productOfLine(now.line, more));
  }
  for (const [id, then] of was) {
    const fewer = then.quantity - (is.get(id)?.quantity ?? 0);
    if (fewer > 0) removed.push(productOfLine(then.line, fewer));
  }
  return { added, removed };
}

export type EcommerceEvent =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

/**
 * The parameters of an e-commerce event (reference ga4-ecommerce.md): a list's events name the
 * list; the others carry currency and value. `params` adds the event's own (coupon, shipping_tier…).
 */
export function ecommerceParams(
  products: readonly AnalyticsProduct[],
  params: Record<string, unknown> = {},
  list?: ItemList,
): Record<string, unknown> {
  const { value, items } = analyticsItems(products);
  const about = list ? { item_list_id: list.id, item_list_name: list.name } : { currency: CURRENCY, value };
  return { ...about, ...params, items };
}

/**
 * A GA4 e-commerce event, sent only with analytics accepted; true when it is (or will be once the
 * stored choice is applied). Without products nothing is sent: GA4 requires items.
 */
export function trackEcommerce(
  event: EcommerceEvent,
  products: readonly AnalyticsProduct[],
  params: Record<string, unknown> = {},
  list?: ItemList,
): boolean {
  if (products.length === 0) return false;
  return send('event', event, ecommerceParams(products, params, list));
}

/**
 * An event about the whole cart: view_cart, or a checkout step (begin_checkout, add_shipping_info,
 * add_payment_info), which also carries the cart's coupon and the step's own parameter.
 */
export function trackCart(
  event: 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info',
  cart: { items: readonly CartLine[]; coupon_code?: string | null | undefined },
  params: { shipping_tier: string } | { payment_type: string } | Record<string, never> = {},
): boolean {
  const coupon = event !== 'view_cart' && cart.coupon_code ? { coupon: cart.coupon_code } : {};
  const products = cart.items.map((line) => productOfLine(line));
  return trackEcommerce(event, products, { ...coupon, ...params });
}

/** GA4's other recommended events the shop sends: `search` (search_term), `sign_up` and `login` (method). */
export function trackEvent(
  event: 'search' | 'sign_up' | 'login',
  params: { search_term: string } | { method: string },
): boolean {
  return send('event', event, params);
}

/** The sign-in form's method, kept from its post until the account page it leads to (a Server Action redirects there). */
const LOGIN_KEY = 'ga_login';

/** The e-mail sign-in form was sent. */
export function loginSubmitted(method: string): void {
  try {
    sessionStorage.setItem(LOGIN_KEY, method);
  } catch {
    // Storage blocked: the sign-in just goes unreported.
  }
}

/** The sign-in form's answer: `login` when it signed the shopper in, once. */
export function loginAnswered(signedIn: boolean): void {
  let method: string | null = null;
  try {
    method = sessionStorage.getItem(LOGIN_KEY);
    sessionStorage.removeItem(LOGIN_KEY);
  } catch {
    return;
  }
  if (method && signedIn) trackEvent('login', { method });
}
