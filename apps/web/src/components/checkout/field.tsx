import type { InputHTMLAttributes } from 'react';

import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'value'> {
  /** Also the id and the key of the field's error ("billing.post_code"). */
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onValue: (value: string) => void;
}

/** A labelled text field; its hint and error are announced with it and the error marks it invalid. */
export function Field({ name, label, value, error, hint, onValue, required, className, ...input }: FieldProps) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="visually-hidden"> {checkoutText.required}</span>}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The element id of a field ("billing.post_code" → "pole-billing-post_code"). */
export function fieldId(name: string): string {
  return `pole-${name.replace(/\./g, '-')}`;
}
