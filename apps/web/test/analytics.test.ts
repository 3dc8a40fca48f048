import { describe, expect, it } from 'vitest';

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
