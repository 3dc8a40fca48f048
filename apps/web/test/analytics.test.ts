import { beforeEach, describe, expect, it, vi } from 'vitest';

import { addressForAnalytics } from '../src/lib/analytics.ts';

describe('the address GA4 is told', () => {
  it('never carries the tokens of order, unsubscribe and cart links', () => {
    expect(addressForAnalytics('https://sklep.test/order-confirmation?order=12&token=abcDEF_123')).toBe(
      'https://sklep.test/order-confirmation?order=12',
    );
    expect(addressForAnalytics('https://sklep.test/unsubscribe?token=s3cret')).toBe('https://sklep.test/unsubscribe');
    expect(
      addressForAnalytics(
        'https://sklep.test/cart?cart_recovery_token=a&sms=b&registration_confirmation_token=c&session_id=d&api_key=e&email=f%40g.pl&message_code=ok',
      ),
    ).toBe('https://sklep.test/cart?message_code=ok');
    expect(addressForAnalytics('https://sklep.test/x?TOKEN=a&Session-Id=b&sig=c#token=d')).toBe('https://sklep.test/x');
  });

  it('keeps what describes the page', () => {
    expect(addressForAnalytics('https://sklep.test/sklep/mydla?sort=price&strona=2')).toBe(
      'https://sklep.test/sklep/mydla?sort=price&strona=2',
    );
    expect(addressForAnalytics('')).toBe('');
    expect(addressForAnalytics('not an address')).toBe('');
  });
});

/** The page as analytics meets it: a cookie (the stored consent, if any), a head for Google's script. */
function page(cookie: string) {
  const scripts: { src: string }[] = [];
  const window: { dataLayer?: unknown[] } = {};
  Object.assign(globalThis, {
    window,
    document: {
      cookie,
      referrer: '',
      createElement: () => ({}),
      head: { append: (s: { src: string }) => scripts.push(s) },
    },
  });
  Object.defineProperty(globalThis, 'location', {
    configurable: true,
    get: () => new URL('https://sklep.test/sklep/krem?token=x'),
  });
  const events = () =>
    (window.dataLayer ?? []).map((entry) => [...(entry as unknown[])]).filter((args) => args[0] === 'event');
  return { scripts, events, window };
}

const accepted = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'analytics'], revision: 0 }))}`;
const refused = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: 0 }))}`;
const krem = { id: 'k', name: 'Krem', price: 12_300, quantity: 1 };

describe('trackEcommerce', () => {
  beforeEach(() => vi.resetModules());

  it('sends nothing, and loads nothing, without consent', async () => {
    const { events, scripts, window } = page(refused);
    const analytics = await import('../src/lib/analytics.ts');
    expect(analytics.trackEcommerce('view_item', [krem])).toBe(false);
    analytics.applyAnalyticsConsent(false, 'G-TEST123');
    expect(events()).toEqual([]);
    expect(scripts).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('keeps an event of a page with stored consent until the consent manager applies it', async () => {
    const { events } = page(accepted);
    const analytics = await import('../src/lib/analytics.ts');
    expect(analytics.trackEcommerce('view_item', [krem])).toBe(true);
    expect(events()).toEqual([]);
    analytics.applyAnalyticsConsent(true, 'G-TEST123');
    expect(events()).toEqual([
      [
        'event',
        'view_item',
        { currency: 'PLN', value: 100, items: [{ item_id: 'k', item_name: 'Krem', price: 100, quantity: 1 }] },
      ],
    ]);
  });

  it('stops when consent is withdrawn, and sends nothing without a measurement id', async () => {
    const { events } = page(accepted);
    const analytics = await import('../src/lib/analytics.ts');
    analytics.applyAnalyticsConsent(true, 'G-TEST123');
    analytics.trackEvent('search', { search_term: 'krem' });
    analytics.applyAnalyticsConsent(false, 'G-TEST123');
    expect(analytics.trackEvent('search', { search_term: 'mydło' })).toBe(false);
    expect(events()).toEqual([['event', 'search', { search_term: 'krem' }]]);

    vi.resetModules();
    const none = page(accepted);
    const withoutId = await import('../src/lib/analytics.ts');
    withoutId.trackEvent('login', { method: 'email' });
    withoutId.applyAnalyticsConsent(true, null);
    expect(none.window.dataLayer).toBeUndefined();
  });

  it('sends no event without products', async () => {
    page(accepted);
    const analytics = await import('../src/lib/analytics.ts');
    expect(analytics.trackEcommerce('add_to_cart', [])).toBe(false);
  });
});
