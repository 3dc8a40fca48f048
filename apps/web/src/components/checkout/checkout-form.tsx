'use client';

import type { CartResponse } from '@manufaktura/contract';
import type { FieldError } from '@manufaktura/core';
import { formatMoney, formatPln, shippingNeedsAddress, UI_TEXT_PL } from '@manufaktura/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';

import type { Geowidget } from '../../env.ts';
import { trackEcommerce } from '../../lib/analytics.ts';
import type { ApiError } from '../../lib/api/api-error.ts';
import { shopApi } from '../../lib/api/client.ts';
import type { Company, PaymentMethod, ShippingMethod } from '../../lib/api/types.ts';
import type { ShopCart } from '../../lib/cart/store.ts';
import { cartClosed, reload, saveCheckout, useRenderedCart } from '../../lib/cart/store.ts';
import { checkoutText } from '../../messages/cart.ts';
import { CartTotals } from '../cart/cart-totals.tsx';
import { CartLoading, EmptyState, pageStyles } from '../ui/commerce-page.tsx';
import type { CheckoutState } from './actions.ts';
import { placeOrderWithoutScript } from './actions.ts';
import styles from './checkout.module.css';
import type { AddressField, FormValues } from './checkout-rules.ts';
import {
  canPay,
  cartModifiedMessage,
  changedMeanwhile,
  checkCheckout,
  checkoutUpdate,
  FORM_NAMES,
  initialValues,
  orderRequest,
  refusalShown,
  shippingService,
} from './checkout-rules.ts';
import { Field, fieldId } from './field.tsx';
import { LockerMap } from './locker-map.tsx';

const FIELD_LABELS: Record<string, string> = {
  email: checkoutText.email,
  first_name: checkoutText.firstName,
  last_name: checkoutText.lastName,
  street: checkoutText.street,
  post_code: checkoutText.postCode,
  city: checkoutText.city,
  phone: checkoutText.phone,
  company: checkoutText.company,
  nip: checkoutText.nip,
  locker_code: checkoutText.locker,
};

/** The label an error in the summary names ("Kod pocztowy (adres dostawy): …"); none for consents. */
function fieldLabel(field: string): string | null {
  const [part, name] = field.includes('.') ? field.split('.') : [null, field];
  const label = name ? FIELD_LABELS[name] : undefined;
  if (!label || part === 'consents') return null;
  return part === 'shipping' ? `${label} (${checkoutText.shippingAddress.toLowerCase()})` : label;
}

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

/** The error key of each form value that is not an address field. */
const ERROR_FIELDS: Partial<Record<keyof FormValues, string>> = {
  email: FORM_NAMES.email,
  methodId: FORM_NAMES.methodId,
  lockerCode: FORM_NAMES.lockerCode,
  terms: FORM_NAMES.terms,
  privacy: FORM_NAMES.privacy,
};

interface CheckoutFormProps {
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  seller: Company | null;
  /** InPost's map for choosing a parcel locker, when the shop has a Geowidget token. */
  geowidget: Geowidget | null;
}

const NOTHING_POSTED: CheckoutState = { values: null, errors: [], message: null };

/** /checkout once the cart is known: the empty state, or the form. */
export function CheckoutForm({
  rendered,
  ...props
}: CheckoutFormProps & { rendered: CartResponse | null | undefined }) {
  const cart = useRenderedCart(rendered);
  const items = cart.items.filter((line) => line.quantity > 0);

  if (!cart.isCartLoaded) return <CartLoading title={checkoutText.title} noScript={checkoutText.noScript} />;
  if (items.length === 0) return <EmptyState title={checkoutText.emptyTitle}>{checkoutText.emptyText}</EmptyState>;
  return <CheckoutFormLoaded {...props} cart={cart} />;
}

/**
 * The checkout form. With JavaScript it checks and places the order in place;
 * without it (or before it has loaded) the same form posts to a Server Action
 * that does the same, and the page comes back with its answer.
 */
