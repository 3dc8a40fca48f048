import { formatMoney, shippingNeedsAddress } from '@manufaktura/core';

import type { Geowidget } from '../../env.ts';
import type { Company, ShippingMethod } from '../../lib/api/types.ts';
import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import { Field } from './field.tsx';
import { LockerMap } from './locker-map.tsx';
import type { Checkout } from './use-checkout.ts';

interface DeliveryFieldsetProps {
  checkout: Checkout;
  shippingMethods: ShippingMethod[];
  seller: Company | null;
  geowidget: Geowidget | null;
  /** A change of the cart is on its way: the delivery waits for it. */
  pending: boolean;
}

/** The deliveries with their prices (grosze), the parcel locker and the pickup address. */
export function DeliveryFieldset({ checkout, shippingMethods, seller, geowidget, pending }: DeliveryFieldsetProps) {
  const { fields, method, payable, chooseMethod, pickLocker } = checkout;
  const { values, errorOf, set } = fields;
  const methodError = errorOf(FORM_NAMES.methodId);
  return (
    <fieldset className={styles.section} id="dostawa" aria-describedby={methodError ? 'dostawa-blad' : undefined}>
      <legend>{checkoutText.delivery}</legend>
      {methodError && (
        <p id="dostawa-blad" className={styles.error}>
          {methodError}
        </p>
      )}
      <ul className={styles.options}>
        {shippingMethods.map((m) => {
          const disabled = !payable(m);
          return (
            <li key={m.id}>
              <label className={styles.option} data-disabled={disabled}>
                <input
                  type="radio"
                  name={FORM_NAMES.methodId}
                  value={m.id}
                  checked={values.methodId === m.id}
                  disabled={disabled || pending}
                  data-locker={m.requiresLocker || undefined}
                  data-address={shippingNeedsAddress(m) || undefined}
                  data-pickup={(!m.requiresLocker && !shippingNeedsAddress(m)) || undefined}
                  onChange={() => void chooseMethod(m.id)}
                />
                <span className={styles.optionText}>
                  <strong>{m.name}</strong>
                  <small>{disabled ? checkoutText.deliveryNoPayment : m.description}</small>
                </span>
                <span className={styles.optionPrice}>{formatMoney(m.price)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {/* What a delivery needs shows while it is chosen (CSS, so also without JavaScript). */}
      <div className={`${styles.optionDetail} ${styles.forLocker}`}>
        <Field
          name={FORM_NAMES.lockerCode}
          label={checkoutText.locker}
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={12}
          hint={checkoutText.lockerHint}
          value={values.lockerCode}
          error={errorOf(FORM_NAMES.lockerCode)}
          onValue={(v) => set('lockerCode', v)}
        />
        {geowidget && (
          <LockerMap geowidget={geowidget} cashOnDelivery={method?.cashOnDelivery ?? false} onPick={pickLocker} />
        )}
        <a className="text-link" href="https://inpost.pl/znajdz-paczkomat" target="_blank" rel="noopener noreferrer">
          {checkoutText.lockerMap}
        </a>
      </div>
      {seller && (
        <p className={`${styles.optionDetail} ${styles.forPickup}`}>
          {checkoutText.pickupAt} {seller.address}, {seller.zip} {seller.city}. {checkoutText.pickupHint}
        </p>
      )}
    </fieldset>
  );
}
