'use client';

import { useActionState } from 'react';

import type { Cart } from '../../lib/api/types.ts';
import { unpaidOrderText as text } from '../../messages/cart.ts';
import Link from '../ui/link.tsx';
import type { PayAgainState } from './actions.ts';
import { reopenOrder } from './actions.ts';
import styles from './order-confirmation.module.css';

/**
 * Back in the shop with an empty cart after leaving the payment unfinished
 * (e.g. the browser's back button from Przelewy24): the order still waits,
 * so the shopper may pay it, or bring it back to the cart to change it.
 */
export function UnpaidOrder({ order }: { order: NonNullable<Cart['unpaid_order']> }) {
  const [state, action, pending] = useActionState<PayAgainState, FormData>(reopenOrder, { message: null });
  const orderPage = `/order-confirmation?${new URLSearchParams({ order: order.id, token: order.token })}`;
  return (
    <section className={styles.pending} aria-labelledby="niezaplacone">
      <h2 id="niezaplacone">{text.title(order.number)}</h2>
      <p>{text.text}</p>
      <div className={styles.actions}>
        <Link href={orderPage} className="button">
          {text.pay}
        </Link>
        <form action={action} aria-busy={pending}>
          <input type="hidden" name="order" value={order.id} />
          <input type="hidden" name="token" value={order.token} />
          <button type="submit" className="button button-outline" disabled={pending}>
            {pending ? text.changing : text.change}
          </button>
        </form>
      </div>
      {state.message && (
        <p role="alert" className={styles.failed}>
          {state.message}
        </p>
      )}
    </section>
  );
}
