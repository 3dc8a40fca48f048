import { checkoutText } from '../../messages/cart.ts';
import { AddressFields } from './address-fields.tsx';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import { Field } from './field.tsx';
import type { CheckoutFields } from './use-checkout.ts';

interface BillingFieldsetProps {
  fields: CheckoutFields;
  /** A signed-in shopper may keep the addresses on the account. */
  signedIn: boolean;
}

/** The billing address, the invoice's company and NIP, and the choices about the other addresses. */
export function BillingFieldset({ fields, signedIn }: BillingFieldsetProps) {
  const { values, errorOf, set, setAddress } = fields;
  return (
    <fieldset className={styles.section}>
      <legend>{checkoutText.billing}</legend>
      <AddressFields part="billing" fields={fields} />
      <label className={styles.check}>
        <input
          type="checkbox"
          name={FORM_NAMES.wantsInvoice}
          data-invoice
          checked={values.wantsInvoice}
          onChange={(event) => set('wantsInvoice', event.target.checked)}
        />
        {checkoutText.wantsInvoice}
      </label>
      <div className={`${styles.grid} ${styles.forInvoice}`}>
        <Field
          name="billing.company"
          label={checkoutText.company}
          autoComplete="organization"
          required
          maxLength={120}
          className={styles.wide}
          value={values.billing.company}
          error={errorOf('billing.company')}
          onValue={(v) => setAddress('billing', 'company', v)}
        />
        <Field
          name="billing.nip"
          label={checkoutText.nip}
          inputMode="numeric"
          required
          maxLength={16}
          value={values.billing.nip}
          error={errorOf('billing.nip')}
          onValue={(v) => setAddress('billing', 'nip', v)}
        />
      </div>
      <label className={`${styles.check} ${styles.forAddress}`}>
        <input
          type="checkbox"
          name={FORM_NAMES.otherAddress}
          data-other-address
          checked={values.otherAddress}
          onChange={(event) => set('otherAddress', event.target.checked)}
        />
        {checkoutText.otherAddress}
      </label>
      {signedIn && (
        <label className={styles.check}>
          <input
            type="checkbox"
            name={FORM_NAMES.saveAddress}
            checked={values.saveAddress}
            onChange={(event) => set('saveAddress', event.target.checked)}
          />
          {checkoutText.saveAddress}
        </label>
      )}
    </fieldset>
  );
}
