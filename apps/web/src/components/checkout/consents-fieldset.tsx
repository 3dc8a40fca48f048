import type { ReactNode } from 'react';

import { checkoutText } from '../../messages/cart.ts';
import Link from '../ui/link.tsx';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import { fieldId } from './field.tsx';
import type { CheckoutFields } from './use-checkout.ts';

/** The terms and privacy consents the order needs, and the newsletter it may bring. */
export function ConsentsFieldset({ fields: { values, errorOf, set } }: { fields: CheckoutFields }) {
  return (
    <fieldset className={styles.section}>
      <legend>{checkoutText.consents}</legend>
      <Consent
        name={FORM_NAMES.terms}
        checked={values.terms}
        error={errorOf(FORM_NAMES.terms)}
        onChange={(checked) => set('terms', checked)}
      >
        {checkoutText.termsBefore}
        <Link href="/regulamin/" target="_blank">
          {checkoutText.termsLink}
        </Link>
        {checkoutText.termsMiddle}
        <Link href="/zwroty-reklmacje/" target="_blank">
          {checkoutText.withdrawalLink}
        </Link>
        {checkoutText.termsAfter}
      </Consent>
      <Consent
        name={FORM_NAMES.privacy}
        checked={values.privacy}
        error={errorOf(FORM_NAMES.privacy)}
        onChange={(checked) => set('privacy', checked)}
      >
        {checkoutText.privacyBefore}
        <Link href="/polityka-prywatnosci/" target="_blank">
          {checkoutText.privacyLink}
        </Link>
        {checkoutText.privacyAfter}
      </Consent>
      <Consent name={FORM_NAMES.newsletter} checked={values.newsletter} onChange={(c) => set('newsletter', c)}>
        {checkoutText.newsletter}
      </Consent>
    </fieldset>
  );
}

interface ConsentProps {
  name: string;
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

function Consent({ name, checked, error, onChange, children }: ConsentProps) {
  const id = fieldId(name);
  return (
    <div className={styles.consent}>
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
