import type { CartUpdateRequest } from '@manufaktura/contract';
import type { CheckedCheckout, FieldError } from '@manufaktura/core';
import {
  formatMessage,
  normalizeLockerCode,
  paymentFitsShipping,
  readBlikCode,
  shippingNeedsAddress,
  validateCheckout,
} from '@manufaktura/core';

import type { ApiError } from '../../lib/api/api-error.ts';
import type { OrderRequest } from '../../lib/api/client.ts';
import type { PaymentMethod, ShippingMethod } from '../../lib/api/types.ts';
import type { ShopCart } from '../../lib/cart/store.ts';
import { checkoutText } from '../../messages/cart.ts';

/**
 * The checkout's rules, one copy for both ways of placing an order: the form
 * in the browser and its Server Action for a browser without JavaScript.
 * The API applies the same core rules again.
 */

export const ADDRESS_FIELDS = ['first_name', 'last_name', 'street', 'post_code', 'city', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type Address = Record<AddressField, string>;

export const EMPTY_ADDRESS: Address = { first_name: '', last_name: '', street: '', post_code: '', city: '', phone: '' };

export interface FormValues {
  email: string;
  billing: Address & { company: string; nip: string };
  shipping: Address;
  otherAddress: boolean;
  wantsInvoice: boolean;
  methodId: string;
  lockerCode: string;
  paymentId: string;
  /** The code from the bank's app, typed when paying with BLIK. */
  blikCode: string;
  comments: string;
  terms: boolean;
  privacy: boolean;
  newsletter: boolean;
  /** A signed-in shopper keeps these addresses on the account for the next order. */
  saveAddress: boolean;
}

/** The names the form's controls post under (the address fields are `billing.<field>` and `shipping.<field>`). */
export const FORM_NAMES = {
  email: 'email',
  otherAddress: 'other_address',
  wantsInvoice: 'wants_invoice',
  methodId: 'shippingService',
  lockerCode: 'locker_code',
  paymentId: 'payment_method',
  blikCode: 'blik_code',
  comments: 'comments',
  terms: 'consents.terms',
  privacy: 'consents.privacy',
  newsletter: 'consents.newsletter',
  saveAddress: 'save_address',
  /** The cart version and total the shopper saw (hidden fields). */
  version: 'version',
  seenTotal: 'seen_total',
} as const;

/** Another tab or device changed the cart after the shopper saw it (spec §8): refresh and retry. */
export const cartModifiedMessage = formatMessage('payment.cart.modified');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function addressFrom(stored: Record<string, unknown>): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(stored[name])])) as Address;
}

/** The form starts from what the cart keeps (spec §7 payload parts), so a return to checkout loses nothing. */
export function initialValues(cart: ShopCart, paymentMethods: PaymentMethod[]): FormValues {
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
    blikCode: '',
    comments: cart.comments,
    terms: false,
    privacy: false,
    newsletter: false,
    saveAddress: cart.account_logged_in,
  };
}

/** The values of a posted checkout form; whatever is missing or malformed reads as empty. */
export function readCheckoutForm(form: FormData): FormValues {
  const read = (name: string) => text(form.get(name));
  const checked = (name: string) => form.get(name) !== null;
  const address = (part: 'billing' | 'shipping') =>
    Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, read(`${part}.${name}`)])) as Address;
  return {
    email: read(FORM_NAMES.email),
    billing: { ...address('billing'), company: read('billing.company'), nip: read('billing.nip') },
    shipping: address('shipping'),
    otherAddress: checked(FORM_NAMES.otherAddress),
    wantsInvoice: checked(FORM_NAMES.wantsInvoice),
    methodId: read(FORM_NAMES.methodId),
    lockerCode: read(FORM_NAMES.lockerCode),
    paymentId: read(FORM_NAMES.paymentId),
    blikCode: read(FORM_NAMES.blikCode),
    comments: read(FORM_NAMES.comments),
    terms: checked(FORM_NAMES.terms),
    privacy: checked(FORM_NAMES.privacy),
    newsletter: checked(FORM_NAMES.newsletter),
    saveAddress: checked(FORM_NAMES.saveAddress),
  };
}

