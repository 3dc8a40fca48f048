'use client';

import { useId, useRef, useState } from 'react';

import type { ShopCart } from '../../lib/cart/store.ts';
import { applyCoupon, clearCouponError, removeCoupon } from '../../lib/cart/store.ts';
import { cartText } from '../../messages/cart.ts';
import styles from './cart.module.css';
import { CartForm } from './cart-form.tsx';

/**
 * The coupon field: the code goes upper-cased (spec §5); a refusal shows its mapped message under
 * the field (spec §8). An applied code shows with a way to remove it, and with the reason when it
 * stopped applying (e.g. the cart fell under its minimum).
 */
export function CouponForm({ cart }: { cart: ShopCart }) {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  async function submit() {
    if (code.trim() === '') {
      input.current?.focus();
      return;
    }
    const result = await applyCoupon(code);
    if (result.ok) setCode('');
    else input.current?.focus();
  }

  if (cart.coupon_code) {
    return (
      <div className={styles.coupon}>
        <p className={styles.couponActive}>
          {cartText.couponActive}: <strong>{cart.coupon_code}</strong>
        </p>
        {cart.coupon_error && (
          <p className={styles.fieldError} role="alert">
            {cart.coupon_error.message}
          </p>
        )}
        <CartForm intent="remove_coupon" onSubmit={() => void removeCoupon()}>
          <button type="submit" className="text-link" disabled={cart.pending}>
            {cartText.couponRemove}
          </button>
        </CartForm>
      </div>
    );
  }

  const error = cart.showCouponError.state ? cart.showCouponError.message : null;
  return (
    <CartForm intent="coupon" className={styles.coupon} onSubmit={() => void submit()}>
      <label htmlFor={`${errorId}-code`}>{cartText.coupon}</label>
      <div className={styles.couponRow}>
        <input
          ref={input}
          id={`${errorId}-code`}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder={cartText.couponPlaceholder}
          value={code}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            clearCouponError();
          }}
        />
        <button type="submit" className="button button-outline" disabled={cart.pending}>
          {cartText.couponApply}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </CartForm>
  );
}
