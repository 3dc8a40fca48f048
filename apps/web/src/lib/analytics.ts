import { CURRENCY } from '@manufaktura/core';
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
export function applyAnalyticsConsent(granted: boolean, measurementId: string | null): void {
  if (!measurementId) return;
  if (!granted) {
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
}

/** A GA4 e-commerce event (view_item_list, add_to_cart…), pushed once analytics runs; false when it does not. */
export function trackEcommerce(event: string, params: Record<string, unknown>): boolean {
  if (!loadedId) return false;
  gtag('event', event, { currency: CURRENCY, ...params });
  return true;
}