/** A payment is possible with a delivery when it needs no cash-on-delivery or the delivery collects it. */
export const canPay = (payment: PaymentMethod, method: ShippingMethod) => paymentFitsShipping(payment, method);

/** Every field at once, with the rules the API applies again (packages/core). */
export function checkCheckout(
  values: FormValues,
  method: ShippingMethod | null,
): { errors: FieldError[]; value: CheckedCheckout | null } {
  const found: FieldError[] = [];
  if (!method) found.push({ field: FORM_NAMES.methodId, message: checkoutText.chooseDelivery });
  if (method?.requiresLocker && !normalizeLockerCode(values.lockerCode)) {
    found.push({ field: FORM_NAMES.lockerCode, message: checkoutText.lockerInvalid });
  }
  if (values.paymentId === 'blik' && readBlikCode(values.blikCode) === null) {
    found.push({ field: FORM_NAMES.blikCode, message: formatMessage('payment.blik.code.invalid') });
  }
  const needsAddress = method !== null && shippingNeedsAddress(method);
  const checked = validateCheckout({
    email: values.email,
    billing: values.billing,
    shipping: values.otherAddress && needsAddress ? values.shipping : values.billing,
    wantsInvoice: values.wantsInvoice,
    shippingNeedsAddress: needsAddress,
    consents: { terms: values.terms, privacy: values.privacy },
  });
  // Without another address the parcel goes to the billing one, whose errors are already listed once.
  const ownErrors = (error: FieldError) => values.otherAddress || !error.field.startsWith('shipping.');
  if (!checked.ok) found.push(...checked.errors.filter(ownErrors));
  return { errors: found, value: checked.ok ? checked.value : null };
}

/** The delivery as the cart keeps it, with the locker code when it goes to a parcel locker. */
export function shippingService(method: ShippingMethod, lockerCode: string): CartUpdateRequest['shippingService'] {
  const locker = method.requiresLocker ? normalizeLockerCode(lockerCode) : null;
  return { method_id: method.id, ...(locker ? { attributes: { locker_code: locker } } : {}) };
}

/** The checked form as the cart keeps it (spec §7 payload parts). */
export function checkoutUpdate(
  checked: CheckedCheckout,
  values: FormValues,
  method: ShippingMethod,
): CartUpdateRequest {
  return {
    email: checked.email,
    billing: checked.billing,
    shipping: checked.shipping ?? {},
    comments: values.comments.trim(),
    shippingService: shippingService(method, values.lockerCode),
  };
}

/**
 * Saving the form adds one version to the cart the shopper confirmed; more
 * means another tab or device changed it meanwhile.
 */
export const changedMeanwhile = (seenVersion: number, savedVersion: number) => savedVersion > seenVersion + 1;

/** The order button's request for a saved cart version. */
export function orderRequest(values: FormValues, version: number, idempotencyKey: string): OrderRequest {
  return {
    version,
    payment_method: values.paymentId,
    ...(values.paymentId === 'blik' ? { blik_code: values.blikCode } : {}),
    wants_invoice: values.wantsInvoice,
    save_address: values.saveAddress,
    consents: { terms: values.terms, privacy: values.privacy, newsletter: values.newsletter },
    idempotency_key: idempotencyKey,
  };
}

/** What the form shows for a refused save or order: the fields at fault, or one message above the form. */
export function refusalShown(error: ApiError): { errors: FieldError[]; message: string | null } {
  if (error.errorMsgCode === 'payment.cart.modified') return { errors: [], message: cartModifiedMessage };
  if (error.errorMsgCode === 'shipping.locker.invalid') {
    return { errors: [{ field: FORM_NAMES.lockerCode, message: error.message }], message: null };
  }
  const fields = Array.isArray(error.params?.fields) ? (error.params.fields as FieldError[]) : [];
  return fields.length > 0 ? { errors: fields, message: null } : { errors: [], message: error.message };
}
