'use client';

import { withdrawalStatement } from '@manufaktura/core';
import { useActionState } from 'react';

import { withdrawalText as text } from '../../messages/cart.ts';
import type { WithdrawalState } from './actions.ts';
import { withdrawFromOrder } from './actions.ts';
import styles from './withdrawal-form.module.css';

/**
 * The shop's withdrawal function (directive 2011/83/EU art. 11a): "Odstąp od
 * umowy tutaj" opens the statement, with the name it is made in and room for
 * a message, and "Potwierdź odstąpienie od umowy" sends it. A plain form: it
 * works without JavaScript too. `token` is the order link's; in the account
 * the signed-in shopper needs none.
 */
export function WithdrawalForm({
  orderId,
  number,
  email,
  name,
  token,
}: {
  orderId: string;
  number: string;
  email: string;
  name: string;
  token?: string;
}) {
  const [state, action, pending] = useActionState<WithdrawalState, FormData>(withdrawFromOrder, { message: null });
  return (
    <details className={styles.withdrawal}>
      <summary>{text.open}</summary>
      <form action={action} aria-busy={pending} className={styles.form}>
        <p>{text.intro(email)}</p>
        <input type="hidden" name="order" value={orderId} />
        {token && <input type="hidden" name="token" value={token} />}
        <div className={styles.field}>
          <label htmlFor={`odstapienie-imie-${orderId}`}>{text.name}</label>
          <input
            id={`odstapienie-imie-${orderId}`}
            name="name"
            defaultValue={name}
            autoComplete="name"
            required
            maxLength={120}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`odstapienie-wiadomosc-${orderId}`}>{text.message}</label>
          <textarea id={`odstapienie-wiadomosc-${orderId}`} name="message" rows={3} maxLength={500} />
        </div>
        <p className={styles.statement}>{text.statement(withdrawalStatement(text.namePlaceholder, number))}</p>
        <button type="submit" className="button" disabled={pending}>
          {pending ? text.sending : text.confirm}
        </button>
        {state.message && (
          <p role="alert" className={styles.failed}>
            {state.message}
          </p>
        )}
      </form>
    </details>
  );
}
