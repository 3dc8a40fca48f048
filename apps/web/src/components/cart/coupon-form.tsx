'use client';

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { applyCoupon, clearCouponError, removeCoupon, useCart } from '../../lib/cart/store.ts';
import { pl } from '../../messages/pl.ts';
import styles from './cart.module.css';

/**
 * The coupon field: the code goes upper-cased (spec §5); a refusal shows its mapped message under
 * the field (spec §8). An applied code shows with a way to remove it, and with the reason when it
 * stopped applying (e.g. the cart fell under its minimum).
 */
export function CouponForm() {
  const cart = useCart();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
          {pl.cart.couponActive}: <strong>{cart.coupon_code}</strong>
        </p>
        {cart.coupon_error && (
          <p className={styles.fieldError} role="alert">
            {cart.coupon_error.message}
          </p>
        )}
        <button type="button" className="text-link" disabled={cart.pending} onClick={() => void removeCoupon()}>
          {pl.cart.couponRemove}
        </button>
      </div>
    );
  }

  const error = cart.showCouponError.state ? cart.showCouponError.message : null;
  return (
    <form className={styles.coupon} onSubmit={submit} noValidate>
      <label htmlFor={`${errorId}-code`}>{pl.cart.coupon}</label>
      <div className={styles.couponRow}>
        <input
          ref={input}
          id={`${errorId}-code`}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder={pl.cart.couponPlaceholder}
          value={code}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            clearCouponError();
          }}
        />
        <button type="submit" className="button button-outline" disabled={cart.pending}>
          {pl.cart.couponApply}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
