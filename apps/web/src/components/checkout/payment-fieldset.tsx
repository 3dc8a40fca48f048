import type { PaymentMethod } from '../../lib/api/types.ts';
import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import type { CheckoutFields } from './use-checkout.ts';

interface PaymentFieldsetProps {
  fields: CheckoutFields;
  /** The payments the chosen delivery allows (all of them while none is chosen). */
  payments: PaymentMethod[];
}

/** How the shopper pays. */
export function PaymentFieldset({ fields: { values, set }, payments }: PaymentFieldsetProps) {
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
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
