import type { FieldError } from '@manufaktura/core';
import { useRouter } from 'next/navigation';
import type { FormEvent, RefObject } from 'react';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';

import { trackCart } from '../../lib/analytics.ts';
import { shopApi } from '../../lib/api/client.ts';
import type { PaymentMethod, ShippingMethod } from '../../lib/api/types.ts';
import type { ShopCart } from '../../lib/cart/store.ts';
import { cartClosed, reload, saveCheckout } from '../../lib/cart/store.ts';
import type { CheckoutState } from './actions.ts';
import { placeOrderWithoutScript } from './actions.ts';
import type { CheckoutCalls } from './checkout-flow.ts';
import { placeCheckoutOrder } from './checkout-flow.ts';
import type { FormValues } from './checkout-rules.ts';
import { canPay, FORM_NAMES, initialValues, shippingService } from './checkout-rules.ts';

/** The error key of each form value that is not an address field. */
const ERROR_FIELDS: Partial<Record<keyof FormValues, string>> = {
  email: FORM_NAMES.email,
  methodId: FORM_NAMES.methodId,
  lockerCode: FORM_NAMES.lockerCode,
  blikCode: FORM_NAMES.blikCode,
  terms: FORM_NAMES.terms,
  privacy: FORM_NAMES.privacy,
};

const NOTHING_POSTED: CheckoutState = { values: null, errors: [], message: null };

/** The form's values with their errors, as each fieldset reads and changes them. */
export interface CheckoutFields {
  values: FormValues;
  errorOf: (field: string) => string | undefined;
  set: <K extends keyof FormValues>(key: K, value: FormValues[K]) => void;
  setAddress: (part: 'billing' | 'shipping', field: string, value: string) => void;
}

/** Where the browser goes after an order: Przelewy24's payment page is another site, so it goes there by itself. */
function goTo(next: string, push: (href: string) => void): void {
  if (/^https?:\/\//.test(next)) window.location.assign(next);
  else push(next);
}

/**
 * The checkout form's state. With JavaScript the form places the order in place through
 * `placeCheckoutOrder`; without it (or before it has loaded) the same form posts to the Server
 * Action, whose answer (typed values, errors, a message) the form starts from. `summary` is the
 * error summary, focused when errors show.
 */
export function useCheckout(
  cart: ShopCart,
  shippingMethods: ShippingMethod[],
  paymentMethods: PaymentMethod[],
  summary: RefObject<HTMLDivElement | null>,
) {
  const router = useRouter();
  const [posted, postAction] = useActionState(placeOrderWithoutScript, NOTHING_POSTED);
  const [values, setValues] = useState<FormValues>(() => posted.values ?? initialValues(cart, paymentMethods));
  const [errors, setErrors] = useState<FieldError[]>(posted.errors);
  const [formError, setFormError] = useState<string | null>(posted.message);
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ version: number; key: string } | null>(null);

  const method = shippingMethods.find((m) => m.id === values.methodId) ?? null;
  const payable = (m: ShippingMethod) => paymentMethods.some((payment) => canPay(payment, m));
  const payments = method ? paymentMethods.filter((payment) => canPay(payment, method)) : paymentMethods;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;

  useEffect(() => {
    trackCart('begin_checkout', cart);
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The delivery and the payment as chosen go to analytics once each; the submit reports those left as they were.
  const reported = useRef<{ shipping: string | null; payment: string | null }>({ shipping: null, payment: null });
  function reportShipping(methodId: string, latest: Pick<ShopCart, 'items' | 'coupon_code'> = cart) {
    const chosen = shippingMethods.find((m) => m.id === methodId);
    if (!chosen || reported.current.shipping === methodId) return;
    reported.current.shipping = methodId;
    trackCart('add_shipping_info', latest, { shipping_tier: chosen.name });
  }
  function reportPayment(paymentId: string) {
    const chosen = paymentMethods.find((payment) => payment.id === paymentId);
    if (!chosen || reported.current.payment === paymentId) return;
    reported.current.payment = paymentId;
    trackCart('add_payment_info', cart, { payment_type: chosen.name });
  }

  /** A changed field loses its error; the next submit checks everything again. */
  function clearError(field: string) {
    setErrors((current) =>
      current.some((error) => error.field === field) ? current.filter((error) => error.field !== field) : current,
    );
  }

  function set<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'paymentId') reportPayment(String(value));
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
    // The payment chosen so far may not go with the new delivery (cash on delivery with a prepaid courier).
    if (!paymentMethods.some((payment) => payment.id === values.paymentId && canPay(payment, chosen))) {
      set('paymentId', paymentMethods.find((payment) => canPay(payment, chosen))?.id ?? '');
    }
    const saved = await saveCheckout('CHECKOUT_SHIPPING_METHOD_UPDATED', {
      shippingService: shippingService(chosen, values.lockerCode),
    });
    if (saved.ok) reportShipping(id, saved.data);
  }

  function showErrors(found: FieldError[], message: string | null) {
    setErrors(found);
    setFormError(message);
    requestAnimationFrame(() => summary.current?.focus());
  }

  /** The browser's calls: the cart store saves the form, the client places the order. */
  const calls: CheckoutCalls = {
    saveCart: (update) => saveCheckout('CHECKOUT_BILLING_UPDATED', update),
    async placeOrder(order, nothingToPay) {
      const result = await shopApi.placeOrder(order, nothingToPay);
      if (!result.ok && result.errorMsgCode === 'payment.cart.modified') await reload();
      return result;
    },
    /** The same key for retries of one cart version: a double click or a retried request makes one order. */
    idempotencyKey({ version }) {
      if (attempt.current?.version !== version) attempt.current = { version, key: crypto.randomUUID() };
      return attempt.current.key;
    },
    started() {
      setPlacing(true);
      setErrors([]);
      setFormError(null);
    },
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (placing) return;
    reportShipping(values.methodId);
    reportPayment(values.paymentId);
    try {
      // The cart the shopper confirmed; its total follows the form live, so only the version is compared.
      const outcome = await placeCheckoutOrder({ values, method, seen: { version: cart.version, total: null } }, calls);
      if (!outcome.ok) return showErrors(outcome.errors, outcome.message);
      cartClosed();
      goTo(outcome.redirectUrl, (href) => router.push(href));
    } finally {
      setPlacing(false);
    }
  }

  const fields: CheckoutFields = { values, errorOf, set, setAddress };
  return {
    fields,
    method,
    payments,
    payable,
    chooseMethod,
    pickLocker,
    submit,
    postAction,
    placing,
    errors,
    formError,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
