'use client';

import type { PaymentStatus } from '@manufaktura/contract';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';

import { marketingRequest } from '../../lib/api/marketing-headers.ts';
import { confirmationText as text, unpaidOrderText } from '../../messages/cart.ts';
import type { PayAgainState } from './actions.ts';
import { payAgain, reopenOrder } from './actions.ts';
import styles from './order-confirmation.module.css';

/** How often, and for how long, the page asks whether Przelewy24 has confirmed the payment. */
const POLL_MS = 2_500;
const POLL_FOR_MS = 3 * 60_000;

/**
 * An order waiting for its online payment: the shopper may be back from
 * Przelewy24, or still confirming BLIK in the bank's app, before the
 * confirmation reaches the shop, so the page asks the shop until the payment
 * is confirmed, then shows the paid order. "Zapłać teraz" starts a new payment
 * at Przelewy24 for the same order, a new BLIK code pays it here, and
 * "zmień zamówienie" brings it back to the cart (all also without JavaScript).
 */
export function PaymentPending({ orderId, token, blik }: { orderId: string; token: string; blik: boolean }) {
  const router = useRouter();
  const [state, action, pending] = useActionState<PayAgainState, FormData>(payAgain, { message: null });
  const [blikState, blikAction, blikPending] = useActionState<PayAgainState, FormData>(payAgain, { message: null });
  const [reopenState, reopenAction, reopening] = useActionState<PayAgainState, FormData>(reopenOrder, {
    message: null,
  });
  const order = (
    <>
      <input type="hidden" name="order" value={orderId} />
      <input type="hidden" name="token" value={token} />
    </>
  );

  useEffect(() => {
    const started = Date.now();
    const query = new URLSearchParams({ order: orderId, token });
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) return clearInterval(timer);
      const { headers, referrer, referrerPolicy } = marketingRequest();
      void fetch(`/api/payment/status?${query}`, { cache: 'no-store', headers, referrer, referrerPolicy })
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
      <p>{blik ? text.awaitingBlikText : text.awaitingText}</p>
      <noscript>
        <p>{text.awaitingNoScript}</p>
      </noscript>
      <div className={styles.payAgain}>
        <form action={blikAction} aria-busy={blikPending} className={styles.blikForm}>
          {order}
          <label htmlFor="kod-blik">{text.blikCode}</label>
          <input
            id="kod-blik"
            name="blik_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            aria-invalid={blikState.message ? true : undefined}
            aria-describedby={blikState.message ? 'kod-blik-blad' : undefined}
          />
          <button type="submit" className="button" disabled={blikPending}>
            {blikPending ? text.payingWithBlik : text.payWithBlik}
          </button>
          {blikState.message && (
            <p id="kod-blik-blad" role="alert" className={styles.failed}>
              {blikState.message}
            </p>
          )}
        </form>
        <form action={action} aria-busy={pending}>
          {order}
          <button type="submit" className={blik ? 'button button-outline' : 'button'} disabled={pending}>
            {pending ? text.paying : text.payNow}
          </button>
          {state.message && (
            <p role="alert" className={styles.failed}>
              {state.message}
            </p>
          )}
        </form>
      </div>
      <form action={reopenAction} aria-busy={reopening} className={styles.reopen}>
        {order}
        <p>{text.changeOrderText}</p>
        <button type="submit" className="text-link" disabled={reopening}>
          {reopening ? unpaidOrderText.changing : text.changeOrder}
        </button>
        {reopenState.message && (
          <p role="alert" className={styles.failed}>
            {reopenState.message}
          </p>
        )}
      </form>
    </section>
  );
}
