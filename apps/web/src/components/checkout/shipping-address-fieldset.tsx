import { checkoutText } from '../../messages/cart.ts';
import { AddressFields } from './address-fields.tsx';
import styles from './checkout.module.css';
import type { CheckoutFields } from './use-checkout.ts';

/** Another address for the parcel; shown while "other address" is ticked (CSS, so also without JavaScript). */
export function ShippingAddressFieldset({ fields }: { fields: CheckoutFields }) {
  return (
    <fieldset className={`${styles.section} ${styles.forOtherAddress}`}>
      <legend>{checkoutText.shippingAddress}</legend>
      <AddressFields part="shipping" fields={fields} />
    </fieldset>
  );
}
