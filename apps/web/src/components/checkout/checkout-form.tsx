'use client';

import {
  UI_TEXT_PL,
  formatMessage,
  formatMoney,
  fromPln,
  normalizeLockerCode,
  shippingNeedsAddress,
  validateCheckout,
} from '@manufaktura/core';
import type { CheckedCheckout, FieldError } from '@manufaktura/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

import { shopApi } from '../../lib/api/client.ts';
import type { Company, PaymentMethod, ShippingMethod } from '../../lib/api/types.ts';
import { trackEcommerce } from '../../lib/analytics.ts';
import { cartClosed, reload, saveCheckout, useCart } from '../../lib/cart/store.ts';
import type { ShopCart } from '../../lib/cart/store.ts';
import { pl } from '../../messages/pl.ts';
import { CartTotals } from '../cart/cart-totals.tsx';
import { CartLoading, EmptyState, pageStyles } from '../ui/commerce-page.tsx';
import styles from './checkout.module.css';
import { Field, fieldId } from './field.tsx';

const ADDRESS_FIELDS = ['first_name', 'last_name', 'street', 'post_code', 'city', 'phone'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type Address = Record<AddressField, string>;

const EMPTY_ADDRESS: Address = { first_name: '', last_name: '', street: '', post_code: '', city: '', phone: '' };

interface FormValues {
  email: string;
  billing: Address & { company: string; nip: string };
  shipping: Address;
  otherAddress: boolean;
  wantsInvoice: boolean;
  methodId: string;
  lockerCode: string;
  paymentId: string;
  comments: string;
  terms: boolean;
  privacy: boolean;
  newsletter: boolean;
}

/** Another tab or device changed the cart after the shopper saw it (spec §8): refresh and retry. */
const cartModifiedMessage = formatMessage('payment.cart.modified');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function addressFrom(stored: Record<string, unknown>): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(stored[name])])) as Address;
}

/** The form starts from what the cart keeps (spec §7 payload parts), so a return to checkout loses nothing. */
function initialValues(cart: ShopCart, paymentMethods: PaymentMethod[]): FormValues {
  const shipping = addressFrom(cart.shipping);
  const billing = addressFrom(cart.billing);
  const hasOtherAddress = ADDRESS_FIELDS.some((name) => shipping[name] !== '' && shipping[name] !== billing[name]);
  return {
    email: cart.email ?? '',
    billing: { ...billing, company: text(cart.billing.company), nip: text(cart.billing.nip) },
    shipping: hasOtherAddress ? shipping : EMPTY_ADDRESS,
    otherAddress: hasOtherAddress,
    wantsInvoice: text(cart.billing.nip) !== '',
    methodId: cart.shipping_method?.method_id ?? '',
    lockerCode: cart.shipping_method?.attributes.locker_code ?? '',
    paymentId: paymentMethods[0]?.id ?? '',
    comments: cart.comments,
    terms: false,
    privacy: false,
    newsletter: false,
  };
}

const FIELD_LABELS: Record<string, string> = {
  email: pl.checkout.email,
  first_name: pl.checkout.firstName,
  last_name: pl.checkout.lastName,
  street: pl.checkout.street,
  post_code: pl.checkout.postCode,
  city: pl.checkout.city,
  phone: pl.checkout.phone,
  company: pl.checkout.company,
  nip: pl.checkout.nip,
  locker_code: pl.checkout.locker,
};

/** The label an error in the summary names ("Kod pocztowy (adres dostawy): …"); none for consents. */
function fieldLabel(field: string): string | null {
  const [part, name] = field.includes('.') ? field.split('.') : [null, field];
  const label = name ? FIELD_LABELS[name] : undefined;
  if (!label || part === 'consents') return null;
  return part === 'shipping' ? `${label} (${pl.checkout.shippingAddress.toLowerCase()})` : label;
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
  { name: 'phone', autoComplete: 'tel', maxLength: 20, type: 'tel', hint: pl.checkout.phoneHint },
];

