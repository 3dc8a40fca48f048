'use client';

import type { PaymentStatus } from '@manufaktura/contract';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';

import { confirmationText as text } from '../../messages/cart.ts';
import type { PayAgainState } from './actions.ts';
import { payAgain } from './actions.ts';
import styles from './order-confirmation.module.css';

/** How often, and for how long, the page asks whether Przelewy24 has confirmed the payment. */
const POLL_MS = 2_500;
const POLL_FOR_MS = 3 * 60_000;

/**
 * An order waiting for its online payment: the shopper may be back from
 * Przelewy24 before its confirmation reaches the shop, so the page asks the
 * shop until the payment is confirmed, then shows the paid order. "Zapłać
 * teraz" starts a new payment for the same order (also without JavaScript).
 */
export function PaymentPending({ orderId, token }: { orderId: string; token: string }) {
  const router = useRouter();
  const [state, action, pending] = useActionState<PayAgainState, FormData>(payAgain, { message: null });

  useEffect(() => {
    const started = Date.now();
    const query = new URLSearchParams({ order: orderId, token });
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) return clearInterval(timer);
      void fetch(`/api/payment/status?${query}`, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<PaymentStatus>) : null))
        .then((status) => {
          if (status && status.status !== 'awaiting_payment') {
            clearInterval(timer);
            router.refresh();
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [orderId, token, router]);

  return (
    <section className={styles.pending} aria-labelledby="platnosc" role="status">
      <h2 id="platnosc">{text.awaitingTitle}</h2>
      <p>{text.awaitingText}</p>
      <noscript>
        <p>{text.awaitingNoScript}</p>
      </noscript>
      <form action={action} aria-busy={pending}>
        <input type="hidden" name="order" value={orderId} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button" disabled={pending}>
          {pending ? text.paying : text.payNow}
        </button>
      </form>
      {state.message && (
        <p role="alert" className={styles.failed}>
          {state.message}
        </p>
      )}
    </section>
  );
}
