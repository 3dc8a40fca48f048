'use client';

import { useState } from 'react';

import { pl } from '../../messages/pl.ts';
import styles from './cart.module.css';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** − [n] +: buttons step by one; a typed number applies on Enter or when the field loses focus. */
export function QuantityStepper({ name, quantity, max, disabled, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const value = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isInteger(value) && value >= 1 && value !== quantity) onChange(Math.min(value, max));
  }

  return (
    <div className={styles.stepper}>
      <button
        type="button"
        aria-label={pl.cart.decrease(name)}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={pl.cart.quantityOf(name)}
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label={pl.cart.increase(name)}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