/** The error key of each form value that is not an address field. */
const ERROR_FIELDS: Partial<Record<keyof FormValues, string>> = {
  email: 'email',
  methodId: 'shippingService',
  lockerCode: 'locker_code',
  terms: 'consents.terms',
  privacy: 'consents.privacy',
};

/** A payment is possible with a delivery when it needs no cash-on-delivery or the delivery collects it. */
const canPay = (payment: PaymentMethod, method: ShippingMethod) =>
  !payment.needsCashOnDeliveryShipping || method.cashOnDelivery;

interface CheckoutFormProps {
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  seller: Company | null;
}

/** /checkout once the cart is known: the empty state, or the form. */
export function CheckoutForm(props: CheckoutFormProps) {
  const cart = useCart();
  const items = cart.items.filter((line) => line.quantity > 0);

  if (!cart.isCartLoaded) return <CartLoading title={pl.checkout.title} noScript={pl.checkout.noScript} />;
  if (items.length === 0) return <EmptyState title={pl.checkout.emptyTitle}>{pl.checkout.emptyText}</EmptyState>;
  return <CheckoutFormLoaded {...props} cart={cart} />;
}

function CheckoutFormLoaded({ shippingMethods, paymentMethods, seller, cart }: CheckoutFormProps & { cart: ShopCart }) {
  const router = useRouter();
  const [values, setValues] = useState<FormValues>(() => initialValues(cart, paymentMethods));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ version: number; key: string } | null>(null);

  const method = shippingMethods.find((m) => m.id === values.methodId) ?? null;
  const payable = (m: ShippingMethod) => paymentMethods.some((payment) => canPay(payment, m));
  const payments = method ? paymentMethods.filter((payment) => canPay(payment, method)) : paymentMethods;
  const needsAddress = method !== null && shippingNeedsAddress(method);
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
  function setAddress(part: 'billing' | 'shipping', field: string, value: string) {
    setValues((current) => ({ ...current, [part]: { ...current[part], [field]: value } }));
    clearError(`${part}.${field}`);
  }

  /** A delivery is kept on the cart as soon as it is chosen, so the summary shows its price. */
  async function chooseMethod(id: string) {
    set('methodId', id);
    const chosen = shippingMethods.find((m) => m.id === id);
    if (chosen && !payments.some((payment) => payment.id === values.paymentId)) {
      set('paymentId', paymentMethods.find((payment) => canPay(payment, chosen))?.id ?? '');
    }
    const locker = normalizeLockerCode(values.lockerCode);
    await saveCheckout('CHECKOUT_SHIPPING_METHOD_UPDATED', {
      shippingService: {
        method_id: id,
        ...(chosen?.requiresLocker && locker ? { attributes: { locker_code: locker } } : {}),
      },
    });
  }

  /** Every field at once, with the rules the API applies again (packages/core). */
  function check(): { errors: FieldError[]; value: CheckedCheckout | null } {
    const found: FieldError[] = [];
    if (!method) found.push({ field: 'shippingService', message: pl.checkout.chooseDelivery });
    if (method?.requiresLocker && !normalizeLockerCode(values.lockerCode)) {
      found.push({ field: 'locker_code', message: pl.checkout.lockerInvalid });
    }
    const checked = validateCheckout({
      email: values.email,
      billing: values.billing,
      shipping: values.otherAddress ? values.shipping : values.billing,
      wantsInvoice: values.wantsInvoice,
      shippingNeedsAddress: needsAddress,
      consents: { terms: values.terms, privacy: values.privacy },
    });
    if (!checked.ok) found.push(...checked.errors);
    return { errors: found, value: checked.ok ? checked.value : null };
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
    const checked = check();
    if (checked.errors.length > 0 || !checked.value || !method) return showErrors(checked.errors);
    // The cart the shopper confirmed: saving the form adds at most one version to it.
    const seenVersion = cart.version;

    setPlacing(true);
    setErrors([]);
    setFormError(null);
    try {
      const saved = await saveCheckout('CHECKOUT_BILLING_UPDATED', {
        email: checked.value.email,
        billing: checked.value.billing,
        shipping: checked.value.shipping ?? {},
        comments: values.comments.trim(),
        shippingService: {
          method_id: method.id,
          ...(method.requiresLocker ? { attributes: { locker_code: normalizeLockerCode(values.lockerCode)! } } : {}),
        },
      });
      if (!saved.ok) {
        const field = saved.errorMsgCode === 'shipping.locker.invalid' ? 'locker_code' : null;
        return showErrors(field ? [{ field, message: saved.message }] : [], field ? null : saved.message);
      }
      if (saved.data.version > seenVersion + 1) return showErrors([], cartModifiedMessage);

      const result = await shopApi.placeOrder(
        {
          version: saved.data.version,
          payment_method: values.paymentId,
          wants_invoice: values.wantsInvoice,
          consents: { terms: values.terms, privacy: values.privacy, newsletter: values.newsletter },
          idempotency_key: idempotencyKey(saved.data.version),
        },
        saved.data.grand_total === 0,
      );
      if (result.ok) {
        cartClosed();
        router.push(result.data.redirect_url);
        return;
      }
      if (result.errorMsgCode === 'payment.cart.modified') {
        await reload();
        return showErrors([], cartModifiedMessage);
      }
      const fields = Array.isArray(result.params?.fields) ? (result.params.fields as FieldError[]) : [];
      showErrors(fields, fields.length > 0 ? null : result.message);
    } finally {
      setPlacing(false);
    }
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
      <h1 className={pageStyles.title}>{pl.checkout.title}</h1>
      <form className={pageStyles.layout} onSubmit={submit} noValidate>
        <div className={pageStyles.main}>
          <div ref={summary} tabIndex={-1} className={styles.errorSummary} role="alert" hidden={!hasErrors}>
            {formError && <p>{formError}</p>}
            {errors.length > 0 && (
              <>
                <p>{pl.checkout.errorsTitle}</p>
                <ul>
                  {errors.map((error) => (
                    <li key={`${error.field}:${error.message}`}>
                      <a href={`#${error.field === 'shippingService' ? 'dostawa' : fieldId(error.field)}`}>
                        {fieldLabel(error.field) ? `${fieldLabel(error.field)}: ${error.message}` : error.message}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>

          <fieldset className={styles.section}>
            <legend>{pl.checkout.contact}</legend>
            <Field
              name="email"
              label={pl.checkout.email}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              hint={pl.checkout.emailHint}
              value={values.email}
              error={errorOf('email')}
              onValue={(v) => set('email', v)}
            />
          </fieldset>

          <fieldset
            className={styles.section}
            id="dostawa"
            aria-describedby={errorOf('shippingService') ? 'dostawa-blad' : undefined}
          >
            <legend>{pl.checkout.delivery}</legend>
            {errorOf('shippingService') && (
              <p id="dostawa-blad" className={styles.error}>
                {errorOf('shippingService')}
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
                        name="shippingService"
                        value={m.id}
                        checked={values.methodId === m.id}
                        disabled={disabled || cart.pending}
                        onChange={() => void chooseMethod(m.id)}
                      />
                      <span className={styles.optionText}>
                        <strong>{m.name}</strong>
                        <small>{disabled ? pl.checkout.deliveryNoPayment : m.description}</small>
                      </span>
                      <span className={styles.optionPrice}>{formatMoney(m.price)}</span>
                    </label>
                    {values.methodId === m.id && m.requiresLocker && (
                      <div className={styles.optionDetail}>
                        <Field
                          name="locker_code"
                          label={pl.checkout.locker}
                          required
                          autoComplete="off"
                          autoCapitalize="characters"
                          maxLength={12}
                          hint={pl.checkout.lockerHint}
                          value={values.lockerCode}
                          error={errorOf('locker_code')}
                          onValue={(v) => set('lockerCode', v)}
                        />
                        <a
                          className="text-link"
                          href="https://inpost.pl/znajdz-paczkomat"
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {pl.checkout.lockerMap}
                        </a>
                      </div>
                    )}
                    {values.methodId === m.id && !shippingNeedsAddress(m) && !m.requiresLocker && seller && (
                      <p className={styles.optionDetail}>
                        {pl.checkout.pickupAt} {seller.address}, {seller.zip} {seller.city}. {pl.checkout.pickupHint}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>

          <fieldset className={styles.section}>
            <legend>{pl.checkout.billing}</legend>
            {addressFields('billing')}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={values.wantsInvoice}
                onChange={(event) => set('wantsInvoice', event.target.checked)}
              />
              {pl.checkout.wantsInvoice}
            </label>
            {values.wantsInvoice && (
              <div className={styles.grid}>
                <Field
                  name="billing.company"
                  label={pl.checkout.company}
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
                  label={pl.checkout.nip}
                  inputMode="numeric"
                  required
                  maxLength={16}
                  value={values.billing.nip}
                  error={errorOf('billing.nip')}
                  onValue={(v) => setAddress('billing', 'nip', v)}
                />
              </div>
            )}
            {needsAddress && (
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={values.otherAddress}
                  onChange={(event) => set('otherAddress', event.target.checked)}
                />
                {pl.checkout.otherAddress}
              </label>
            )}
          </fieldset>

          {needsAddress && values.otherAddress && (
            <fieldset className={styles.section}>
              <legend>{pl.checkout.shippingAddress}</legend>
              {addressFields('shipping')}
            </fieldset>
          )}

          <fieldset className={styles.section}>
            <legend>{pl.checkout.payment}</legend>
            <ul className={styles.options}>
              {payments.map((payment) => (
                <li key={payment.id}>
                  {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- wraps its radio and its text */}
                  <label className={styles.option}>
                    <input
                      type="radio"
                      name="payment_method"
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
            <label htmlFor="pole-comments">{pl.checkout.comments}</label>
            <textarea
              id="pole-comments"
              name="comments"
              rows={3}
              maxLength={2000}
              value={values.comments}
              onChange={(event) => set('comments', event.target.value)}
            />
          </div>

          <fieldset className={styles.section}>
            <legend>{pl.checkout.consents}</legend>
            <Consent
              name="consents.terms"
              checked={values.terms}
              error={errorOf('consents.terms')}
              onChange={(checked) => set('terms', checked)}
            >
              {pl.checkout.termsBefore}
              <Link href="/regulamin/" target="_blank">
                {pl.checkout.termsLink}
              </Link>
              {pl.checkout.termsMiddle}
              <Link href="/zwroty-reklmacje/" target="_blank">
                {pl.checkout.withdrawalLink}
              </Link>
              {pl.checkout.termsAfter}
            </Consent>
            <Consent
              name="consents.privacy"
              checked={values.privacy}
              error={errorOf('consents.privacy')}
              onChange={(checked) => set('privacy', checked)}
            >
              {pl.checkout.privacyBefore}
              <Link href="/polityka-prywatnosci/" target="_blank">
                {pl.checkout.privacyLink}
              </Link>
              {pl.checkout.privacyAfter}
            </Consent>
            <Consent name="consents.newsletter" checked={values.newsletter} onChange={(c) => set('newsletter', c)}>
              {pl.checkout.newsletter}
            </Consent>
          </fieldset>
        </div>

        <aside className={pageStyles.summary} aria-labelledby="twoje-zamowienie">
          <h2 id="twoje-zamowienie" className={pageStyles.summaryTitle}>
            {pl.checkout.summary}
          </h2>
          <ul className={styles.items}>
            {cart.items.map((line) => (
              <li key={line.lineId}>
                <span>
                  {line.product.name} <span className={styles.qty}>× {line.quantity}</span>
                </span>
                <span>{formatMoney(fromPln(line.price_total))}</span>
              </li>
            ))}
          </ul>
          <Link href="/cart/" className="text-link">
            {pl.checkout.edit}
          </Link>
          <CartTotals cart={cart} shippingFrom={null} />
          <p className={styles.legal}>{pl.checkout.legal}</p>
          <button type="submit" className={`button ${styles.submit}`} disabled={placing} aria-busy={placing}>
            {placing ? pl.checkout.placing : UI_TEXT_PL.finalOrderButton}
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
