import { NOTIFICATION_MESSAGES_PL } from '@manufaktura/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ADDRESS_MESSAGE_MAX, addressMessage, messageFromAddress, withNotices } from '../src/lib/global-message.ts';

describe('an error_message from the address', () => {
  it('is shown as the text it is, markup and all, never interpreted', () => {
    const attack = '<img src=x onerror="alert(document.cookie)">Błąd &lt;b&gt;';
    expect(messageFromAddress(attack)).toBe(attack);
  });

  it('is cut to 200 characters on one line', () => {
    expect(ADDRESS_MESSAGE_MAX).toBe(200);
    expect(messageFromAddress('x'.repeat(5_000))).toBe('x'.repeat(200));
    expect(messageFromAddress('  Kod wygasł\r\nZadzwoń\u2028teraz  ')).toBe('Kod wygasł Zadzwoń teraz');
    // A cut never splits a character in two.
    expect(messageFromAddress('😀'.repeat(300))).toBe('😀'.repeat(200));
  });

  it('is no message when blank or not a single value', () => {
    for (const value of ['', '   ', '\n', undefined, ['a', 'b'], 3]) expect(messageFromAddress(value)).toBeNull();
  });

  it('is at most 200 characters whatever is sent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 1_000 }), (value) => {
        const text = messageFromAddress(value);
        return text === null || (Array.from(text).length <= ADDRESS_MESSAGE_MAX && !/[\n\r]/.test(text));
      }),
    );
  });
});

describe('notices carried through a redirect', () => {
  const merged = { key: 'cart.merged', message: NOTIFICATION_MESSAGES_PL['cart.merged'] };
  const unavailable = { key: 'product.not.available', message: 'Produkt Serum nocne jest niedostępny.' };

  it('go as a notification code, or as the refusal’s text, and read back as the same message', () => {
    expect(withNotices('/account', [])).toBe('/account');
    const signedIn = new URL(withNotices('/account', [merged]), 'http://sklep');
    expect(signedIn.searchParams.get('message_code')).toBe('cart.merged');
    expect(addressMessage(signedIn.searchParams)).toEqual({ type: 'INFO', message: merged.message });

    const again = new URL(withNotices('/cart', [merged, unavailable]), 'http://sklep');
    expect(again.pathname).toBe('/cart');
    expect(addressMessage(again.searchParams)).toEqual({ type: 'ERROR', message: unavailable.message });
  });

  it('reads nothing from an address without a message, or with a code that is no notification', () => {
    expect(addressMessage(new URLSearchParams(''))).toBeNull();
    expect(addressMessage(new URLSearchParams('message_code=unknown.error'))).toBeNull();
    expect(addressMessage(new URLSearchParams('message_code=__proto__'))).toBeNull();
  });

  it('round-trips any notices: the address always reads back as one message of the right kind', () => {
    const notice = fc.oneof(
      fc.constantFrom(...Object.keys(NOTIFICATION_MESSAGES_PL)).map((key) => ({ key, message: 'x' })),
      fc.record({ key: fc.constant('product.not.available'), message: fc.string({ minLength: 1, maxLength: 80 }) }),
    );
    fc.assert(
      fc.property(fc.array(notice, { minLength: 1, maxLength: 4 }), (notices) => {
        const message = addressMessage(new URL(withNotices('/cart', notices), 'http://sklep').searchParams);
        const refusals = notices.filter((n) => n.key === 'product.not.available');
        if (refusals.length === 0)
          return (
            message?.type === 'INFO' &&
            message.message === NOTIFICATION_MESSAGES_PL[notices[0]!.key as keyof typeof NOTIFICATION_MESSAGES_PL]
          );
        return refusals.some((n) => n.message.trim() !== '') ? message?.type === 'ERROR' : message === null;
      }),
    );
  });
});
