import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import { Field } from './field.tsx';
import type { CheckoutFields } from './use-checkout.ts';

/** The shopper's e-mail, where the order confirmation goes. */
export function ContactFieldset({ fields: { values, errorOf, set } }: { fields: CheckoutFields }) {
  return (
    <fieldset className={styles.section}>
      <legend>{checkoutText.contact}</legend>
      <Field
        name={FORM_NAMES.email}
        label={checkoutText.email}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        hint={checkoutText.emailHint}
        value={values.email}
        error={errorOf('email')}
        onValue={(v) => set('email', v)}
      />
    </fieldset>
  );
}
