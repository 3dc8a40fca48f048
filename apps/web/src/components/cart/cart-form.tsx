'use client';

import type { FormEvent, ReactNode } from 'react';

import { changeCart } from '../../lib/cart/actions.ts';
import type { CartIntent } from '../../lib/cart/form-update.ts';
import { INTENT_FIELD } from '../../lib/cart/form-update.ts';

interface CartFormProps {
  intent: CartIntent;
  /** Hidden fields naming what the change is about (`product_id`, `line_id`). */
  fields?: Record<string, string>;
  /** The change with JavaScript: the store sends it and the page stays put. */
  onSubmit: (form: HTMLFormElement) => void;
  /** By default the form takes no box of its own (`form-contents`): its control lays out as before. */
  className?: string;
  children: ReactNode;
}

/**
 * One change of the cart as a real form. Without JavaScript (or before it has
 * loaded) it posts to the cart's Server Action and the shopper lands on the
 * cart; with it, `onSubmit` does the change in place.
 */
export function CartForm({ intent, fields = {}, onSubmit, className = 'form-contents', children }: CartFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(event.currentTarget);
  }
  return (
    <form action={changeCart} onSubmit={submit} className={className}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
