import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';
import type { AddressField } from './checkout-rules.ts';
import { Field } from './field.tsx';
import { FIELD_LABELS } from './field-labels.ts';
import type { CheckoutFields } from './use-checkout.ts';

/** The address inputs, in form order, with what browsers and phones need to fill them well. */
const ADDRESS_INPUTS: {
  name: AddressField;
  autoComplete: string;
  maxLength: number;
  wide?: boolean;
  type?: string;
  inputMode?: 'numeric';
  placeholder?: string;
  hint?: string;
}[] = [
  { name: 'first_name', autoComplete: 'given-name', maxLength: 120 },
  { name: 'last_name', autoComplete: 'family-name', maxLength: 120 },
  { name: 'street', autoComplete: 'street-address', maxLength: 120, wide: true },
  { name: 'post_code', autoComplete: 'postal-code', maxLength: 6, inputMode: 'numeric', placeholder: '00-000' },
  { name: 'city', autoComplete: 'address-level2', maxLength: 120 },
  { name: 'phone', autoComplete: 'tel', maxLength: 20, type: 'tel', hint: checkoutText.phoneHint },
];

/** One address (billing or shipping): the same inputs, posted as `<part>.<field>`; hints only on the first. */
export function AddressFields({ part, fields }: { part: 'billing' | 'shipping'; fields: CheckoutFields }) {
  const { values, errorOf, setAddress } = fields;
  return (
    <div className={styles.grid}>
      {ADDRESS_INPUTS.map(({ name, autoComplete, wide, hint, ...input }) => (
        <Field
          key={name}
          {...input}
          name={`${part}.${name}`}
          label={FIELD_LABELS[name]!}
          autoComplete={`${part} ${autoComplete}`}
          required
          className={wide ? styles.wide : undefined}
          hint={part === 'billing' ? hint : undefined}
          value={values[part][name]}
          error={errorOf(`${part}.${name}`)}
          onValue={(v) => setAddress(part, name, v)}
        />
      ))}
    </div>
  );
}
