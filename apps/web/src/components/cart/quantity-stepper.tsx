'use client';

import { useState } from 'react';

import { cartText } from '../../messages/cart.ts';
import styles from './cart.module.css';
import { CartForm } from './cart-form.tsx';

interface QuantityStepperProps {
  lineId: string;
  name: string;
  quantity: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − [n] +: buttons step by one; a typed number applies on Enter or when the field loses focus.
 * Each part is its own cart form, so the stepper works without JavaScript too.
 */
export function QuantityStepper({ lineId, name, quantity, max, disabled, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const value = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isInteger(value) && value >= 1 && value !== quantity) onChange(Math.min(value, max));
  }

  const step = (to: number, label: string, symbol: string, blocked: boolean) => (
    <CartForm intent="quantity" fields={{ line_id: lineId, quantity: String(to) }} onSubmit={() => onChange(to)}>
      <button type="submit" aria-label={label} disabled={disabled || blocked}>
        {symbol}
      </button>
    </CartForm>
  );

  return (
    <div className={styles.stepper}>
      {step(quantity - 1, cartText.decrease(name), '−', quantity <= 1)}
      <CartForm intent="quantity" fields={{ line_id: lineId }} onSubmit={commit}>
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={max}
          aria-label={cartText.quantityOf(name)}
          value={draft ?? String(quantity)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
        />
      </CartForm>
      {step(quantity + 1, cartText.increase(name), '+', quantity >= max)}
    </div>
  );
}
