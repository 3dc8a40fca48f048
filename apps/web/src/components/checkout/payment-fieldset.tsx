import type { PaymentMethod } from '../../lib/api/types.ts';
import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import { Field } from './field.tsx';
import type { CheckoutFields } from './use-checkout.ts';

interface PaymentFieldsetProps {
  fields: CheckoutFields;
  /** The payments the chosen delivery allows (all of them while none is chosen). */
  payments: PaymentMethod[];
}

/** How the shopper pays; BLIK with the code from the bank's app typed here. */
export function PaymentFieldset({ fields: { values, set, errorOf }, payments }: PaymentFieldsetProps) {
  return (
    <fieldset className={styles.section}>
      <legend>{checkoutText.payment}</legend>
      <ul className={styles.options}>
        {payments.map((payment) => (
          <li key={payment.id}>
            {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- wraps its radio and its text */}
            <label className={styles.option}>
              <input
                type="radio"
                name={FORM_NAMES.paymentId}
                value={payment.id}
                checked={values.paymentId === payment.id}
                onChange={() => set('paymentId', payment.id)}
              />
              <span className={styles.optionText}>
                <strong>{payment.name}</strong>
                <small>{payment.description}</small>
              </span>
            </label>
            {payment.id === 'blik' && (
              // Shown with its option chosen (CSS, so also before or without JavaScript).
              <Field
                className={styles.blikCode}
                name={FORM_NAMES.blikCode}
                label={checkoutText.blikCode}
                hint={checkoutText.blikCodeHint}
                value={values.blikCode}
                error={errorOf(FORM_NAMES.blikCode)}
                onValue={(v) => set('blikCode', v)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
              />
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
