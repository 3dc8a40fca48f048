import { describe, expect, it } from 'vitest';

import type { CartAction, CartState } from './reducer.ts';
import { cartReducer, INITIAL_CART_STATE, MERGE_ACTIONS } from './reducer.ts';

const loaded: CartState = {
  ...INITIAL_CART_STATE,
  items: [{ lineId: 'l1' }],
  coupon_code: 'JESIEN20',
  isCartLoaded: true,
};

describe('cartReducer', () => {
  it.each(MERGE_ACTIONS)('%s merges its payload into the state', (type) => {
    const next = cartReducer(INITIAL_CART_STATE, { type, payload: { item_quantity: 3, email: 'a@b.pl' } });
    expect(next.item_quantity).toBe(3);
    expect(next.email).toBe('a@b.pl');
  });

  it.each(['CART_LOADED', 'CART_RECOVERED'] as const)('%s marks the cart as loaded', (type) => {
    expect(cartReducer(INITIAL_CART_STATE, { type, payload: { items: [] } }).isCartLoaded).toBe(true);
  });

  it('does not mark the cart loaded on other actions', () => {
    expect(cartReducer(INITIAL_CART_STATE, { type: 'ADD_ITEM', payload: { items: [] } }).isCartLoaded).toBe(false);
  });

  it('drops the coupon code when a new cart payload has none', () => {
    const next = cartReducer(loaded, { type: 'REMOVE_COUPON', payload: { items: [{ lineId: 'l1' }] } });
    expect(next).not.toHaveProperty('coupon_code');
  });

  it('keeps the coupon code when the new cart still has it', () => {
    const next = cartReducer(loaded, { type: 'ADD_ITEM', payload: { items: [], coupon_code: 'JESIEN20' } });
    expect(next.coupon_code).toBe('JESIEN20');
  });

  it('keeps the coupon code for payloads that are not a cart', () => {
    const next = cartReducer(loaded, { type: 'BLOCK_CHECKOUT' });
    expect(next.coupon_code).toBe('JESIEN20');
    expect(next.checkoutBlocked).toBe(true);
    expect(cartReducer(next, { type: 'UNBLOCK_CHECKOUT' }).checkoutBlocked).toBe(false);
  });

  it('ADD_ITEM_FAILED sets a global error with the default text', () => {
    const next = cartReducer(loaded, { type: 'ADD_ITEM_FAILED' });
    expect(next.globalMessage).toEqual({
      type: 'ERROR',
      message: 'Nie udało się dodać do koszyka, produkt niedostępny',
      isPermanent: false,
    });
    expect(next.coupon_code).toBe('JESIEN20');
  });

  it('ADD_ITEM_FAILED can make the error permanent with its own message', () => {
    const next = cartReducer(loaded, { type: 'ADD_ITEM_FAILED', payload: { message: 'Brak', isPermanent: true } });
    expect(next.globalMessage).toEqual({ type: 'ERROR', message: 'Brak', isPermanent: true });
  });

  it('REMOVE_GLOBAL_MESSAGE clears the message', () => {
    const withMessage = cartReducer(loaded, { type: 'ADD_ITEM_FAILED' });
    expect(cartReducer(withMessage, { type: 'REMOVE_GLOBAL_MESSAGE' }).globalMessage).toBeNull();
  });

  it('APPLY_COUPON_FAILED merges and shows the coupon error with its message', () => {
    const next = cartReducer(loaded, {
      type: 'APPLY_COUPON_FAILED',
      payload: { message: 'Kupon wygasł 01.02.2026.', version: 7 },
    });
    expect(next.showCouponError).toEqual({ state: true, message: 'Kupon wygasł 01.02.2026.' });
    expect(next.version).toBe(7);
    expect(next).not.toHaveProperty('message');
  });

  it.each(['APPLY_COUPON', 'CLEAR_DISCOUNT_ERROR'] as const)('%s merges and hides the coupon error', (type) => {
    const failed = cartReducer(loaded, { type: 'APPLY_COUPON_FAILED', payload: { message: 'x' } });
    const next = cartReducer(failed, { type, payload: { coupon_code: 'LATO' } });
    expect(next.showCouponError).toEqual({ state: false, message: '' });
    expect(next.coupon_code).toBe('LATO');
  });

  it('does not mutate the previous state', () => {
    const before = structuredClone(loaded);
    cartReducer(loaded, { type: 'REMOVE_COUPON', payload: { items: [] } });
    expect(loaded).toEqual(before);
  });

  it('throws for an unknown action', () => {
    expect(() => cartReducer(loaded, { type: 'FLY_TO_CART' } as unknown as CartAction)).toThrow(
      'Unknown cart action: FLY_TO_CART',
    );
  });
});
