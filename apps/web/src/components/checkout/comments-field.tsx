import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import type { CheckoutFields } from './use-checkout.ts';

/** The shopper's comments to the order. */
export function CommentsField({ fields: { values, set } }: { fields: CheckoutFields }) {
  return (
    <div className={`${styles.section} ${styles.field}`}>
      <label htmlFor="pole-comments">{checkoutText.comments}</label>
      <textarea
        id="pole-comments"
        name={FORM_NAMES.comments}
        rows={3}
        maxLength={2000}
        value={values.comments}
        onChange={(event) => set('comments', event.target.value)}
      />
    </div>
  );
}
