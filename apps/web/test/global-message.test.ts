import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ADDRESS_MESSAGE_MAX, messageFromAddress } from '../src/lib/global-message.ts';

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
