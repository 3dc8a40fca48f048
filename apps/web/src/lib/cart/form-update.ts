import type { CartUpdateRequest } from '@manufaktura/contract';
import { MAX_LINE_QUANTITY, normalizeCouponCode } from '@manufaktura/core';

/**
 * What a cart form asks for. The same forms serve shoppers with and without
 * JavaScript: with it the store sends the change, without it the form posts
 * to the cart's Server Action, which reads it back here.
 */
export type CartIntent = 'add' | 'quantity' | 'remove' | 'coupon' | 'remove_coupon';

/** The name of the hidden field each cart form carries its intent in. */
export const INTENT_FIELD = 'intent';

function read(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The `POST /api/carts` body a posted cart form means, or null when it means
 * nothing (an empty coupon field, a quantity below one, a hand-made post):
 * the shopper then simply sees the cart again. Ids are left for the API to
 * check; quantities above the line limit are capped, as the stepper caps them.
 */
export function cartUpdateFromForm(form: FormData): CartUpdateRequest | null {
  const intent = read(form, INTENT_FIELD) as CartIntent;
  const lineId = read(form, 'line_id');
  switch (intent) {
    case 'add': {
      const productId = read(form, 'product_id');
      return productId
        ? { add_items: [{ product_id: productId, quantity: 1, subProductsReplacementForced: false }] }
        : null;
    }
    case 'quantity': {
      const quantity = Number(read(form, 'quantity'));
      if (!lineId || !Number.isInteger(quantity) || quantity < 1) return null;
      return { update_items: [{ lineId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }] };
    }
    case 'remove':
      return lineId ? { remove_items: [{ lineId }] } : null;
    case 'coupon': {
      const code = normalizeCouponCode(read(form, 'coupon'));
      return code ? { add_coupon_code: code } : null;
    }
    case 'remove_coupon':
      return { remove_coupon_code: true };
    default:
      return null;
  }
}