function CheckoutFormLoaded({
  shippingMethods,
  paymentMethods,
  seller,
  geowidget,
  cart,
}: CheckoutFormProps & { cart: ShopCart }) {
  const router = useRouter();
  const [posted, postAction] = useActionState(placeOrderWithoutScript, NOTHING_POSTED);
  const [values, setValues] = useState<FormValues>(() => posted.values ?? initialValues(cart, paymentMethods));
  const [errors, setErrors] = useState<FieldError[]>(posted.errors);
  const [formError, setFormError] = useState<string | null>(posted.message);
  const [placing, setPlacing] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ version: number; key: string } | null>(null);

  const method = shippingMethods.find((m) => m.id === values.methodId) ?? null;
  const payable = (m: ShippingMethod) => paymentMethods.some((payment) => canPay(payment, m));
  const payments = method ? paymentMethods.filter((payment) => canPay(payment, method)) : paymentMethods;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;

  useEffect(() => {
    trackEcommerce('begin_checkout', { value: cart.grand_total });
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A changed field loses its error; the next submit checks everything again. */
  function clearError(field: string) {
    setErrors((current) =>
      current.some((error) => error.field === field) ? current.filter((error) => error.field !== field) : current,
    );
  }

  function set<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const field = ERROR_FIELDS[key];
    if (field) clearError(field);
  }
  /** A point chosen on InPost's map (stable: the map listens with it). */
  const pickLocker = useCallback((code: string) => {
    setValues((current) => ({ ...current, lockerCode: code }));
    setErrors((current) => current.filter((error) => error.field !== FORM_NAMES.lockerCode));
  }, []);
  function setAddress(part: 'billing' | 'shipping', field: string, value: string) {
    setValues((current) => ({ ...current, [part]: { ...current[part], [field]: value } }));
    clearError(`${part}.${field}`);
  }

  /** A delivery is kept on the cart as soon as it is chosen, so the summary shows its price. */
  async function chooseMethod(id: string) {
    set('methodId', id);
    const chosen = shippingMethods.find((m) => m.id === id);
    if (!chosen) return;
    if (!payments.some((payment) => payment.id === values.paymentId)) {
      set('paymentId', paymentMethods.find((payment) => canPay(payment, chosen))?.id ?? '');
    }
    await saveCheckout('CHECKOUT_SHIPPING_METHOD_UPDATED', {
      shippingService: shippingService(chosen, values.lockerCode),
    });
  }

  function showErrors(found: FieldError[], message: string | null = null) {
    setErrors(found);
    setFormError(message);
    requestAnimationFrame(() => summary.current?.focus());
  }

  /** The same key for retries of one cart version: a double click or a retried request makes one order. */
  function idempotencyKey(version: number): string {
    if (attempt.current?.version !== version) attempt.current = { version, key: crypto.randomUUID() };
    return attempt.current.key;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (placing) return;
    const checked = checkCheckout(values, method);
    if (checked.errors.length > 0 || !checked.value || !method) return showErrors(checked.errors);
    // The cart the shopper confirmed: saving the form adds at most one version to it.
    const seenVersion = cart.version;

    setPlacing(true);
    setErrors([]);
    setFormError(null);
    try {
      const saved = await saveCheckout('CHECKOUT_BILLING_UPDATED', checkoutUpdate(checked.value, values, method));
      if (!saved.ok) return showRefusal(saved);
      if (changedMeanwhile(seenVersion, saved.data.version)) return showErrors([], cartModifiedMessage);

      const result = await shopApi.placeOrder(
        orderRequest(values, saved.data.version, idempotencyKey(saved.data.version)),
        saved.data.grand_total === 0,
      );
      if (result.ok) {
        cartClosed();
        router.push(result.data.redirect_url);
        return;
      }
      if (result.errorMsgCode === 'payment.cart.modified') await reload();
      showRefusal(result);
    } finally {
      setPlacing(false);
    }
  }

  function showRefusal(error: ApiError) {
    const shown = refusalShown(error);
    showErrors(shown.errors, shown.message);
  }

  const addressFields = (part: 'billing' | 'shipping') => (
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

  const hasErrors = errors.length > 0 || formError !== null;
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1 className={pageStyles.title}>{checkoutText.title}</h1>
      <form className={`${pageStyles.layout} ${styles.form}`} action={postAction} onSubmit={submit} noValidate>
        <input type="hidden" name={FORM_NAMES.version} value={cart.version} />
        <input type="hidden" name={FORM_NAMES.seenTotal} value={cart.grand_total} />
        <div className={pageStyles.main}>
          <div ref={summary} tabIndex={-1} className={styles.errorSummary} role="alert" hidden={!hasErrors}>
            {formError && <p>{formError}</p>}
            {errors.length > 0 && (
              <>
                <p>{checkoutText.errorsTitle}</p>
                <ul>
                  {errors.map((error) => (
                    <li key={`${error.field}:${error.message}`}>
                      <a href={`#${error.field === FORM_NAMES.methodId ? 'dostawa' : fieldId(error.field)}`}>
                        {fieldLabel(error.field) ? `${fieldLabel(error.field)}: ${error.message}` : error.message}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>

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

          <fieldset
            className={styles.section}
            id="dostawa"
            aria-describedby={errorOf(FORM_NAMES.methodId) ? 'dostawa-blad' : undefined}
          >
            <legend>{checkoutText.delivery}</legend>
            {errorOf(FORM_NAMES.methodId) && (
              <p id="dostawa-blad" className={styles.error}>
                {errorOf(FORM_NAMES.methodId)}
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
                        disabled={disabled || cart.pending}
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
              <a
                className="text-link"
                href="https://inpost.pl/znajdz-paczkomat"
                target="_blank"
                rel="noopener noreferrer"
              >
                {checkoutText.lockerMap}
              </a>
            </div>
            {seller && (
              <p className={`${styles.optionDetail} ${styles.forPickup}`}>
                {checkoutText.pickupAt} {seller.address}, {seller.zip} {seller.city}. {checkoutText.pickupHint}
              </p>
            )}
          </fieldset>

          <fieldset className={styles.section}>
            <legend>{checkoutText.billing}</legend>
            {addressFields('billing')}
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
            {cart.account_logged_in && (
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

          <fieldset className={`${styles.section} ${styles.forOtherAddress}`}>
            <legend>{checkoutText.shippingAddress}</legend>
            {addressFields('shipping')}
          </fieldset>

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
        </div>

        <aside className={pageStyles.summary} aria-labelledby="twoje-zamowienie">
          <h2 id="twoje-zamowienie" className={pageStyles.summaryTitle}>
            {checkoutText.summary}
          </h2>
          <ul className={styles.items}>
            {cart.items.map((line) => (
              <li key={line.lineId}>
                <span>
                  {line.product.name} <span className={styles.qty}>× {line.quantity}</span>
                </span>
                <span>{formatPln(line.price_total)}</span>
              </li>
            ))}
          </ul>
          <Link href="/cart/" className="text-link">
            {checkoutText.edit}
          </Link>
          <CartTotals cart={cart} shippingFrom={null} />
          <p className={styles.legal}>{checkoutText.legal}</p>
          <button type="submit" className={`button ${styles.submit}`} disabled={placing} aria-busy={placing}>
            {placing ? checkoutText.placing : UI_TEXT_PL.finalOrderButton}
          </button>
          {seller && (
            <p className={styles.seller}>
              {seller.name}, {seller.address}, {seller.zip} {seller.city}
              {seller.vatNo && `, NIP ${seller.vatNo}`}
              {seller.mail && `, ${seller.mail}`}
              {seller.phone && `, ${seller.phone}`}
            </p>
          )}
        </aside>
      </form>
    </div>
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
